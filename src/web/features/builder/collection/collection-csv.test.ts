import { describe, expect, it } from 'vitest';
import { dataPack } from '../../../../data';
import { collectionCsv, readCollectionCsv } from './collection-csv';

const at = '2026-11-22T10:00:00.000Z';

describe('collection CSV', () => {
  it('writes every unit with its count and reads the file back to the same counts', () => {
    const csv = collectionCsv(
      {
        alborc: { unitId: 'alborc', count: 2, updatedAt: at },
        'orc-hunters': { unitId: 'orc-hunters', count: 6, updatedAt: at },
      },
      dataPack,
      'es',
    );
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('unit_id,name,faction,count');
    const models = new Set(dataPack.units.map((unit) => unit.name.en)).size;
    expect(lines).toHaveLength(models + 1);
    expect(lines).toContain('alborc,Alborc,Tribus del Norte,2');
    const read = readCollectionCsv(csv, dataPack);
    expect(read.kind).toBe('rows');
    if (read.kind !== 'rows') return;
    expect(read.result.problems).toEqual([]);
    const counts = new Map(read.result.items.map((item) => [item.unitId, item.count]));
    expect(counts.get('alborc')).toBe(2);
    expect(counts.get('orc-hunters')).toBe(6);
    expect(counts.size).toBe(models);
  });

  it('takes names in any language and a byte-order mark, and counts blank lines in line numbers', () => {
    const read = readCollectionCsv('\uFEFFname,count\r\nCazadores Orcos,3\r\n\r\nALBORC,1\r\n', dataPack);
    expect(read).toEqual({
      kind: 'rows',
      result: {
        items: [
          { unitId: 'orc-hunters', count: 3 },
          { unitId: 'alborc', count: 1 },
        ],
        problems: [],
      },
    });
  });

  it('lists a mercenary once, under every faction, and reads any of its names as that one model', () => {
    const csv = collectionCsv({}, dataPack, 'en');
    const vercana = csv.split('\r\n').filter((line) => line.includes('Vercana'));
    expect(vercana).toEqual([
      'northern-tribes-vercana,Vercana,Northern Tribes / Hegemony of Embersig / Scions of Yaldabaoth / Sÿenann,0',
    ]);
    const read = readCollectionCsv('unit_id,count\nsyenann-vercana,1\n', dataPack);
    expect(read.kind === 'rows' && read.result.items).toEqual([{ unitId: 'northern-tribes-vercana', count: 1 }]);
    const twice = readCollectionCsv('unit_id,count\nsyenann-vercana,1\nnorthern-tribes-vercana,2\n', dataPack);
    expect(twice.kind === 'rows' && twice.result.problems.map((problem) => problem.error)).toEqual(['duplicate']);
  });

  it('numbers lines as an editor does, across line breaks inside quoted cells and mixed line ends', () => {
    const read = readCollectionCsv('name,count,note\r\nalborc,1,"two\nlines"\ndragon,1,x\r\n', dataPack);
    expect(read.kind === 'rows' && read.result.problems).toEqual([
      { line: 4, error: 'unknown-unit', unit: 'dragon', count: '1' },
    ]);
  });

  it('refuses unknown units and negative counts line by line', () => {
    const read = readCollectionCsv('unit_id,count\nalborc,1\ndragon,2\norc-hunters,-3\n', dataPack);
    expect(read.kind === 'rows' && read.result.problems).toEqual([
      { line: 3, error: 'unknown-unit', unit: 'dragon', count: '2' },
      { line: 4, error: 'bad-count', unit: 'orc-hunters', count: '-3' },
    ]);
  });

  it('says what is wrong with a file it cannot use at all', () => {
    expect(readCollectionCsv('', dataPack)).toEqual({ kind: 'problem', problem: 'empty' });
    expect(readCollectionCsv('unit_id,count\n', dataPack)).toEqual({ kind: 'problem', problem: 'empty' });
    expect(readCollectionCsv('a,b\n1,2', dataPack)).toEqual({ kind: 'problem', problem: 'no-columns' });
    expect(readCollectionCsv('x'.repeat(1024 * 1024 + 1), dataPack)).toEqual({ kind: 'problem', problem: 'too-large' });
  });

  it('writes names a spreadsheet would run as formulas as plain text', () => {
    const pack = { ...dataPack, units: [{ ...dataPack.units[0]!, name: { en: '=HYPERLINK("x")' } }] };
    expect(collectionCsv({}, pack, 'en')).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
