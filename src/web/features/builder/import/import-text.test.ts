import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataPack } from '../../../../data';
import { armyListSchema, LIST_LIMITS } from '../../../../domain/army/army-list';
import { IMPORT_LIMITS, importListText, type ImportLine, type ImportResult } from '../../../../domain/army/import-text';
import { displayOrder } from '../../../../domain/army/list-commands';
import { bagDistance, boundedDistance, letterBag, lookUpName, nameKey } from '../../../../domain/army/name-match';

const options = {
  id: 'imported',
  now: '2026-11-27T10:00:00.000Z',
  fallbackFaction: 'northern-tribes' as const,
  untitledNames: ['Untitled list', 'Lista sin nombre', 'Liste sans nom'],
};

function imported(text: string) {
  const result = importListText(text, dataPack, options);
  if (!result.ok) throw new Error(result.error.code);
  return result;
}

/** The list as rows: `unit ×n`, joined characters as `  + unit`. */
function rows(result: ImportResult & { ok: true }): string[] {
  return displayOrder(result.list, dataPack).map(
    ({ entry, depth }) => `${depth ? '  + ' : ''}${entry.unitId}${entry.quantity > 1 ? ` ×${entry.quantity}` : ''}`,
  );
}

const kinds = (lines: ImportLine[]) => lines.map((line) => `${line.line}:${line.kind}`);

