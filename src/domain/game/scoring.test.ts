import { describe, expect, it } from 'vitest';
import type { Mission, VpRule } from '../missions/mission-schema';
import { applyAll, commandClock, gameInTurnOne } from '../../../test/fixtures/game';
import {
  finalMissionRules,
  heldCount,
  objectiveSlots,
  roundRules,
  ruleInput,
  rulePoints,
  suggestedCount,
} from './scoring';

const clock = commandClock(Date.parse('2026-03-03T10:00:00.000Z'), 's');
const text = { en: 'x', es: 'x', fr: 'x' };
const rule = (overrides: Partial<VpRule> & Pick<VpRule, 'id'>): VpRule => ({
  timing: 'end_of_round',
  points: 1,
  perUnit: false,
  description: text,
  ...overrides,
});
const mission: Pick<Mission, 'markers' | 'vpRules'> = {
  markers: [
    { id: 'objective', side: 'neutral', count: 3, label: text },
    { id: 'home', side: 'own', count: 1, label: text },
  ],
  vpRules: [
    rule({ id: 'hold-objective', perUnit: true, fromTable: { kind: 'held', markers: ['objective'] } }),
    rule({ id: 'hold-home', points: 2, fromTable: { kind: 'held', markers: ['home'] } }),
    rule({ id: 'hold-more' }),
    rule({ id: 'hold-central', timing: 'end_of_game', points: 2 }),
  ],
};

describe('objectiveSlots', () => {
  it('lists neutral markers once and a player’s own markers per seat', () => {
    expect(objectiveSlots(mission).map((slot) => slot.id)).toEqual([
      'objective-1',
      'objective-2',
      'objective-3',
      'home-s1-1',
      'home-s2-1',
    ]);
  });
});

describe('rules by stage', () => {
  it('scores round rules each round and end-of-game rules at the end', () => {
    expect(roundRules(mission).map((r) => r.id)).toEqual(['hold-objective', 'hold-home', 'hold-more']);
    expect(finalMissionRules(mission).map((r) => r.id)).toEqual(['hold-central']);
  });

  it('asks a yes/no for a rule scored once and a count for per-unit or repeated rules', () => {
    expect(ruleInput(rule({ id: 'a' }), 'round')).toBe('toggle');
    expect(ruleInput(rule({ id: 'a', perUnit: true }), 'round')).toBe('count');
    expect(ruleInput(rule({ id: 'a', timing: 'end_of_game' }), 'final')).toBe('toggle');
    expect(ruleInput(rule({ id: 'a', timing: 'end_of_round' }), 'final')).toBe('count');
  });

  it('multiplies by the count within the per-game cap', () => {
    expect(rulePoints(rule({ id: 'a', points: 2 }), 1)).toBe(2);
    expect(rulePoints(rule({ id: 'a', points: 1, perUnit: true }), 3)).toBe(3);
    expect(rulePoints(rule({ id: 'a', points: 1, maxPerGame: 3 }), 5)).toBe(3);
    expect(rulePoints(rule({ id: 'a', points: 3 }), -1)).toBe(0);
  });
});

describe('suggestedCount', () => {
  const state = applyAll(
    gameInTurnOne(),
    [
      { type: 'set_objective', objectiveId: 'objective-1', playerId: 'p1' },
      { type: 'set_objective', objectiveId: 'objective-3', playerId: 'p1' },
      { type: 'set_objective', objectiveId: 'objective-2', playerId: 'p2' },
      { type: 'set_objective', objectiveId: 'home-s2-1', playerId: 'p2' },
      { type: 'set_objective', objectiveId: 'home-s1-1', playerId: 'p2' },
    ],
    clock,
  );

  it('counts the markers a player controls, their own seat’s only unless any seat counts', () => {
    expect(heldCount(['objective'], mission, state, 'p1')).toBe(2);
    expect(heldCount(['objective', 'home'], mission, state, 'p2')).toBe(2);
    expect(heldCount(['objective', 'home'], mission, state, 'p2', true)).toBe(3);
  });

  it('reads held rules as a count, or a yes/no from how many it takes', () => {
    const [holdObjective, holdHome, holdMore] = mission.vpRules;
    expect(suggestedCount(holdObjective!, mission, state, 'p1')).toBe(2);
    expect(suggestedCount(holdObjective!, mission, state, 'p2')).toBe(1);
    // Only a player's own home marker counts for them.
    expect(suggestedCount(holdHome!, mission, state, 'p2')).toBe(1);
    expect(suggestedCount(holdHome!, mission, state, 'p1')).toBe(0);
    const two = rule({ id: 'two', fromTable: { kind: 'held', markers: ['objective'], min: 2 } });
    expect(suggestedCount(two, mission, state, 'p1')).toBe(1);
    expect(suggestedCount(two, mission, state, 'p2')).toBe(0);
    // A rule the table cannot decide is left to the players.
    expect(suggestedCount(holdMore!, mission, state, 'p1')).toBeNull();
  });

  it('compares with the rival: more, at least as many, none', () => {
    const more = rule({ id: 'more', fromTable: { kind: 'more', markers: ['objective'] } });
    expect(suggestedCount(more, mission, state, 'p1')).toBe(1);
    expect(suggestedCount(more, mission, state, 'p2')).toBe(0);
    const even = rule({ id: 'even', fromTable: { kind: 'as-many', markers: ['objective'] } });
    expect(suggestedCount(even, mission, state, 'p1')).toBe(1);
    expect(suggestedCount(even, mission, state, 'p2')).toBe(0);
    const tied = applyAll(state, [{ type: 'set_objective', objectiveId: 'objective-3', playerId: null }], clock);
    expect(suggestedCount(even, mission, tied, 'p1')).toBe(1);
    expect(suggestedCount(even, mission, tied, 'p2')).toBe(1);
    expect(suggestedCount(more, mission, tied, 'p1')).toBe(0);
    // Nobody holding anything is not a tie worth a point.
    expect(suggestedCount(even, mission, gameInTurnOne(), 'p1')).toBe(0);
    const none = rule({ id: 'none', fromTable: { kind: 'rival-none', markers: ['home'], anySeat: true } });
    expect(suggestedCount(none, mission, state, 'p2')).toBe(1);
    expect(suggestedCount(none, mission, state, 'p1')).toBe(0);
  });
});
