import {
  asGameId,
  emptyGame,
  gameStateSchema,
  type GameCommand,
  type GameState,
} from '../../../domain/game/game-state';
import { isSaveable } from '../../../domain/game/game-view';
import { applyGameCommand, type GameResult } from '../../../domain/game/reducer';
import { hasSetupInput, setupDraftSchema } from '../../../domain/game/setup-draft';
import { createDraftStore } from '../../lib/drafts';
import { appStorage } from '../../lib/storage';
import { gameTextDraft, LOCAL_SCOPE } from './draft-text';

/**
 * The game played on this device without the server: one game, kept in local storage under the
 * prefixed `gameState` key (spec §3 "A saved game state", §9 prefixes).
 *
 * Spec §4 "Game persistence": "The game state is saved locally whenever a mission and at least
 * one player exist. On load, a saved state is restored only if it has a mission and at least one
 * player. Otherwise it is removed. An unparseable one is removed too." Spec §8: "A corrupt saved
 * game is logged and removed."
 */
export const SAVED_GAME_KEY = 'gameState';

/**
 * Setup typed in before the game is kept (no mission yet): names, factions, lists, the roll-off.
 * Kept as a draft (`draft_gameSetup`, issue 21) so that leaving setup or reloading loses nothing;
 * once the game itself is kept, the draft goes.
 */
export const setupDraft = createDraftStore('gameSetup', setupDraftSchema);

export function newCommandId(): string {
  return crypto.randomUUID();
}

export function readSavedGame(): GameState | null {
  const raw = appStorage.getString(SAVED_GAME_KEY);
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch (error) {
    console.warn('Removed a saved game that could not be read', error);
    appStorage.remove(SAVED_GAME_KEY);
    return null;
  }
  const parsed = gameStateSchema.safeParse(stored);
  if (!parsed.success) {
    console.warn('Removed a saved game that is not a valid game', parsed.error.issues.slice(0, 3));
    appStorage.remove(SAVED_GAME_KEY);
    return null;
  }
  if (!isSaveable(parsed.data)) {
    appStorage.remove(SAVED_GAME_KEY);
    return null;
  }
  return parsed.data;
}

/**
 * Keeps a game worth keeping; a game without a mission or players replaces the saved one by
 * nothing, and is kept as the setup draft when something was typed or chosen in setup.
 */
export function writeSavedGame(state: GameState): void {
  if (isSaveable(state)) {
    appStorage.setJson(SAVED_GAME_KEY, state);
    setupDraft.clear();
    return;
  }
  appStorage.remove(SAVED_GAME_KEY);
  if (hasSetupInput(state)) setupDraft.write(state);
  else setupDraft.clear();
}

type Listener = () => void;

/** Applies commands in order, all or none; the first rejection wins. */
export function applyCommands(
  state: GameState,
  commands: readonly GameCommand[],
  now = () => new Date().toISOString(),
): GameResult {
  let next = state;
  for (const command of commands) {
    const result = applyGameCommand(next, { id: newCommandId(), at: now(), command });
    if (!result.ok) return result;
    next = result.state;
  }
  return { ok: true, state: next };
}

/** The local game, shared by every game page of this tab. */
export function createLocalGameStore() {
  let current: GameState | null = null;
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());

  const get = (): GameState => {
    current ??= readSavedGame() ?? setupDraft.read() ?? emptyGame(asGameId(newCommandId()));
    return current;
  };

  return {
    get,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run(commands: readonly GameCommand[]): GameResult {
      const result = applyCommands(get(), commands);
      if (result.ok) {
        current = result.state;
        writeSavedGame(current);
        notify();
      }
      return result;
    },
    /** Spec §4 "Reset game starts a fresh state with a new id"; the saved one and its drafts go with it. */
    startNew(): GameState {
      gameTextDraft.forget(LOCAL_SCOPE);
      const result = this.run([{ type: 'reset', gameId: asGameId(newCommandId()) }]);
      if (!result.ok) throw new Error(result.rejection.code);
      return result.state;
    },
    /** Reads local storage again (another tab, or a test that changed it). */
    reload(): void {
      current = null;
      notify();
    },
  };
}

export const localGame = createLocalGameStore();
