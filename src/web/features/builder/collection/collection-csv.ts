import Papa from 'papaparse';
import { readCollectionRows, type Collection, type CollectionRowsResult } from '../../../../domain/army/collection';
import type { DataPack, Language } from '../../../../domain/army/data-pack-schema';
import { slugify } from '../../../../domain/army/slug';
import { modelsOf } from './models';

/** Largest collection file read (a full collection is a few kilobytes). */
export const MAX_COLLECTION_FILE_BYTES = 1024 * 1024;

const HEADINGS = ['unit_id', 'name', 'faction', 'count'] as const;

/** A cell a spreadsheet would run as a formula is written with a leading apostrophe. */
const defuse = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The collection as CSV: every unit of the data (so the file doubles as a form to fill in), by
 * faction, with its id, its name in `language`, its faction and how many are owned.
 */
export function collectionCsv(collection: Collection, pack: DataPack, language: Language): string {
  const factionName = new Map<string, string>(
    pack.factions.map((faction) => [faction.id, faction.name[language] ?? faction.name.en]),
  );
  const order = pack.factions.map((faction) => faction.id);
  const models = modelsOf(pack);
  const factionsOf = (unitId: string) =>
    (models.get(unitId) ?? [unitId])
      .map((id) => pack.units.find((unit) => unit.id === id)?.factionId ?? '')
      .map((id) => factionName.get(id) ?? id)
      .join(' / ');
  // One row per model: a mercenary is listed once, under every faction that fields it.
  const rows = pack.units
    .filter((unit) => models.get(unit.id)?.[0] === unit.id)
    .sort((a, b) => order.indexOf(a.factionId) - order.indexOf(b.factionId) || a.name.en.localeCompare(b.name.en))
    .map((unit) => [
      unit.id,
      defuse(unit.name[language] ?? unit.name.en),
      defuse(factionsOf(unit.id)),
      String(collection[unit.id]?.count ?? 0),
    ]);
  return `${Papa.unparse({ fields: [...HEADINGS], data: rows }, { newline: '\r\n' })}\r\n`;
}

/** How a file could not be read as a whole (before any row is looked at). */
export type CollectionFileProblem = 'too-large' | 'no-columns' | 'empty';

export type CollectionFileResult =
  { kind: 'rows'; result: CollectionRowsResult } | { kind: 'problem'; problem: CollectionFileProblem };

/**
 * Unit id, or name in any language, compared without case, accents or punctuation; a mercenary's
 * copies all give its first profile, so a file names each model once.
 */
function unitFinder(pack: DataPack): (text: string) => string | null {
  const models = modelsOf(pack);
  const byKey = new Map<string, string>();
  for (const unit of pack.units) {
    const model = models.get(unit.id)?.[0] ?? unit.id;
    byKey.set(unit.id, model);
    for (const name of Object.values(unit.name)) if (name) byKey.set(slugify(name), model);
  }
  return (text) => byKey.get(slugify(text.replace(/^'/, ''))) ?? null;
}

/**
 * Reads a collection file: a heading row with `count` and `unit_id` (or `name`/`unit`), then one
 * unit a row. Rows that name no unit of the data or give no whole count from 0 to 999 are
 * reported line by line.
 */
export function readCollectionCsv(text: string, pack: DataPack): CollectionFileResult {
  if (text.length > MAX_COLLECTION_FILE_BYTES) return { kind: 'problem', problem: 'too-large' };
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // Each row's line in the file, counted from where the row starts: blank lines and line breaks
  // inside quoted cells still count, so the numbers match what a text editor shows.
  const parsed: { cells: string[]; line: number }[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(source, {
    newline: '\n',
    skipEmptyLines: false,
    step: (row) => {
      parsed.push({ cells: row.data, line });
      const end = row.meta.cursor;
      for (let at = start; at < end; at += 1) if (source.charCodeAt(at) === 10) line += 1;
      start = end;
    },
  });
  const lines = parsed.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [first, ...body] = lines;
  const heading = first?.cells;
  if (!heading) return { kind: 'problem', problem: 'empty' };
  const columns = heading.map((cell) => slugify(cell));
  const countColumn = columns.findIndex((cell) => cell === 'count' || cell === 'cantidad' || cell === 'nombre-possede');
  const unitColumns = ['unit-id', 'id', 'unit', 'name', 'unidad', 'nom', 'unite']
    .map((name) => columns.indexOf(name))
    .filter((index) => index >= 0);
  if (countColumn < 0 || unitColumns.length === 0) return { kind: 'problem', problem: 'no-columns' };
  if (body.length === 0) return { kind: 'problem', problem: 'empty' };
  const find = unitFinder(pack);
  const rows = body.map(({ cells, line }) => {
    const unit = unitColumns.map((column) => cells[column] ?? '').find((cell) => find(cell) !== null);
    return {
      line,
      unit: unit ?? cells[unitColumns[0]!] ?? '',
      count: cells[countColumn] ?? '',
    };
  });
  return { kind: 'rows', result: readCollectionRows(rows, find) };
}
