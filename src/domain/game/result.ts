import type { GameState } from './game-state';
import { outcome } from './game-view';

/** The accounts of an online game: the host's, and the opponent's once someone has joined. */
export interface GameAccounts {
  host: string;
  opponent: string | null;
}

/**
 * The account that won a finished online game, or null (not finished, a draw, or the winning seat
 * has no account). Seat 1 is the host's and seat 2 the opponent's: the server seats whoever joins
 * in seat 2, so this does not rely on the user ids the players typed into their seats.
 */
export function winningAccount(state: GameState, accounts: GameAccounts): string | null {
  if (state.currentPhase !== 'summary') return null;
  const result = outcome(state);
  if (result.kind !== 'winner') return null;
  const seat = state.players[result.playerId]?.seat;
  if (seat === 1) return accounts.host;
  if (seat === 2) return accounts.opponent;
  return null;
}
