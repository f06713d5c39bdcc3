import { describe, expect, it } from 'vitest';
import { compareNames, nameRanks, sortByName } from './name-order';

describe('the order of names', () => {
  it('ignores accents and case, and orders names that fold alike as written', () => {
    expect(['Zorro', 'éclaireur', 'Eagle', 'ángel'].sort(compareNames)).toEqual([
      'ángel',
      'Eagle',
      'éclaireur',
      'Zorro',
    ]);
    // Names that fold alike still have one order, whichever way they are compared.
    expect(Math.sign(compareNames('Elfe', 'elfe'))).toBe(-Math.sign(compareNames('elfe', 'Elfe')));
    expect(compareNames('Œil', 'oeil')).not.toBe(0);
    expect(compareNames('Same', 'Same')).toBe(0);
    expect(sortByName([{ n: 'b' }, { n: 'Á' }], (item) => item.n)).toEqual([{ n: 'Á' }, { n: 'b' }]);
  });

  it('ranks names in that order, the same name sharing a rank', () => {
    const ranks = nameRanks(['Zorro', 'ángel', 'Zorro', 'Eagle'], (name) => name);
    expect([...ranks.entries()]).toEqual([
      ['ángel', 0],
      ['Eagle', 1],
      ['Zorro', 2],
    ]);
  });
});