describe('importListText', () => {
  it('reads our own export in French: name, faction, size, tournament, joins; skips totals and footer', () => {
    const result = imported(
      [
        'Raid du nord',
        'Tribus du Nord · Grande partie (450 points) · Mode tournoi',
        '85 points · Commandement 2 · 4 unités',
        'Non légale : 1 problème avec la version des données 2026.11-abc',
        '  ! La liste a 2 unités du Haut commandement ; une seule est permise.',
        '',
        '- Chasseurs orques (20 pts)',
        '    + Wrathmane (30 pts) [Haut commandement]',
        '- Chasseurs orques ×2 (40 pts)',
        '- Wisemane (15 pts)',
        '',
        'Fait avec Rookery · données des unités 2026.11-abc',
      ].join('\n'),
    );
    expect(result.list).toMatchObject({
      name: 'Raid du nord',
      factionId: 'northern-tribes',
      gameSize: { kind: 'preset', presetId: 'large' },
      tournament: true,
    });
    expect(result.factionFrom).toBe('text');
    expect(rows(result)).toEqual(['orc-hunters', '  + wrathmane', 'orc-hunters ×2', 'wisemane']);
    expect(kinds(result.lines)).toEqual([
      '1:header',
      '2:header',
      '3:header',
      '4:header',
      '5:header',
      '7:unit',
      '8:unit',
      '9:unit',
      '10:unit',
      '12:header',
    ]);
    expect(result.lines.map((line) => (line.kind === 'header' ? line.header : line.kind))).toContain('problem');
  });

  it('reads our export in English and Spanish, with a custom size and an untitled list', () => {
    const english = imported(
      'Untitled list\nNorthern Tribes · 250 points\n50 points · Command 1 · 1 units\nLegal\n\n- Alborc (50 pts) [High Command]\n',
    );
    expect(english.list).toMatchObject({ name: '', gameSize: { kind: 'custom', points: 250 }, tournament: false });
    expect(rows(english)).toEqual(['alborc']);
    const spanish = imported(
      'Mi lista\nVástagos de Yaldabaoth · Partida pequeña (200 puntos)\nx\ny\n\n- Ungidos (45 pts)\n- Cascaras ×2 (30 pts)\n',
    );
    expect(spanish.list).toMatchObject({ name: 'Mi lista', factionId: 'scions-of-yaldabaoth' });
    expect(spanish.list.gameSize).toEqual({ kind: 'preset', presetId: 'small' });
    expect(rows(spanish)).toEqual(['anointed', 'husks ×2']);
  });

  it("reads other builders' exports: headers, bullets, points and quantities in many shapes", () => {
    const result = imported(
      [
        'Army: Frost Raiders',
        'Faction: Northern Tribes',
        'Points: 285/450',
        '=====',
        '* Orc Hunters x2 - 40 pts',
        '   Wrathmane (30 pts)',
        '* Ice Archers: 25',
        '• 2 Tundra Marauders',
        '- Hersir ×1',
        '1x Ormuk',
        'Warg Riders (35 pts)',
        'Total: 285 pts',
      ].join('\n'),
    );
    expect(result.list).toMatchObject({ name: 'Frost Raiders', gameSize: { kind: 'preset', presetId: 'large' } });
    expect(rows(result)).toEqual([
      'orc-hunters',
      '  + wrathmane',
      'orc-hunters',
      'ice-archers',
      'tundra-marauders ×2',
      'hersir',
      'ormuk',
      'warg-riders',
    ]);
    expect(result.lines.every((line) => line.kind === 'unit' || line.kind === 'header')).toBe(true);
  });

  it('reads characters marked with +, > or with/con/avec as joining the unit above', () => {
    const result = imported('Orc Hunters\n> Wisemane\nTundra Marauders\ncon Hersir\nIce Archers\navec Ormuk');
    expect(rows(result)).toEqual([
      'orc-hunters',
      '  + wisemane',
      'tundra-marauders',
      '  + hersir',
      'ice-archers',
      '  + ormuk',
    ]);
    expect(result.lines.filter((line) => line.kind === 'unit').map((line) => line.joins)).toEqual([
      null,
      1,
      null,
      3,
      null,
      5,
    ]);
  });

  it('reads loose lines: 2x Orc Hunters, Alborc (50), Spanish names, typos and missing accents', () => {
    const result = imported('2x Orc Hunters\nAlborc (50)\npelaje de sabiduria\nArqueros de hielo\nJinetes de Huargos');
    expect(result.factionFrom).toBe('units');
    expect(result.list.factionId).toBe('northern-tribes');
    expect(rows(result)).toEqual(['alborc', 'orc-hunters ×2', 'wisemane', 'ice-archers', 'warg-riders']);
    expect(result.lines.map((line) => (line.kind === 'unit' ? line.match : line.kind))).toEqual([
      'exact',
      'exact',
      'accent-case',
      'accent-case',
      'typo',
    ]);
  });

  it('picks the faction most units belong to, and reports units of other factions instead of dropping them', () => {
    const result = imported('Grand Capitan\nDruida\nOona\nOrc Hunters\nVercana');
    expect(result.list.factionId).toBe('syenann');
    expect(rows(result)).toEqual(['grand-captain', 'druid', 'oona', 'syenann-vercana']);
    expect(result.lines[3]).toMatchObject({
      kind: 'other-faction',
      unitId: 'orc-hunters',
      factionId: 'northern-tribes',
    });
  });

  it('shows every line that matched nothing, with the nearest name when one is close', () => {
    const result = imported('Faction: Northern Tribes\nOrc Hnutrs x2\nWyzmane\nOso de hielo\nSomething else entirely');
    expect(result.lines.slice(1)).toMatchObject([
      { kind: 'unit', unitId: 'orc-hunters', match: 'typo', asked: 2, added: 2 },
      { kind: 'unmatched', suggestion: { unitId: 'wisemane', name: 'Wisemane' }, nameStart: 0, nameEnd: 7 },
      { kind: 'unmatched', suggestion: { unitId: 'ahlwardt-ice-bear', name: 'Ahlwardt, Oso De Hielo' } },
      { kind: 'unmatched', suggestion: null },
    ]);
  });

  it('adds no more copies than a unit allows, and says so', () => {
    const result = imported('3x Alborc\n25 Orc Hunters');
    expect(rows(result)).toEqual(['alborc', 'orc-hunters ×3']);
    expect(result.lines).toMatchObject([
      { kind: 'unit', asked: 3, added: 1, problem: 'import.fewer_copies' },
      { kind: 'unit', asked: 25, added: 3, problem: 'import.fewer_copies' },
    ]);
  });

  it('joins a companion to its character and several characters to copies of one unit', () => {
    const result = imported('Trabor Slepmund\n+ MK-OS Automata\n+ MK-OS Automata\nBulwarks x2\n+ Aide\n+ Corporal');
    expect(rows(result)).toEqual([
      'trabor-slepmund',
      '  + mk-os-automata',
      '  + mk-os-automata',
      'bulwarks',
      '  + corporal',
      'bulwarks',
      '  + aide',
    ]);
  });

  it('refuses text that is too long or has too many lines, with the limit', () => {
    expect(importListText('x'.repeat(IMPORT_LIMITS.characters + 1), dataPack, options)).toEqual({
      ok: false,
      error: { code: 'import.too_long', limit: IMPORT_LIMITS.characters, size: IMPORT_LIMITS.characters + 1 },
    });
    expect(importListText('\n'.repeat(IMPORT_LIMITS.lines), dataPack, options)).toMatchObject({
      ok: false,
      error: { code: 'import.too_many_lines', limit: IMPORT_LIMITS.lines },
    });
  });

  it('reports a name that cannot be a list name and imports the rest', () => {
    const result = imported(`Army: ${'n'.repeat(150)}\nOrc Hunters`);
    expect(result.list.name).toBe('');
    expect(result.lines[0]).toMatchObject({ kind: 'header', header: 'name', problem: 'name.too_long' });
    expect(rows(result)).toEqual(['orc-hunters']);
  });
});

