import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFolded, foldText, originalRange } from './fold-text';

/** Letters that fold in every way there is: unchanged, to one letter, to two, to nothing. */
const letter = fc.constantFrom(...'aAeéÉœŒsßİı\u0301 ', '😀');

describe('foldText', () => {
  it('drops accents in en, es and fr, and case unless asked', () => {
    expect(foldText('Naïve Café')).toBe('naive cafe');
    expect(foldText('Activación, NIÑO, pingüino')).toBe('activacion, nino, pinguino');
    expect(foldText('Été, manœuvre, Ça')).toBe('ete, manoeuvre, ca');
    expect(foldText('Activación', true)).toBe('Activacion');
  });

  it('maps folded matches back to the original characters', () => {
    expect(findFolded('la Activación', 'activacion')).toEqual([[3, 13]]);
    // Decomposed input (e + combining accent) folds the same as composed input.
    expect(findFolded('acti\u0301vo', 'activo')).toEqual([[0, 7]]);
    expect(originalRange('manœuvre', 3, 2)).toEqual([3, 4]);
  });

  it('always returns ordered, non-overlapping ranges inside the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: letter }),
        fc.string({ unit: letter, maxLength: 3 }),
        fc.boolean(),
        (text, term, cased) => {
          let last = 0;
          for (const [start, end] of findFolded(text, term, cased)) {
            expect(start).toBeGreaterThanOrEqual(last);
            expect(end).toBeGreaterThan(start);
            expect(end).toBeLessThanOrEqual(text.length);
            last = end;
          }
        },
      ),
    );
  });
});
