import type { ArmyList } from '../army/army-list';
import { ACTIVATIONS_PER_TURN, type GameState, type GameUnit, type Turn, type UnitInput } from './game-state';
import { findTurn, playersBySeat } from './reducer';

/** Read-only answers about a game that several screens need. Pure, like the reducer. */

/** Spec §4 "Game persistence": a game is worth keeping once it has a mission and a player. */
export function isSaveable(state: Pick<GameState, 'mission' | 'players'>): boolean {
  return state.mission !== null && Object.keys(state.players).length > 0;
}

/** A game that is being played: its clock runs and the screen stays awake. */
export function isLive(state: Pick<GameState, 'currentPhase'>): boolean {
  return state.currentPhase === 'deployment' || state.currentPhase === 'game' || state.currentPhase === 'scoring';
}

export const UNIT_STATUSES = ['active', 'activated', 'wounded', 'destroyed'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** What a unit's chip shows: destroyed over activated (this turn) over wounded over active. */
export function unitStatus(state: Pick<GameState, 'currentTurn'>, unit: GameUnit): UnitStatus {
  if (unit.destroyed) return 'destroyed';
  if (unit.activatedInTurn !== null && unit.activatedInTurn === state.currentTurn) return 'activated';
  if (unit.casualties > 0) return 'wounded';
  return 'active';
}

export function currentTurn(state: Pick<GameState, 'turns' | 'currentTurn'>): Turn | undefined {
  return findTurn(state, state.currentTurn);
}

export function activationsOf(turn: Turn | undefined, playerId: string): number {
  return turn?.activationsCompleted[playerId] ?? 0;
}

/** Every player has used all their activations: the turn can only end. */
export function activationsExhausted(state: GameState, turn: Turn): boolean {
  return playersBySeat(state).every((player) => activationsOf(turn, player.id) >= ACTIVATIONS_PER_TURN);
}

/**
 * Which turn of the round the table is in: each pair of activations is one turn, so it is one
 * more than the activations both players have completed, up to the mission's turns per round.
 */
export function turnWithinRound(state: GameState, turn: Turn, turnsInRound: number): number {
  const players = playersBySeat(state);
  const fewest = players.length ? Math.min(...players.map((player) => activationsOf(turn, player.id))) : 0;
  return Math.max(1, Math.min(turnsInRound, fewest + 1));
}

/**
 * Who deploys next: players alternate, the first to deploy leading; once a player has placed
 * every unit the other goes on alone. Null when all are deployed or nobody is set to start.
 */
export function nextToDeploy(state: GameState): string | null {
  const players = playersBySeat(state);
  const first = state.firstToDeployPlayerId ?? players[0]?.id ?? null;
  if (first === null) return null;
  const order = [first, ...players.map((player) => player.id).filter((id) => id !== first)];
  // A joined character deploys with its unit, so only the units themselves count.
  const units = Object.values(state.units).filter((unit) => unit.attachedTo === null);
  const placed = (id: string) => units.filter((unit) => unit.playerId === id && unit.deployed).length;
  const remaining = (id: string) => units.filter((unit) => unit.playerId === id && !unit.deployed).length;
  const open = order.filter((id) => remaining(id) > 0);
  if (open.length === 0) return null;
  if (open.length === 1) return open[0]!;
  return open.reduce((best, id) => (placed(id) < placed(best) ? id : best), open[0]!);
}

export interface ScoreLine {
  playerId: string;
  /** Points per round, turn 1 first. */
  rounds: number[];
  /** Running totals after each round. */
  cumulative: number[];
  finalMission: number;
  feat: number;
  total: number;
}

/** Each player's points round by round, for the summary table and chart. */
export function scoreLines(state: GameState): ScoreLine[] {
  const rounds = Math.max(state.turns.length, ...playersBySeat(state).map((p) => maxRound(p.roundScores)));
  return playersBySeat(state).map((player) => {
    const perRound = Array.from({ length: rounds }, (_, index) => player.roundScores[String(index + 1)] ?? 0);
    let running = 0;
    const cumulative = perRound.map((points) => (running += points));
    return {
      playerId: player.id,
      rounds: perRound,
      cumulative,
      finalMission: player.finalPoints.mission,
      feat: player.finalPoints.feat,
      total: player.score,
    };
  });
}

function maxRound(roundScores: Record<string, number>): number {
  return Object.keys(roundScores).reduce((max, key) => Math.max(max, Number(key)), 0);
}

export type Outcome = { kind: 'winner'; playerId: string } | { kind: 'draw' } | { kind: 'none' };

/** The highest score wins; equal top scores are a draw. */
export function outcome(state: GameState): Outcome {
  const players = playersBySeat(state);
  if (players.length === 0) return { kind: 'none' };
  const best = Math.max(...players.map((player) => player.score));
  const leaders = players.filter((player) => player.score === best);
  return leaders.length === 1 ? { kind: 'winner', playerId: leaders[0]!.id } : { kind: 'draw' };
}

/** How long the battle lasted, or has lasted so far at `now` (ISO times in, milliseconds out). */
export function gameDurationMs(state: Pick<GameState, 'gameStartTime' | 'gameEndTime'>, now: string): number | null {
  if (!state.gameStartTime) return null;
  const end = Date.parse(state.gameEndTime ?? now);
  return Math.max(0, end - Date.parse(state.gameStartTime));
}

/**
 * The units a list puts on the table: one per copy of each entry, ids `<player>-u<n>`. A
 * character joined to a unit is attached to the first copy of that unit.
 */
export function unitsFromList(list: Pick<ArmyList, 'entries'>, playerId: string): UnitInput[] {
  const units: UnitInput[] = [];
  const firstCopy = new Map<string, string>();
  let counter = 0;
  for (const entry of list.entries) {
    for (let copy = 0; copy < entry.quantity; copy += 1) {
      counter += 1;
      const id = `${playerId}-u${counter}`;
      if (copy === 0) firstCopy.set(entry.id, id);
      units.push({ id, unitId: entry.unitId, attachedTo: null });
    }
  }
  let index = 0;
  for (const entry of list.entries) {
    for (let copy = 0; copy < entry.quantity; copy += 1) {
      const host = entry.attachedTo ? firstCopy.get(entry.attachedTo) : undefined;
      if (host) units[index] = { ...units[index]!, attachedTo: host };
      index += 1;
    }
  }
  return units;
}
