import { describe, expect, it } from 'vitest';
import type { VpRule } from '../../../../domain/missions/mission-schema';
import type { SheetLine } from '../../../../domain/game/score-sheet';
import { finalPoints, marksFromTable, roundScores, sheetIntroKey } from './sheet';

const text = { en: 'x', es: 'x', fr: 'x' };
const line = (id: string, overrides: Partial<VpRule> = {}, stage: SheetLine['stage'] = 'round'): SheetLine => ({
  key: `mission:${id}`,
  stage,
  rule: { id, timing: 'end_of_round', points: 1, perUnit: false, description: text, ...overrides },
});
const held = line('hold', { fromTable: { kind: 'more', markers: ['objective'] } });
const deed = line('deed', { points: 3 });

describe('the sheet intro', () => {
  it('says whether the table filled in all, some or none of the lines', () => {
    expect(sheetIntroKey([])).toBe('scoring.manualOnly');
    expect(sheetIntroKey([held])).toBe('scoring.suggested');
    expect(sheetIntroKey([held, deed])).toBe('scoring.suggestedSome');
    expect(sheetIntroKey([deed])).toBe('scoring.byHand');
  });

  it('marks lines one by one only on a mixed sheet', () => {
    expect(marksFromTable([held, deed])).toBe(true);
    expect(marksFromTable([held])).toBe(false);
    expect(marksFromTable([deed])).toBe(false);
  });
});

describe('the sheet totals', () => {
  const counts = { p1: { 'mission:hold': 1, 'mission:deed': 1 }, p2: { 'mission:deed': 0 } };

  it('totals a round per player, with the points entered by hand', () => {
    expect(roundScores(['p1', 'p2'], [held, deed], counts, { p2: 2 })).toEqual({ p1: 4, p2: 2 });
  });

  it('splits the final points into the mission and the feat, the hand-entered points going to the mission', () => {
    const feat: SheetLine = { ...line('banner', { points: 2 }, 'final'), key: 'feat:banner' };
    const finalCounts = { p1: { 'mission:deed': 1, 'feat:banner': 1 }, p2: {} };
    expect(finalPoints(['p1', 'p2'], { mission: [deed], feat: [feat] }, finalCounts, { p1: 1, p2: 5 })).toEqual([
      { playerId: 'p1', mission: 4, feat: 2 },
      { playerId: 'p2', mission: 5, feat: 0 },
    ]);
  });
});
