import { describe, expect, it } from 'vitest';
import type { GameState } from '../../domain/game/game-state';
import { missionSchema } from '../../domain/missions/mission-schema';
import { finalSheetLines, roundSheetLines, sheetTotal, suggestedCounts } from '../../domain/game/score-sheet';
import { gameInTurnOne } from '../../../test/fixtures/game';
import { FEATS, MISSIONS } from './index';

/**
 * Each mission's scoring sheet as the table fills it in: who holds which objective marker in, the
 * count of every line and each player's total out. p1 sits in seat 1, p2 in seat 2; a marker a
 * player has of their own is `<marker>-s<seat>-<n>`.
 */
const players = gameInTurnOne().players;
const table = (objectives: Record<string, string>): Pick<GameState, 'objectives' | 'players'> => ({
  objectives,
  players,
});

interface Case {
  objectives: Record<string, string>;
  counts: Record<'p1' | 'p2', Record<string, number>>;
  totals: Record<'p1' | 'p2', number>;
}

const ROUNDS: Record<string, Case[]> = {
  'consolidated-progress': [
    // Issue 21: two objectives against one ticks "more objectives than your rival".
    {
      objectives: { 'objective-1': 'p1', 'objective-2': 'p1', 'objective-3': 'p2' },
      counts: { p1: { 'hold-objective': 2, 'hold-more': 1 }, p2: { 'hold-objective': 1, 'hold-more': 0 } },
      totals: { p1: 3, p2: 1 },
    },
    {
      objectives: { 'objective-1': 'p1', 'objective-3': 'p2' },
      counts: { p1: { 'hold-objective': 1, 'hold-more': 0 }, p2: { 'hold-objective': 1, 'hold-more': 0 } },
      totals: { p1: 1, p2: 1 },
    },
  ],
  'take-positions': [
    {
      // p1 also stands on p2's forward post, which only scores for p2.
      objectives: {
        'objective-1': 'p1',
        'objective-2': 'p2',
        'objective-3': 'p2',
        'forward-post-s1-1': 'p1',
        'forward-post-s2-1': 'p1',
      },
      counts: {
        p1: { 'hold-objective': 1, 'hold-forward-post': 1 },
        p2: { 'hold-objective': 2, 'hold-forward-post': 0 },
      },
      totals: { p1: 3, p2: 2 },
    },
  ],
  'fog-of-death': [
    {
      objectives: { 'objective-1': 'p1', 'objective-2': 'p1', 'objective-3': 'p2' },
      counts: { p1: { 'hold-objective': 2 }, p2: { 'hold-objective': 1 } },
      totals: { p1: 2, p2: 1 },
    },
  ],
  'influence-zones': [
    {
      objectives: { 'zone-1': 'p1', 'zone-2': 'p2', 'zone-3': 'p2' },
      counts: { p1: { 'hold-zone': 1, 'hold-more-zones': 0 }, p2: { 'hold-zone': 2, 'hold-more-zones': 1 } },
      totals: { p1: 1, p2: 3 },
    },
  ],
  expanse: [
    {
      objectives: { 'home-s1-1': 'p1', 'centre-1': 'p2', 'far-s1-1': 'p1', 'far-s2-1': 'p1' },
      counts: {
        p1: { 'hold-home': 1, 'hold-centre': 0, 'hold-far': 1 },
        p2: { 'hold-home': 0, 'hold-centre': 1, 'hold-far': 0 },
      },
      totals: { p1: 4, p2: 2 },
    },
  ],
  loot: [
    {
      // Loot counts for whoever carries it, whatever its colour.
      objectives: { 'loot-s1-1': 'p2', 'loot-s1-2': 'p1', 'neutral-loot-1': 'p1' },
      counts: {
        p1: { 'has-loot': 1, 'more-loot': 1, 'rival-empty': 0 },
        p2: { 'has-loot': 1, 'more-loot': 0, 'rival-empty': 0 },
      },
      totals: { p1: 2, p2: 1 },
    },
    {
      objectives: { 'loot-s2-1': 'p1' },
      counts: {
        p1: { 'has-loot': 1, 'more-loot': 1, 'rival-empty': 1 },
        p2: { 'has-loot': 0, 'more-loot': 0, 'rival-empty': 0 },
      },
      totals: { p1: 3, p2: 0 },
    },
  ],
  quadrants: [
    {
      // Tied: 1 VP each.
      objectives: { 'quadrant-1': 'p1', 'quadrant-2': 'p1', 'quadrant-3': 'p2', 'quadrant-4': 'p2' },
      counts: {
        p1: { 'even-quadrants': 1, 'more-quadrants': 0, 'forward-quadrant': 0 },
        p2: { 'even-quadrants': 1, 'more-quadrants': 0, 'forward-quadrant': 0 },
      },
      totals: { p1: 1, p2: 1 },
    },
    {
      // More: 2 VP.
      objectives: { 'quadrant-1': 'p1', 'quadrant-2': 'p1', 'quadrant-3': 'p1', 'quadrant-4': 'p2' },
      counts: {
        p1: { 'even-quadrants': 1, 'more-quadrants': 1, 'forward-quadrant': 0 },
        p2: { 'even-quadrants': 0, 'more-quadrants': 0, 'forward-quadrant': 0 },
      },
      totals: { p1: 2, p2: 0 },
    },
  ],
  'battle-lines': [
    {
      objectives: {
        'own-s1-1': 'p1',
        'rival-s1-1': 'p1',
        'neutral-1': 'p1',
        'neutral-2': 'p1',
        'own-s2-1': 'p2',
        'supply-chest-1': 'p2',
      },
      counts: {
        p1: { 'hold-rival': 1, 'hold-own': 1, 'hold-neutral': 2, 'hold-both-neutral': 1 },
        p2: { 'hold-rival': 0, 'hold-own': 1, 'hold-neutral': 0, 'hold-both-neutral': 0 },
      },
      totals: { p1: 6, p2: 1 },
    },
  ],
  'breached-front': [
    {
      objectives: { 'centre-1': 'p1', 'flank-1': 'p2', 'own-s1-1': 'p1', 'rival-s1-1': 'p1', 'own-s2-1': 'p2' },
      counts: {
        p1: { 'hold-centre': 1, 'hold-flank': 0, 'hold-coloured': 2 },
        p2: { 'hold-centre': 0, 'hold-flank': 1, 'hold-coloured': 1 },
      },
      totals: { p1: 4, p2: 2 },
    },
  ],
  'ghosts-from-the-mist': [
    {
      objectives: { 'ghost-1': 'p1', 'ghost-2': 'p1', 'ghost-3': 'p1', 'ghost-4': 'p2' },
      counts: {
        p1: { 'ghosts-forward': 0, 'hold-ghost': 1, 'hold-three-ghosts': 1, 'bring-home': 0 },
        p2: { 'ghosts-forward': 0, 'hold-ghost': 1, 'hold-three-ghosts': 0, 'bring-home': 0 },
      },
      totals: { p1: 2, p2: 1 },
    },
  ],
  'sacred-land': [
    {
      objectives: { 'lesser-altar-1': 'p1', 'lesser-altar-2': 'p1', 'lesser-altar-3': 'p2', 'great-altar-1': 'p2' },
      counts: {
        p1: { 'lesser-altars': 1, 'great-altar': 0, offerings: 0 },
        p2: { 'lesser-altars': 0, 'great-altar': 1, offerings: 0 },
      },
      totals: { p1: 1, p2: 1 },
    },
  ],
  'rescue-mission': [
    {
      objectives: {
        'fallen-comrade-s1-1': 'p1',
        'fallen-comrade-s1-2': 'p1',
        'fallen-comrade-s2-1': 'p1',
        'fallen-comrade-s2-2': 'p2',
      },
      counts: {
        p1: { 'hold-comrade': 2, survivors: 0, vengeance: 0 },
        p2: { 'hold-comrade': 1, survivors: 0, vengeance: 0 },
      },
      totals: { p1: 2, p2: 1 },
    },
  ],
};

