import { normaliseItem, parseBracketList, parseKeyword } from './bracket-list';
import { CHARACTERISTIC_IDS, UNIT_TYPES } from './data-pack-values';
import type { CharacteristicId, DataPack, FactionId, Keyword, Unit, UnitType } from './data-pack-schema';
import { slugify } from './slug';

/** The column layout of the public unit sheets. */
export const UNIT_CSV_COLUMNS = [
  'faction_id',
  'Faction',
  'Unit Type',
  'Unit Name EN',
  'Unit Name SP',
  'Command',
  'AVB',
  'Characteristics',
  'Keywords',
  'High Command',
  'Points Cost',
  'Special Rules',
  'Companion',
  'Tournament Legal',
] as const;
export type UnitCsvColumn = (typeof UNIT_CSV_COLUMNS)[number];

export const UNIT_CSV_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 5000 } as const;

export type CsvFatal =
  | { code: 'csv.empty' }
  | { code: 'csv.too_large'; params: { limit: number } }
  | { code: 'csv.not_csv' }
  | { code: 'csv.unterminated_quote'; params: { line: number } }
  | { code: 'csv.missing_columns'; params: { columns: string[] } }
  | { code: 'csv.too_many_rows'; params: { limit: number } };

export interface CsvRowIssue {
  code: string;
  severity: 'error' | 'warning';
  column?: UnitCsvColumn;
  params?: Record<string, string | number>;
}

export interface CsvRow {
  /** 1-based line in the file where the row starts. */
  line: number;
  cells: Record<UnitCsvColumn, string>;
  issues: CsvRowIssue[];
  unit?: Unit;
}

export interface UnitChange {
  kind: 'changed' | 'added' | 'missing';
  unitId: string;
  name: string;
  factionId: string;
  changes: Array<{ field: string; from: string; to: string }>;
}

export type UnitCsvReport =
  | { ok: false; fatal: CsvFatal }
  | { ok: true; rows: CsvRow[]; changes: UnitChange[]; errorCount: number; warningCount: number; factions: FactionId[] };

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): { ok: true; records: Array<{ line: number; fields: string[] }> } | { ok: false; line: number } {
  const records: Array<{ line: number; fields: string[] }> = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      fields.push(field);
      if (fields.some((value) => value !== '')) records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (quoted) return { ok: false, line: quoteLine };
  fields.push(field);
  if (fields.some((value) => value !== '')) records.push({ line: recordLine, fields });
  return { ok: true, records };
}

const YES = new Set(['yes', 'y', 'true', 'si', 'sí']);
const NO = new Set(['no', 'n', 'false']);
const TYPES = new Set<string>(Object.values(UNIT_TYPES));
const CHARACTERISTICS = new Set<string>(CHARACTERISTIC_IDS);

function yesNo(row: CsvRow, column: UnitCsvColumn): boolean | undefined {
  const value = row.cells[column].trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  row.issues.push({ code: 'row.yes_no', severity: 'error', column, params: { value: row.cells[column] } });
  return undefined;
}

function count(row: CsvRow, column: UnitCsvColumn): number | undefined {
  const text = row.cells[column].trim();
  if (!/^-?\d+$/.test(text)) {
    row.issues.push({ code: 'row.not_a_number', severity: 'error', column, params: { value: text } });
    return undefined;
  }
  const value = Number(text);
  if (value < 0) row.issues.push({ code: 'row.negative', severity: 'error', column, params: { value } });
  return value;
}

function keywords(row: CsvRow, column: UnitCsvColumn): Keyword[] | undefined {
  const list = parseBracketList(row.cells[column]);
  if (!list.ok) {
    row.issues.push({ code: 'row.bracket_list', severity: 'error', column, params: { reason: list.error.code, at: list.error.at } });
    return undefined;
  }
  const parsed: Keyword[] = [];
  for (const item of list.value) {
    const keyword = parseKeyword(item);
    if (!keyword.ok) {
      row.issues.push({ code: 'row.keyword', severity: 'error', column, params: { item, reason: keyword.error.code } });
      continue;
    }
    parsed.push(keyword.value.params ? { id: keyword.value.id, params: keyword.value.params } : { id: keyword.value.id });
  }
  return parsed;
}

