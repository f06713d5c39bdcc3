import { GAME_PATHS, gameDetailSchema } from '../../../../contracts/games';
import { apiFetch } from '../../../lib/api';

/** Joins the game with this code as player 2 (or opens it, for its players). */
export const joinGame = (code: string) =>
  apiFetch(GAME_PATHS.join, gameDetailSchema, { method: 'POST', body: { code } });
