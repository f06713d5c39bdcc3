import { describe, expect, it } from 'vitest';
import { chosenGameSize, customPoints } from './game-size';

describe('the game size', () => {
  it('picks a preset by id, or a custom size with the points typed or the default', () => {
    expect(chosenGameSize('small', '250')).toEqual({ kind: 'preset', presetId: 'small' });
    expect(chosenGameSize('custom', '250')).toEqual({ kind: 'custom', points: 250 });
    expect(chosenGameSize('custom', '')).toEqual({ kind: 'custom', points: 300 });
  });

  it('takes typed points only from 1 to 10,000, dropping any fraction', () => {
    expect(customPoints('450.7')).toBe(450);
    expect(customPoints('0')).toBeNull();
    expect(customPoints('10001')).toBeNull();
    expect(customPoints('abc')).toBeNull();
    expect(customPoints('10000')).toBe(10_000);
  });
});
