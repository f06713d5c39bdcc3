import type { Turn } from '../../../../domain/game/game-state';

/** Where the play page is in the game, which decides what it shows at the top. */
export type PlayStage =
  | { kind: 'start'; round: number }
  | { kind: 'in_play'; turn: Turn }
  | { kind: 'to_score'; turn: Turn }
  | { kind: 'last_done' };

/**
 * A round to start (the first, or the next once the last is scored), a round in play, a round
 * waiting for its scores, or the last round scored.
 */
export function playStage(turn: Turn | undefined, rounds: number): PlayStage {
  if (!turn) return { kind: 'start', round: 1 };
  if (!turn.completed) return { kind: 'in_play', turn };
  if (turn.scores === null) return { kind: 'to_score', turn };
  return turn.number < rounds ? { kind: 'start', round: turn.number + 1 } : { kind: 'last_done' };
}
