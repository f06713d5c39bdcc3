import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { toast } from '../../../ui/toast';
import type { GameState } from '../../../../domain/game/game-state';
import { realtime } from '../../../lib/realtime';
import { getGame } from '../api/get-game';
import { getGameEvents } from '../api/get-game-events';
import { postCommands } from '../api/post-commands';
import { phaseParam, useGameTranslation } from '../i18n';
import { newCommandId } from '../local-game';
import type { GameSession } from '../session';
import { onlineCache } from './online-cache';
import { createOnlineGameStore, type OnlineGameStore, type OnlineSnapshot } from './online-game-store';

interface Entry {
  store: OnlineGameStore;
  users: number;
  stop: (() => void) | null;
  idle?: ReturnType<typeof setTimeout>;
}

/** One store per game and tab, kept a moment after its last page unmounts so moving between pages keeps it. */
const entries = new Map<string, Entry>();
const KEEP_MS = 5000;

function entryFor(gameId: string, watch: string | null): Entry {
  const key = `${gameId}|${watch ?? ''}`;
  let entry = entries.get(key);
  if (!entry) {
    entry = {
      store: createOnlineGameStore({
        gameId,
        watch,
        api: { get: getGame, events: getGameEvents, post: postCommands },
        live: realtime,
        cache: onlineCache,
        newId: newCommandId,
        now: () => new Date().toISOString(),
      }),
      users: 0,
      stop: null,
    };
    entries.set(key, entry);
  }
  return entry;
}

export interface OnlineGame {
  session: GameSession | null;
  snapshot: OnlineSnapshot;
}

/** An online game (or, with a spectator code, a watched one) as a GameSession. */
export function useOnlineGame(gameId: string, watch: string | null): OnlineGame {
  const { t } = useGameTranslation();
  const entry = useMemo(() => entryFor(gameId, watch), [gameId, watch]);
  const { store } = entry;

  useEffect(() => {
    clearTimeout(entry.idle);
    entry.users += 1;
    entry.stop ??= store.start();
    return () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.idle = setTimeout(() => {
        if (entry.users > 0) return;
        entry.stop?.();
        entry.stop = null;
      }, KEEP_MS);
    };
  }, [entry, store]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const latest = useRef<GameState | null>(snapshot.view);
  latest.current = snapshot.view;

  // A queued command the server refused (the other phone changed the game first) is dropped; say so.
  useEffect(
    () =>
      store.onRejection((rejection) => {
        const params: Record<string, string | number> = { ...rejection.params };
        const player = typeof params.playerId === 'string' ? latest.current?.players[params.playerId] : undefined;
        if (player) params.playerId = player.name || t('player.unnamed', { seat: player.seat });
        if (typeof params.phase === 'string') params.phase = phaseParam(t, params.phase);
        toast.error(t('online.dropped', { reason: t(`rejection.${rejection.code}`, params) }));
      }),
    [store, t],
  );

  const session = useMemo<GameSession | null>(() => {
    if (!snapshot.view) return null;
    const spectator = watch !== null || snapshot.role === 'spectator';
    return {
      mode: spectator ? 'spectator' : 'online',
      state: snapshot.view,
      readOnly: spectator,
      run: store.run,
      online: {
        gameId,
        joinCode: snapshot.joinCode,
        spectatorCode: snapshot.spectatorCode,
        seat: snapshot.role === 'host' ? 1 : snapshot.role === 'opponent' ? 2 : null,
      },
      sync: spectator ? null : snapshot.sync,
    };
  }, [snapshot, store, gameId, watch]);

  return { session, snapshot };
}

/** Puts a fresh online game's copy on the device, so its first page shows at once. */
export function seedOnlineGame(detail: {
  id: string;
  sequence: number;
  state: GameState;
  role: 'host' | 'opponent' | 'spectator';
  joinCode: string | null;
  spectatorCode: string | null;
}): void {
  onlineCache.write(detail.id, {
    sequence: detail.sequence,
    state: detail.state,
    pending: [],
    role: detail.role,
    joinCode: detail.joinCode,
    spectatorCode: detail.spectatorCode,
  });
}