function characteristics(row: CsvRow): CharacteristicId[] | undefined {
  const list = parseBracketList(row.cells.Characteristics);
  if (!list.ok) {
    row.issues.push({ code: 'row.bracket_list', severity: 'error', column: 'Characteristics', params: { reason: list.error.code, at: list.error.at } });
    return undefined;
  }
  const ids: CharacteristicId[] = [];
  for (const item of list.value) {
    const id = slugify(item);
    if (!CHARACTERISTICS.has(id)) {
      row.issues.push({ code: 'row.unknown_characteristic', severity: 'error', column: 'Characteristics', params: { value: item } });
    } else if (!ids.includes(id as CharacteristicId)) ids.push(id as CharacteristicId);
  }
  return ids;
}

/** Applies our recorded reading of known reference typos to a row, when the cell is exactly as published. */
function applyCorrections(row: CsvRow, unitId: string | undefined, pack: DataPack): void {
  if (!unitId) return;
  const columnOf: Record<string, UnitCsvColumn> = {
    faction: 'Faction',
    'name.en': 'Unit Name EN',
    'name.es': 'Unit Name SP',
    characteristics: 'Characteristics',
    keywords: 'Keywords',
    specialRules: 'Special Rules',
  };
  for (const correction of pack.corrections) {
    const column = columnOf[correction.field];
    if (correction.unitId === unitId && column && row.cells[column].trim() === correction.from.trim()) row.cells[column] = correction.to;
  }
}

const describeKeywords = (list: Keyword[]) =>
  list.map((keyword) => (keyword.params ? `${keyword.id} (${keyword.params.join(', ')})` : keyword.id)).join(', ');

/** The fields of a unit that differ between two versions of the data, as plain text. */
export function unitFieldChanges(previous: Unit, next: Unit): UnitChange['changes'] {
  const fields: Array<[string, (unit: Unit) => string]> = [
    ['points', (unit) => String(unit.points)],
    ['avb', (unit) => String(unit.avb)],
    ['command', (unit) => String(unit.command)],
    ['type', (unit) => unit.type],
    ['highCommand', (unit) => String(unit.highCommand)],
    ['tournamentLegal', (unit) => String(unit.tournamentLegal)],
    ['characteristics', (unit) => [...unit.characteristics].sort().join(', ')],
    ['keywords', (unit) => describeKeywords([...unit.keywords].sort((a, b) => a.id.localeCompare(b.id)))],
    ['specialRules', (unit) => describeKeywords([...unit.specialRules].sort((a, b) => a.id.localeCompare(b.id)))],
    ['companionOf', (unit) => unit.companionOf ?? ''],
  ];
  return fields
    .map(([field, read]) => ({ field, from: read(previous), to: read(next) }))
    .filter((change) => change.from !== change.to);
}

/**
 * Reads a unit sheet in the reference layout, checks every row, and compares the result with
 * the pack: changed fields, units added, and units of the sheet's factions that it leaves out.
 */
