import { gameDetailSchema, gamePath } from '../../../../contracts/games';
import { apiFetch } from '../../../lib/api';

const withWatch = (path: string, watch: string | null) => (watch ? `${path}?watch=${encodeURIComponent(watch)}` : path);

/** A game as its players, or a spectator with the code, see it now. */
export const getGame = (gameId: string, watch: string | null) =>
  apiFetch(withWatch(gamePath(gameId), watch), gameDetailSchema, { cache: 'no-store' });