/** Rules the table cannot decide, and why: the players enter them. */
const BY_HAND: Record<string, string> = {
  'fog-of-death/hold-central': 'which objective is the central one is not tracked',
  'quadrants/forward-quadrant': 'which quadrants touch a deployment zone is not tracked',
  'ghosts-from-the-mist/ghosts-forward': 'where a ghost stands is not tracked, only who holds it',
  'ghosts-from-the-mist/bring-home': 'bringing a ghost home is an action, not control',
  'sacred-land/offerings': 'an offering is an action, not control',
  'rescue-mission/survivors': 'survivors are carried by units, not markers',
  'rescue-mission/vengeance': 'vengeance tokens are not tracked',
};

const strip = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).map(([key, value]) => [key.replace(/^mission:/, ''), value]));

describe('scoring filled in from the table, mission by mission', () => {
  it('has a case for every mission', () => {
    expect(Object.keys(ROUNDS).sort()).toEqual(MISSIONS.map((mission) => mission.id).sort());
  });

  it.each(MISSIONS.map((mission) => [mission.id, mission] as const))('%s', (id, mission) => {
    const lines = roundSheetLines(mission);
    for (const { objectives, counts, totals } of ROUNDS[id]!) {
      const suggested = suggestedCounts(lines, mission, table(objectives));
      expect({ p1: strip(suggested.p1!), p2: strip(suggested.p2!) }, JSON.stringify(objectives)).toEqual(counts);
      // The total the sheet shows is the total it saves: every line, nothing left out.
      expect({ p1: sheetTotal(lines, suggested, 0, 'p1'), p2: sheetTotal(lines, suggested, 0, 'p2') }).toEqual(totals);
    }
  });

  it('reads every rule from the table unless the table cannot decide it', () => {
    for (const mission of MISSIONS) {
      for (const rule of mission.vpRules) {
        const key = `${mission.id}/${rule.id}`;
        expect(Boolean(rule.fromTable) || key in BY_HAND, `${key} is neither read from the table nor by hand`).toBe(
          true,
        );
        if (rule.fromTable) expect(key in BY_HAND, `${key} is both`).toBe(false);
      }
    }
    expect(Object.keys(BY_HAND).every((key) => MISSIONS.some((m) => m.vpRules.some((r) => `${m.id}/${r.id}` === key)))).toBe(
      true,
    );
  });

  it('parses, and refuses a rule read from a marker its mission does not have', () => {
    for (const mission of MISSIONS) expect(() => missionSchema.parse(mission)).not.toThrow();
    const [first] = MISSIONS;
    const broken = {
      ...first,
      vpRules: [{ ...first!.vpRules[0]!, fromTable: { kind: 'held', markers: ['no-such-marker'] } }],
    };
    expect(missionSchema.safeParse(broken).success).toBe(false);
  });

  it('leaves end-of-game and feat lines the table cannot decide at zero', () => {
    const fog = MISSIONS.find((mission) => mission.id === 'fog-of-death')!;
    for (const feat of FEATS) {
      const { mission, feat: featLines } = finalSheetLines(fog, feat);
      const lines = [...mission, ...featLines];
      const suggested = suggestedCounts(lines, fog, table({ 'objective-2': 'p1' }));
      expect(Object.values(suggested.p1!).every((count) => count === 0)).toBe(true);
      expect(featLines.every((line) => line.rule.fromTable === undefined)).toBe(true);
    }
  });
});