export function validateUnitCsv(text: string, pack: DataPack): UnitCsvReport {
  if (!text.trim()) return { ok: false, fatal: { code: 'csv.empty' } };
  if (text.length > UNIT_CSV_LIMITS.maxBytes) return { ok: false, fatal: { code: 'csv.too_large', params: { limit: UNIT_CSV_LIMITS.maxBytes } } };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 4096))) return { ok: false, fatal: { code: 'csv.not_csv' } };
  const parsed = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!parsed.ok) return { ok: false, fatal: { code: 'csv.unterminated_quote', params: { line: parsed.line } } };
  const [header, ...records] = parsed.records;
  const headerFields = header?.fields.map((field) => field.trim()) ?? [];
  if (headerFields.length < 2) return { ok: false, fatal: { code: 'csv.not_csv' } };
  const missing = UNIT_CSV_COLUMNS.filter((column) => !headerFields.includes(column));
  if (missing.length) return { ok: false, fatal: { code: 'csv.missing_columns', params: { columns: missing } } };
  if (records.length > UNIT_CSV_LIMITS.maxRows) return { ok: false, fatal: { code: 'csv.too_many_rows', params: { limit: UNIT_CSV_LIMITS.maxRows } } };

  const factionIds = new Set<string>(pack.factions.map((faction) => faction.id));
  const byKey = new Map(pack.units.map((unit) => [`${unit.factionId}|${slugify(unit.name.en)}`, unit]));
  const rows: CsvRow[] = records.map(({ line, fields }) => {
    const cells = Object.fromEntries(UNIT_CSV_COLUMNS.map((column) => [column, fields[headerFields.indexOf(column)] ?? ''])) as CsvRow['cells'];
    const row: CsvRow = { line, cells, issues: [] };
    if (fields.length !== headerFields.length) {
      row.issues.push({ code: 'row.column_count', severity: 'error', params: { expected: headerFields.length, found: fields.length } });
    }
    return row;
  });

  const seen = new Set<string>();
  const factionsInSheet = new Set<FactionId>();
  for (const row of rows) {
    const factionId = row.cells.faction_id.trim();
    if (!factionIds.has(factionId)) {
      row.issues.push({ code: 'row.unknown_faction', severity: 'error', column: 'faction_id', params: { value: factionId } });
      continue;
    }
    factionsInSheet.add(factionId as FactionId);
    const name = normaliseItem(row.cells['Unit Name EN']);
    if (!name) {
      row.issues.push({ code: 'row.empty_name', severity: 'error', column: 'Unit Name EN' });
      continue;
    }
    const key = `${factionId}|${slugify(name)}`;
    const existing = byKey.get(key);
    applyCorrections(row, existing?.id, pack);
    if (seen.has(key)) row.issues.push({ code: 'row.duplicate', severity: 'error', column: 'Unit Name EN', params: { value: name } });
    seen.add(key);
    const type = row.cells['Unit Type'].trim();
    if (!TYPES.has(type)) row.issues.push({ code: 'row.unknown_type', severity: 'error', column: 'Unit Type', params: { value: type } });

    const unit = {
      id: existing?.id ?? (pack.units.some((other) => other.id === slugify(name)) ? `${factionId}-${slugify(name)}` : slugify(name)),
      factionId: factionId as FactionId,
      name: { ...existing?.name, en: normaliseItem(row.cells['Unit Name EN']), ...(row.cells['Unit Name SP'].trim() ? { es: normaliseItem(row.cells['Unit Name SP']) } : {}) },
      type: type as UnitType,
      command: count(row, 'Command'),
      avb: count(row, 'AVB'),
      characteristics: characteristics(row),
      keywords: keywords(row, 'Keywords'),
      specialRules: keywords(row, 'Special Rules'),
      highCommand: yesNo(row, 'High Command'),
      points: count(row, 'Points Cost'),
      companionOf: null as string | null,
      tournamentLegal: yesNo(row, 'Tournament Legal'),
    };
    const host = row.cells.Companion.trim();
    if (host) {
      const hostUnit =
        pack.units.find((candidate) => candidate.factionId === factionId && slugify(candidate.name.en) === slugify(host)) ??
        rows.map((other) => other.cells['Unit Name EN']).find((other) => slugify(other) === slugify(host));
      if (!hostUnit) row.issues.push({ code: 'row.unknown_companion_host', severity: 'error', column: 'Companion', params: { value: host } });
      else unit.companionOf = typeof hostUnit === 'string' ? slugify(hostUnit) : hostUnit.id;
    }
    if (!existing) row.issues.push({ code: 'row.unknown_unit', severity: 'warning', column: 'Unit Name EN', params: { value: name } });
    if (!row.issues.some((issue) => issue.severity === 'error')) row.unit = unit as Unit;
  }

  const changes: UnitChange[] = [];
  for (const row of rows) {
    if (!row.unit) continue;
    const previous = pack.units.find((unit) => unit.id === row.unit!.id);
    if (!previous) changes.push({ kind: 'added', unitId: row.unit.id, name: row.unit.name.en, factionId: row.unit.factionId, changes: [] });
    else {
      const fieldChanges = unitFieldChanges(previous, row.unit);
      if (fieldChanges.length) changes.push({ kind: 'changed', unitId: previous.id, name: previous.name.en, factionId: previous.factionId, changes: fieldChanges });
    }
  }
  for (const unit of pack.units) {
    if (factionsInSheet.has(unit.factionId) && !seen.has(`${unit.factionId}|${slugify(unit.name.en)}`)) {
      changes.push({ kind: 'missing', unitId: unit.id, name: unit.name.en, factionId: unit.factionId, changes: [] });
    }
  }
  const all = rows.flatMap((row) => row.issues);
  return {
    ok: true,
    rows,
    changes,
    errorCount: all.filter((issue) => issue.severity === 'error').length,
    warningCount: all.filter((issue) => issue.severity === 'warning').length,
    factions: [...factionsInSheet],
  };
}

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The sheet with our corrections applied and values written the canonical way. */
export function correctedCsv(rows: CsvRow[]): string {
  const canonical = (row: CsvRow, column: UnitCsvColumn) => {
    const value = row.cells[column].trim();
    if (column === 'High Command' || column === 'Tournament Legal') {
      if (YES.has(value.toLowerCase())) return 'Yes';
      if (NO.has(value.toLowerCase())) return 'No';
    }
    if (column === 'Characteristics' || column === 'Keywords' || column === 'Special Rules') {
      const list = parseBracketList(value);
      if (list.ok) return `[${list.value.map(normaliseItem).join(', ')}]`;
    }
    return column.startsWith('Unit Name') ? normaliseItem(value) : value;
  };
  const lines = [UNIT_CSV_COLUMNS.join(','), ...rows.map((row) => UNIT_CSV_COLUMNS.map((column) => quote(canonical(row, column))).join(','))];
  return `${lines.join('\n')}\n`;
}

