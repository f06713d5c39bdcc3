import { GAME_PATHS, gameDetailSchema, type OnlineEnvelope } from '../../../../contracts/games';
import { apiFetch } from '../../../lib/api';

/** Puts a game online: the server replays the commands that built it so far. */
export const createGame = (commands: OnlineEnvelope[]) =>
  apiFetch(GAME_PATHS.games, gameDetailSchema, { method: 'POST', body: { commands } });
