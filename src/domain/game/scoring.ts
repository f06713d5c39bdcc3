import type { Feat, Mission, VpRule } from '../missions/mission-schema';
import type { GameState, Seat } from './game-state';

/**
 * Scoring driven by the mission data: the objective markers a game tracks, and for each VP rule
 * how it is entered (a yes/no or a count), what it is worth and, where the rule can be read from
 * the table, a suggestion from who controls which objective. Rules that need judgement are
 * entered by hand; the mission card is always the reference.
 */

export interface ObjectiveSlot {
  /** Stable id used in `set_objective`: `<marker>-<n>`, or `<marker>-s<seat>-<n>` for a player's own markers. */
  id: string;
  markerId: string;
  /** 1-based among the markers of its kind (and seat). */
  index: number;
  /** For markers each player has (own side or rival side): whose they are. */
  seat: Seat | null;
}

/** Every marker on the table for a mission; `own` and `opponent` markers come once per player. */
export function objectiveSlots(mission: Pick<Mission, 'markers'>): ObjectiveSlot[] {
  const slots: ObjectiveSlot[] = [];
  for (const marker of mission.markers) {
    const seats: Array<Seat | null> = marker.side === 'own' || marker.side === 'opponent' ? [1, 2] : [null];
    for (const seat of seats) {
      for (let index = 1; index <= marker.count; index += 1) {
        slots.push({
          id: seat ? `${marker.id}-s${seat}-${index}` : `${marker.id}-${index}`,
          markerId: marker.id,
          index,
          seat,
        });
      }
    }
  }
  return slots;
}

export type ScoringStage = 'round' | 'final';
export type RuleInput = 'toggle' | 'count';

/** The mission's rules scored at the end of each round (immediate ones are tallied then too). */
export function roundRules(mission: Pick<Mission, 'vpRules'>): VpRule[] {
  return mission.vpRules.filter((rule) => rule.timing !== 'end_of_game');
}

/** What is scored once the last round is over: the mission's end-of-game rules. */
export function finalMissionRules(mission: Pick<Mission, 'vpRules'>): VpRule[] {
  return mission.vpRules.filter((rule) => rule.timing === 'end_of_game');
}

/** Feat rules are all tallied at the end of the game (a per-round feat as "rounds achieved"). */
export function featRules(feat: Pick<Feat, 'vpRules'> | undefined): VpRule[] {
  return feat?.vpRules ?? [];
}

/**
 * A yes/no for a rule that scores once, a count for one that scores per marker or unit (or, at
 * the end of the game, a per-round or immediate rule: how many times it was achieved).
 */
export function ruleInput(rule: VpRule, stage: ScoringStage): RuleInput {
  if (rule.perUnit) return 'count';
  return stage === 'final' && rule.timing !== 'end_of_game' ? 'count' : 'toggle';
}

/** Points for a rule entered as `count` (0 or 1 for a yes/no), within its per-game cap. */
export function rulePoints(rule: VpRule, count: number): number {
  const points = Math.max(0, Math.floor(count)) * rule.points;
  return rule.maxPerGame === undefined ? points : Math.min(points, rule.maxPerGame);
}

/**
 * How many markers of these kinds the player controls. Markers a player has of their own
 * (`own`/`opponent` kinds) count only for the player of their seat, unless `anySeat`.
 */
export function heldCount(
  markers: readonly string[],
  mission: Pick<Mission, 'markers'>,
  state: Pick<GameState, 'objectives' | 'players'>,
  playerId: string,
  anySeat = false,
): number {
  const seat = state.players[playerId]?.seat ?? null;
  return objectiveSlots(mission).filter(
    (slot) =>
      markers.includes(slot.markerId) &&
      (anySeat || slot.seat === null || slot.seat === seat) &&
      state.objectives[slot.id] === playerId,
  ).length;
}

/**
 * What the table says for a rule with `fromTable`: a count for a per-unit `held` rule, else 1 or
 * 0 (achieved or not). Null for rules the table cannot decide; those are entered by hand.
 */
export function suggestedCount(
  rule: VpRule,
  mission: Pick<Mission, 'markers'>,
  state: Pick<GameState, 'objectives' | 'players'>,
  playerId: string,
): number | null {
  const reading = rule.fromTable;
  if (!reading) return null;
  const held = (id: string) => heldCount(reading.markers, mission, state, id, reading.anySeat);
  const mine = held(playerId);
  const rivals = Object.keys(state.players).filter((id) => id !== playerId);
  const rival = rivals.length ? Math.max(...rivals.map(held)) : 0;
  switch (reading.kind) {
    case 'held':
      return rule.perUnit ? mine : mine >= (reading.min ?? 1) ? 1 : 0;
    case 'more':
      return mine > rival ? 1 : 0;
    case 'as-many':
      return mine >= 1 && mine >= rival ? 1 : 0;
    case 'rival-none':
      return rival === 0 ? 1 : 0;
  }
}