/** A new pack with the sheet's factions replaced by its units (other factions kept). */
export function packWithUnits(pack: DataPack, units: Unit[], factions: FactionId[]): Omit<DataPack, 'version'> {
  const replaced = new Set(factions);
  const { version: _version, ...content } = pack;
  return { ...content, units: [...pack.units.filter((unit) => !replaced.has(unit.factionId)), ...units] };
}

const keywordText = (list: Keyword[]) =>
  `[${list
    .map((keyword) => {
      const words = keyword.id.split('-').map((word, index) => (index === 0 || word.length > 2 ? word[0]!.toUpperCase() + word.slice(1) : word));
      return keyword.params ? `${words.join(' ')} (${keyword.params.join(', ')})` : words.join(' ');
    })
    .join(', ')}]`;

/** Writes units in the reference layout (for download, and as the starting point of an edit). */
export function unitsToCsv(units: Unit[], pack: DataPack): string {
  const factionName = (id: string) => pack.factions.find((faction) => faction.id === id)?.name.en ?? id;
  const unitName = (id: string | null) => (id ? (pack.units.find((unit) => unit.id === id)?.name.en ?? id) : '');
  const glossaryName = (kind: string, id: string) => pack.glossary.find((entry) => entry.kind === kind && entry.id === id)?.name.en;
  const named = (kind: string, list: Keyword[]) =>
    `[${list.map((keyword) => {
      const name = glossaryName(kind, keyword.id) ?? keywordText([{ id: keyword.id }]).slice(1, -1);
      return keyword.params ? `${name} (${keyword.params.join(', ')})` : name;
    }).join(', ')}]`;
  const rows = units.map((unit) =>
    [
      unit.factionId,
      factionName(unit.factionId),
      unit.type,
      unit.name.en,
      unit.name.es ?? '',
      String(unit.command),
      String(unit.avb),
      `[${unit.characteristics.map((id) => glossaryName('characteristic', id) ?? id).join(', ')}]`,
      named('keyword', unit.keywords),
      unit.highCommand ? 'Yes' : 'No',
      String(unit.points),
      named('special-rule', unit.specialRules),
      unitName(unit.companionOf),
      unit.tournamentLegal ? 'Yes' : 'No',
    ]
      .map(quote)
      .join(','),
  );
  return `${[UNIT_CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}
