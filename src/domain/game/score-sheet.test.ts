import { describe, expect, it } from 'vitest';
import type { Mission, VpRule } from '../missions/mission-schema';
import {
  finalSheetLines,
  isFromTable,
  roundSheetLines,
  roundToScore,
  sheetTotal,
  suggestedCounts,
} from './score-sheet';
import { applyAll, commandClock, gameInTurnOne } from '../../../test/fixtures/game';

const clock = commandClock(Date.parse('2026-03-04T10:00:00.000Z'), 'sheet');
const text = { en: 'x', es: 'x', fr: 'x' };
const rule = (overrides: Partial<VpRule> & Pick<VpRule, 'id'>): VpRule => ({
  timing: 'end_of_round',
  points: 1,
  perUnit: false,
  description: text,
  ...overrides,
});
const mission: Pick<Mission, 'markers' | 'vpRules'> = {
  markers: [{ id: 'objective', side: 'neutral', count: 3, label: text }],
  vpRules: [
    rule({ id: 'hold', perUnit: true, fromTable: { kind: 'held', markers: ['objective'] } }),
    rule({ id: 'more', points: 2, fromTable: { kind: 'more', markers: ['objective'] } }),
    rule({ id: 'deed', points: 3, maxPerGame: 3 }),
    rule({ id: 'last', timing: 'end_of_game', points: 2 }),
  ],
};
const feat = { vpRules: [rule({ id: 'banner', maxPerGame: 3 })] };

describe('roundToScore', () => {
  it('is the last round once it is finished and until it has its scores', () => {
    const playing = gameInTurnOne(clock);
    expect(roundToScore(playing)).toBeUndefined();
    const ended = applyAll(playing, [{ type: 'end_turn', turnNumber: 1 }], clock);
    expect(roundToScore(ended)?.number).toBe(1);
    const scored = applyAll(ended, [{ type: 'complete_turn', turnNumber: 1, scores: { p1: 1, p2: 0 } }], clock);
    expect(roundToScore(scored)).toBeUndefined();
  });
});

describe('the sheet', () => {
  it('lists the round rules each round, and the end-of-game and feat rules at the end', () => {
    expect(roundSheetLines(mission).map((line) => line.key)).toEqual(['mission:hold', 'mission:more', 'mission:deed']);
    expect(roundSheetLines(undefined)).toEqual([]);
    const final = finalSheetLines(mission, feat);
    expect(final.mission.map((line) => line.key)).toEqual(['mission:last']);
    expect(final.feat.map((line) => [line.key, line.stage])).toEqual([['feat:banner', 'final']]);
    expect(roundSheetLines(mission).map(isFromTable)).toEqual([true, true, false]);
  });

  it('fills in what the table decides, majority included, and totals every line', () => {
    const state = applyAll(
      gameInTurnOne(clock),
      [
        { type: 'set_objective', objectiveId: 'objective-1', playerId: 'p1' },
        { type: 'set_objective', objectiveId: 'objective-2', playerId: 'p1' },
        { type: 'set_objective', objectiveId: 'objective-3', playerId: 'p2' },
      ],
      clock,
    );
    const lines = roundSheetLines(mission);
    const counts = suggestedCounts(lines, mission, state);
    expect(counts).toEqual({
      p1: { 'mission:hold': 2, 'mission:more': 1, 'mission:deed': 0 },
      p2: { 'mission:hold': 1, 'mission:more': 0, 'mission:deed': 0 },
    });
    expect(sheetTotal(lines, counts, 0, 'p1')).toBe(4);
    expect(sheetTotal(lines, counts, 0, 'p2')).toBe(1);
    // Ticked by hand, points entered by hand, and a capped rule.
    const edited = { ...counts, p2: { ...counts.p2, 'mission:deed': 2 } };
    expect(sheetTotal(lines, edited, 2, 'p2')).toBe(1 + 3 + 2);
    expect(sheetTotal(lines, {}, 0, 'p3')).toBe(0);
  });

  it('fills in nothing without a mission', () => {
    const lines = roundSheetLines(mission);
    expect(suggestedCounts(lines, undefined, gameInTurnOne(clock)).p1).toEqual({
      'mission:hold': 0,
      'mission:more': 0,
      'mission:deed': 0,
    });
  });
});
