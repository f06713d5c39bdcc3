import type { GamePhase } from '../../../domain/game/game-state';

/** Spec §2: /setup, /deployment[/{gameId}], /play[/{gameId}], /scoring[/{gameId}], /summary[/{gameId}]. */
export const GAME_PAGES = ['setup', 'deployment', 'play', 'scoring', 'summary'] as const;
export type GamePage = (typeof GAME_PAGES)[number];

/** Where a game is: an online game's id, and the spectator code when only watching. */
export interface GameLocation {
  gameId?: string | null;
  watch?: string | null;
}

export function gamePath(page: GamePage, { gameId, watch }: GameLocation = {}): string {
  const query = new URLSearchParams();
  // /setup has no id segment in the route table, so an online game's setup names it in the query.
  if (page === 'setup' && gameId) query.set('game', gameId);
  if (watch) query.set('watch', watch);
  const path = page === 'setup' || !gameId ? `/${page}` : `/${page}/${encodeURIComponent(gameId)}`;
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The pages that show a game in each phase; the first is where the game goes when its phase changes. */
export const PAGES_FOR_PHASE: Record<GamePhase, readonly GamePage[]> = {
  setup: ['setup'],
  deployment: ['deployment'],
  game: ['play', 'scoring'],
  scoring: ['scoring'],
  summary: ['summary'],
};

export function pageForPhase(phase: GamePhase): GamePage {
  return PAGES_FOR_PHASE[phase][0]!;
}
