import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseKeywordList, type ParsedKeyword } from '../domain/army/bracket-list';
import { CHARACTERISTIC_IDS, dataPackSchema, type GlossaryKind, type Unit } from '../domain/army/data-pack-schema';
import { slugify } from '../domain/army/slug';
import { dataPack } from './index';
import { itNeeding, referenceDataMissing } from '../../scripts/test-requirements';

const { units, factions, glossary, corrections } = dataPack;

describe('data pack shape', () => {
  it('parses with the DataPack schema', () => {
    const result = dataPackSchema.safeParse(dataPack);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('holds 96 units across the four factions', () => {
    expect(units).toHaveLength(96);
    expect(factions.map((faction) => faction.id).sort()).toEqual(
      ['hegemony-of-embersig', 'northern-tribes', 'scions-of-yaldabaoth', 'syenann'],
    );
    for (const faction of factions) expect(units.some((unit) => unit.factionId === faction.id)).toBe(true);
  });

  it('has unique unit ids', () => {
    expect(duplicates(units.map((unit) => unit.id))).toEqual([]);
  });

  it('accepts units with the spec characteristics no unit has yet (Mounted, Beast, Construct, Undead)', () => {
    const base = units.find((unit) => unit.id === 'mounted-hetman')!;
    const extra: Unit[] = [
      { ...base, id: 'test-mounted-beast', characteristics: ['character', 'mounted', 'beast'] },
      { ...base, id: 'test-construct', type: 'Troop', highCommand: false, characteristics: ['infantry', 'construct'] },
      { ...base, id: 'test-undead', type: 'Troop', highCommand: false, characteristics: ['infantry', 'undead'] },
    ];
    const result = dataPackSchema.safeParse({ ...dataPack, units: [...units, ...extra] });
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('marks exactly the High Command characters as high command', () => {
    const mismatched = units.filter((unit) => unit.highCommand !== unit.characteristics.includes('high-command'));
    expect(mismatched.map((unit) => unit.id)).toEqual([]);
  });
});

describe('companions', () => {
  const byId = new Map(units.map((unit) => [unit.id, unit]));

  it('resolve to a unit of the same faction', () => {
    const companions = units.filter((unit) => unit.companionOf !== null);
    expect(companions.length).toBeGreaterThan(0);
    for (const companion of companions) {
      expect(byId.get(companion.companionOf ?? '')?.factionId, companion.id).toBe(companion.factionId);
    }
  });

  it('are exactly the units of type Companion', () => {
    const mismatched = units.filter((unit) => (unit.type === 'Companion') !== (unit.companionOf !== null));
    expect(mismatched.map((unit) => unit.id)).toEqual([]);
  });
});

describe('glossary', () => {
  const key = (kind: GlossaryKind, id: string) => `${kind}:${id}`;
  const used = new Set(
    units.flatMap((unit) => [
      ...unit.characteristics.map((id) => key('characteristic', id)),
      ...unit.keywords.map(({ id }) => key('keyword', id)),
      ...unit.specialRules.map(({ id }) => key('special-rule', id)),
    ]),
  );
  const entries = new Map(glossary.map((entry) => [key(entry.kind, entry.id), entry]));

  it('has one entry per kind and id', () => {
    expect(duplicates(glossary.map((entry) => key(entry.kind, entry.id)))).toEqual([]);
  });

  it('explains every characteristic, keyword and special rule used, in en, es and fr', () => {
    const missing = [...used].filter((term) => {
      const description = entries.get(term)?.description;
      return !description?.en || !description.es || !description.fr;
    });
    expect(missing).toEqual([]);
  });

  it('explains every characteristic of the vocabulary, whether a unit has it yet or not', () => {
    const missing = CHARACTERISTIC_IDS.filter((id) => !entries.has(key('characteristic', id)));
    expect(missing).toEqual([]);
  });

  it('has no entries for terms outside the vocabulary that no unit uses', () => {
    const vocabulary = new Set(CHARACTERISTIC_IDS.map((id) => key('characteristic', id)));
    expect([...entries.keys()].filter((term) => !used.has(term) && !vocabulary.has(term))).toEqual([]);
  });

  it('keeps descriptions short', () => {
    const long = glossary.flatMap((entry) =>
      Object.entries(entry.description)
        .filter(([, text]) => text.length > 180)
        .map(([lang]) => `${entry.id}.${lang}`),
    );
    expect(long).toEqual([]);
  });
});

describe('factions', () => {
  it('have distinct accent colours that read on the dark surface', () => {
    const colours = factions.map((faction) => faction.accentColour);
    expect(duplicates(colours)).toEqual([]);
    for (const colour of colours) expect(contrastRatio(colour, DARK_SURFACE), colour).toBeGreaterThanOrEqual(4.5);
  });
});

describe('corrections', () => {
  it('point at existing units, at most once per field', () => {
    const ids = new Set(units.map((unit) => unit.id));
    expect(corrections.filter((correction) => !ids.has(correction.unitId))).toEqual([]);
    expect(duplicates(corrections.map(({ unitId, field }) => `${unitId}:${field}`))).toEqual([]);
  });
});

/* ---------- cross-check with the reference sheets, when they are around ---------- */

const REFERENCE_DIR = path.resolve(process.cwd(), '../shared/reference/warcrow-units');
const referenceMissing = referenceDataMissing(REFERENCE_DIR);

const COLUMN_OF_FIELD = {
  faction: 'Faction',
  'name.en': 'Unit Name EN',
  'name.es': 'Unit Name SP',
  characteristics: 'Characteristics',
  keywords: 'Keywords',
  specialRules: 'Special Rules',
} as const;

describe('cross-check with the reference sheets', () => {
  const rows = referenceMissing === null ? readReferenceRows(REFERENCE_DIR) : [];

  itNeeding(referenceMissing, 'match every unit to exactly one reference row', () => {
    expect(rows).toHaveLength(units.length);
    const matched = rows.map((row) => findUnit(row)?.id ?? `unmatched: ${row['Unit Name EN']}`);
    expect(duplicates(matched)).toEqual([]);
    expect(matched.filter((id) => id.startsWith('unmatched'))).toEqual([]);
  });

  itNeeding(referenceMissing, 'record corrections against the cells as published', () => {
    const stale = corrections.filter((correction) => {
      const row = rows.find((candidate) => findUnit(candidate)?.id === correction.unitId);
      return row?.[COLUMN_OF_FIELD[correction.field]] !== correction.from;
    });
    expect(stale).toEqual([]);
  });

  itNeeding(referenceMissing, 'agree with every row once corrections are applied', () => {
    const pairs = rows.map((row) => ({ row: corrected(row), unit: findUnit(row) }));
    expect(pairs.map(({ unit }) => unit && fromUnit(unit))).toEqual(
      pairs.map(({ row, unit }) => unit && fromRow(row, unit.factionId)),
    );
  });

  function findUnit(row: ReferenceRow): Unit | undefined {
    const renamed = corrections.find((c) => c.field === 'name.en' && c.from === row['Unit Name EN']);
    const name = renamed?.to ?? row['Unit Name EN'];
    return units.find((unit) => unit.factionId === row.faction_id && unit.name.en === name);
  }

  function corrected(row: ReferenceRow): ReferenceRow {
    const unit = findUnit(row);
    const fixes = corrections.filter((correction) => correction.unitId === unit?.id);
    return fixes.reduce((fixed, fix) => ({ ...fixed, [COLUMN_OF_FIELD[fix.field]]: fix.to }), row);
  }
});

/** The facts compared between a unit and its reference row. */
function fromUnit(unit: Unit) {
  return {
    id: unit.id,
    type: unit.type,
    nameEs: unit.name.es,
    command: unit.command,
    avb: unit.avb,
    highCommand: unit.highCommand,
    points: unit.points,
    tournamentLegal: unit.tournamentLegal,
    characteristics: unit.characteristics,
    keywords: unit.keywords,
    specialRules: unit.specialRules,
    companionOf: unit.companionOf,
  };
}

function fromRow(row: ReferenceRow, factionId: string): ReturnType<typeof fromUnit> {
  const ids = (items: ParsedKeyword[]) => items.map((item) => item.id);
  return {
    id: unitIdOf(row['Unit Name EN'] ?? '', factionId),
    type: row['Unit Type'] as Unit['type'],
    nameEs: row['Unit Name SP'],
    command: Number(row.Command),
    avb: Number(row.AVB),
    highCommand: isYes(row['High Command']),
    points: Number(row['Points Cost']),
    tournamentLegal: isYes(row['Tournament Legal']),
    characteristics: ids(keywordsIn(row.Characteristics)) as Unit['characteristics'],
    keywords: keywordsIn(row.Keywords),
    specialRules: keywordsIn(row['Special Rules']),
    companionOf: row.Companion ? unitIdOf(row.Companion, factionId) : null,
  };

  function unitIdOf(name: string, faction: string): string {
    const slug = slugify(name);
    return units.some((unit) => unit.id === slug) ? slug : `${faction}-${slug}`;
  }
}

const isYes = (cell: string | undefined) => cell?.trim().toLowerCase() === 'yes';

function keywordsIn(cell: string | undefined): ParsedKeyword[] {
  const parsed = parseKeywordList(cell ?? '');
  return parsed.ok ? parsed.value : [{ id: `unparsable:${parsed.error.code}` }];
}

/* ---------- a small CSV reader (quoted cells, doubled quotes, CRLF) ---------- */

type ReferenceRow = Record<string, string | undefined>;

function readReferenceRows(dir: string): ReferenceRow[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.csv'))
    .sort()
    .flatMap((file) => {
      const [header = [], ...records] = parseCsv(readFileSync(path.join(dir, file), 'utf8'));
      return records.map((record) => Object.fromEntries(header.map((name, index) => [name, record[index]])));
    });
}

function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (record.some((value) => value !== '')) records.push(record);
    record = [];
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) cell += char;
    else if (char === ',') endCell();
    else if (char === '\n') endRecord();
    else if (char !== '\r') cell += char;
  }
  endRecord();
  return records;
}

/* ---------- helpers ---------- */

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** The app's raised surface colour, the lightest dark background accents sit on. */
const DARK_SURFACE = '#28221d';

/** WCAG 2 contrast ratio between two #rrggbb colours. */
function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
