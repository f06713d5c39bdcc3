import { gameEventsResponseSchema, gamePath } from '../../../../contracts/games';
import { apiFetch } from '../../../lib/api';

/** The commands stored after sequence `after`, in order. */
export const getGameEvents = (gameId: string, after: number, watch: string | null) => {
  const query = new URLSearchParams({ after: String(after) });
  if (watch) query.set('watch', watch);
  return apiFetch(`${gamePath(gameId)}/events?${query}`, gameEventsResponseSchema, { cache: 'no-store' });
};
