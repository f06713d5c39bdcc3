import { useCallback, useSyncExternalStore } from 'react';
import type { GameCommand, GameState } from '../../../domain/game/game-state';
import type { Rejection } from '../../../domain/game/rejections';
import { localGame } from './local-game';

/** How an online game stands with the server. */
export interface SyncStatus {
  state: 'synced' | 'sending' | 'offline' | 'error';
  /** Commands made here that the server has not confirmed yet. */
  pending: number;
}

export interface OnlineInfo {
  gameId: string;
  joinCode: string | null;
  spectatorCode: string | null;
  /** The viewer's seat, when they play in this game. */
  seat: 1 | 2 | null;
}

export type RunResult = { ok: true } | { ok: false; rejection: Rejection };

/** One game as the screens see it, whether it lives on this device or on the server. */
export interface GameSession {
  mode: 'local' | 'online' | 'spectator';
  state: GameState;
  /** Spectators only watch. */
  readOnly: boolean;
  /** Applies commands in order, all or none. */
  run(commands: GameCommand[]): RunResult;
  online: OnlineInfo | null;
  sync: SyncStatus | null;
}

export function useLocalGameSession(): GameSession {
  const state = useSyncExternalStore(localGame.subscribe, localGame.get, localGame.get);
  const run = useCallback((commands: GameCommand[]): RunResult => {
    const result = localGame.run(commands);
    return result.ok ? { ok: true } : { ok: false, rejection: result.rejection };
  }, []);
  return { mode: 'local', state, readOnly: false, run, online: null, sync: null };
}
