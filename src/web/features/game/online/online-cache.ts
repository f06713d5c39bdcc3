import { appStorage } from '../../../lib/storage';
import { cachedGameSchema, type CachedGame, type OnlineCache } from './online-game-store';

/** Local-storage name of an online game's copy on this device (prefixed by appStorage). */
export const onlineGameKey = (gameId: string) => `onlineGame_${gameId}`;

/** Keeps each online game on the device, with the commands still to send, so a reload or a dead zone loses nothing. */
export const onlineCache: OnlineCache = {
  read(gameId) {
    const stored = appStorage.getJson<unknown>(onlineGameKey(gameId));
    if (stored === null) return null;
    const parsed = cachedGameSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    console.warn(`Removed a saved copy of game ${gameId} that is not a valid game`);
    appStorage.remove(onlineGameKey(gameId));
    return null;
  },
  write(gameId, game: CachedGame) {
    appStorage.setJson(onlineGameKey(gameId), game);
  },
};