describe('name matching', () => {
  it('folds case, accents and punctuation', () => {
    expect(nameKey("  Njord, l'Impitoyable ")).toBe('njord l impitoyable');
    expect(nameKey('HÉGÉMONIE')).toBe('hegemonie');
    expect(lookUpName('lady telia', dataPack).match?.kind).toBe('accent-case');
  });

  it('lets short names match only exactly', () => {
    expect(lookUpName('Cab', dataPack).match).toBeNull();
    expect(lookUpName('Cabo', dataPack).match?.variants[0]!.units[0]!.id).toBe('corporal');
  });

  it('gives every unit of a faction a name of its own in each language', () => {
    for (const unit of dataPack.units) {
      for (const name of Object.values(unit.name)) {
        const units = lookUpName(name, dataPack).match!.variants.flatMap((variant) => variant.units);
        expect(units.filter((other) => other.factionId === unit.factionId)).toEqual([unit]);
      }
    }
  });

  it('measures edit distance, stopping early past the bound', () => {
    expect(boundedDistance('kitten', 'sitting', 5)).toBe(3);
    expect(boundedDistance('kitten', 'sitting', 1)).toBe(2);
    expect(boundedDistance('', 'abc', 5)).toBe(3);
    expect(boundedDistance('ca', 'ac', 1)).toBe(1);
  });

  it('gives the full edit distance within the bound, and a lower bound from the letters alone', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', ' ', 'é'), maxLength: 14 });
    fc.assert(
      fc.property(word, word, fc.nat({ max: 8 }), (a, b, max) => {
        const full = fullDistance(a, b);
        expect(boundedDistance(a, b, max)).toBe(Math.min(full, max + 1));
        const bag = bagDistance(letterBag(a), letterBag(b), 99);
        expect(bag).toBeLessThanOrEqual(full);
        expect(bagDistance(letterBag(a), letterBag(b), max)).toBe(Math.min(bag, max + 1));
      }),
      { numRuns: 500 },
    );
  });
});

/** Optimal string alignment distance over the whole table, to check the banded one against. */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

/** A result whose list is a valid list and whose report accounts for each non-blank line once. */
function expectWellFormed(text: string) {
  const result = importListText(text, dataPack, options);
  if (!result.ok) {
    expect(['import.too_long', 'import.too_many_lines']).toContain(result.error.code);
    return;
  }
  expect(armyListSchema.safeParse(result.list).success).toBe(true);
  expect(result.list.entries.length).toBeLessThanOrEqual(LIST_LIMITS.entries);
  const rowsOfText = text.split(/\r\n|\r|\n/u);
  const filled = rowsOfText.flatMap((row, index) => (row.trim() ? [index + 1] : []));
  expect(result.lines.map((line) => line.line)).toEqual(filled);
}

describe('pasted text of any size and any bytes (fuzz)', () => {
  it('never throws and always accounts for every line', () => {
    const unitName = fc.constantFrom(...dataPack.units.flatMap((unit) => Object.values(unit.name)));
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      unitName,
      unitName.map((name) => `${name.slice(1)}x`),
      fc.constantFrom('\n', '\r\n', '\r', '\t', '  + ', '- ', '2x ', ' ×3', ' (50 pts)', ' · ', 'Faction: ', '!'),
      fc.uint8Array({ maxLength: 40 }).map((bytes) => new TextDecoder().decode(bytes)),
      fc.constantFrom('\ud800', '\udfff', '\u0000', '\u202e', '\ufeff', '\u2028'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => expectWellFormed(pieces.join(''))),
      { numRuns: 300 },
    );
  });

  it('stays bounded on huge and many-line input', () => {
    const manyUnits = Array.from({ length: IMPORT_LIMITS.lines }, (_, index) => `${index}x Orc Hunters`).join('\n');
    expectWellFormed(manyUnits);
    expectWellFormed(Array.from({ length: 999 }, () => 'Zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz').join('\n'));
    expectWellFormed(`${'Orc Hunters '.repeat(4_000)}`);
    expectWellFormed('y'.repeat(IMPORT_LIMITS.characters));
    expectWellFormed('y'.repeat(IMPORT_LIMITS.characters + 1));
    // Many distinct units reach the entries limit rather than going past it.
    const everyUnit = dataPack.units.map((unit) => `+ ${unit.name.en}`).join('\n');
    expectWellFormed(Array.from({ length: 8 }, () => everyUnit).join('\n'));
  });
});
