import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDataVersion, dataPack } from '.';
import { dataPackSchema } from '../domain/army/data-pack-schema';
import { correctedCsv, packWithUnits, parseCsv, unitsToCsv, validateUnitCsv } from '../domain/army/unit-csv';
import { itNeeding, referenceDataMissing } from '../../scripts/test-requirements';

const referenceDir = path.resolve(process.cwd(), '../shared/reference/warcrow-units');
const northern = dataPack.units.filter((unit) => unit.factionId === 'northern-tribes');

describe('parseCsv', () => {
  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    const parsed = parseCsv('a,b\n"x, y","say ""hi""\nthere"\r\n');
    expect(parsed).toEqual({ ok: true, records: [{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['x, y', 'say "hi"\nthere'] }] });
  });
  it('reports an unterminated quote with its line', () => {
    expect(parseCsv('a,b\n1,"open\n')).toEqual({ ok: false, line: 2 });
  });
});

describe('validateUnitCsv', () => {
  it('reads our own export back without errors or changes', () => {
    const report = validateUnitCsv(unitsToCsv(northern, dataPack), dataPack);
    if (!report.ok) throw new Error(JSON.stringify(report.fatal));
    expect(report.errorCount).toBe(0);
    expect(report.changes).toEqual([]);
    expect(report.rows.every((row) => row.unit)).toBe(true);
  });

  it('shows exactly the three changed points values', () => {
    const csv = unitsToCsv(
      northern.map((unit, index) => (index < 3 ? { ...unit, points: unit.points + 5 } : unit)),
      dataPack,
    );
    const report = validateUnitCsv(csv, dataPack);
    if (!report.ok) throw new Error('fatal');
    expect(report.changes).toHaveLength(3);
    for (const [index, change] of report.changes.entries()) {
      expect(change).toMatchObject({ kind: 'changed', unitId: northern[index]!.id });
      expect(change.changes).toEqual([{ field: 'points', from: String(northern[index]!.points), to: String(northern[index]!.points + 5) }]);
    }
  });

  it('reports units missing from a sheet and units it adds', () => {
    const [first, ...rest] = northern;
    const csv = unitsToCsv(rest, dataPack).replace(/\n$/, '\nnorthern-tribes,Northern Tribes,Troop,Snow Wolves,Lobos,0,2,"[Infantry, Orc]",[],No,25,[],,Yes\n');
    const report = validateUnitCsv(csv, dataPack);
    if (!report.ok) throw new Error('fatal');
    expect(report.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'missing', unitId: first!.id }),
        expect.objectContaining({ kind: 'added', unitId: 'snow-wolves' }),
      ]),
    );
    expect(report.warningCount).toBe(1);
  });

  it('reads the spec characteristics no unit has yet, and the pack it makes is valid', () => {
    const csv = unitsToCsv(northern, dataPack).replace(
      /\n$/,
      '\nnorthern-tribes,Northern Tribes,Troop,Frost Hounds,Sabuesos,0,2,"[Mounted, Cavalry, Beast]",[],No,30,[],,Yes' +
        '\nnorthern-tribes,Northern Tribes,Troop,Ice Golems,Golems,0,1,"[Infantry, Construct]",[],No,40,[],,Yes' +
        '\nnorthern-tribes,Northern Tribes,Troop,Barrow Dead,Muertos,0,3,"[Infantry, Undead]",[],No,20,[],,Yes\n',
    );
    const report = validateUnitCsv(csv, dataPack);
    if (!report.ok) throw new Error('fatal');
    expect(report.errorCount).toBe(0);
    expect(report.rows.slice(-3).map((row) => row.unit?.characteristics)).toEqual([
      ['mounted', 'cavalry', 'beast'],
      ['infantry', 'construct'],
      ['infantry', 'undead'],
    ]);
    const units = report.rows.flatMap((row) => (row.unit ? [row.unit] : []));
    const content = packWithUnits(dataPack, units, ['northern-tribes']);
    const parsed = dataPackSchema.safeParse({ version: computeDataVersion(content), ...content });
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(unitsToCsv(units.slice(-3), dataPack)).toContain('"[Mounted, Cavalry, Beast]"');
  });

  it('names the problem in every bad row', () => {
    const header = 'faction_id,Faction,Unit Type,Unit Name EN,Unit Name SP,Command,AVB,Characteristics,Keywords,High Command,Points Cost,Special Rules,Companion,Tournament Legal';
    const csv = [
      header,
      'atlantis,Atlantis,Troop,Fish,Pez,0,1,[Infantry],[],No,10,[],,Yes',
      'northern-tribes,Northern Tribes,Hero,Ymir,Ymir,x,-1,"[Infantry, Dragon]","[Join (Orc]",Maybe,-5,[],Nobody,Yes',
    ].join('\n');
    const report = validateUnitCsv(csv, dataPack);
    if (!report.ok) throw new Error('fatal');
    expect(report.rows[0]!.issues.map((issue) => issue.code)).toEqual(['row.unknown_faction']);
    expect(report.rows[1]!.issues.map((issue) => issue.code)).toEqual(
      expect.arrayContaining(['row.unknown_type', 'row.not_a_number', 'row.negative', 'row.unknown_characteristic', 'row.bracket_list', 'row.yes_no', 'row.unknown_companion_host']),
    );
  });

  it.each([
    ['', 'csv.empty'],
    ['\u0000\u0001binary', 'csv.not_csv'],
    ['just one column\nvalue', 'csv.not_csv'],
    ['faction_id,Faction\nx,y', 'csv.missing_columns'],
    ['faction_id,"Faction\nx', 'csv.unterminated_quote'],
  ])('refuses %j as a whole with %s', (text, code) => {
    const report = validateUnitCsv(text, dataPack);
    expect(report.ok ? null : report.fatal.code).toBe(code);
  });

  it('refuses sheets over the size and row limits', () => {
    expect(validateUnitCsv('x'.repeat(2 * 1024 * 1024 + 1), dataPack)).toMatchObject({ ok: false, fatal: { code: 'csv.too_large' } });
    const row = unitsToCsv(northern.slice(0, 1), dataPack).split('\n')[1];
    const many = [unitsToCsv([], dataPack).trim(), ...Array.from({ length: 5001 }, () => row)].join('\n');
    expect(validateUnitCsv(many, dataPack)).toMatchObject({ ok: false, fatal: { code: 'csv.too_many_rows' } });
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        validateUnitCsv(`faction_id,Faction,Unit Type,Unit Name EN,Unit Name SP,Command,AVB,Characteristics,Keywords,High Command,Points Cost,Special Rules,Companion,Tournament Legal\n${text}`, dataPack);
        validateUnitCsv(text, dataPack);
      }),
      { numRuns: 300 },
    );
  });

  itNeeding(referenceDataMissing(referenceDir), 'reads every reference sheet with no errors and no differences from the pack', () => {
    for (const file of readdirSync(referenceDir).filter((name) => name.endsWith('.csv'))) {
      const report = validateUnitCsv(readFileSync(path.join(referenceDir, file), 'utf8'), dataPack);
      if (!report.ok) throw new Error(`${file}: ${report.fatal.code}`);
      const errors = report.rows.flatMap((row) => row.issues.filter((issue) => issue.severity === 'error').map((issue) => `${row.line}: ${issue.code} ${JSON.stringify(issue.params)}`));
      expect(errors, file).toEqual([]);
      expect(report.changes, file).toEqual([]);
      expect(correctedCsv(report.rows)).toContain('Character');
    }
  });
});
