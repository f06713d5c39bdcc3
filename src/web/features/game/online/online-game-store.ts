import { z } from 'zod';
import {
  GAME_COMMANDS_EVENT,
  GAME_CHANNEL_KIND,
  GAME_ERROR_CODES,
  gameCommandsEventSchema,
  onlineEnvelopeSchema,
  WATCH_CHANNEL_KIND,
  type GameDetail,
  type GameEventsResponse,
  type GameRole,
  type OnlineEnvelope,
  type PostCommandsResponse,
  type StoredEvent,
} from '../../../../contracts/games';
import { gameStateSchema, type GameCommand, type GameState } from '../../../../domain/game/game-state';
import { applyGameCommand } from '../../../../domain/game/reducer';
import type { Rejection } from '../../../../domain/game/rejections';
import type { RunResult, SyncStatus } from '../session';

/**
 * An online game on this device. The server's log is the truth: `confirmed` is the state after
 * its last known command (`sequence`), and commands made here wait in `pending` until the server
 * stores them. What the screens show is `confirmed` with `pending` applied, so a tap answers at
 * once, online or not.
 *
 * - Sending: one batch at a time, on top of `confirmed.sequence`. A stale answer (the other phone
 *   was faster) fetches the missing commands and sends again, so the reducer on the server
 *   judges the command against the latest state.
 * - Exactly once: every command has an id made here. A batch whose answer was lost is sent again
 *   with the same ids, and the server answers "duplicate" instead of applying it twice.
 * - Offline: batches stay queued (and saved on the device) and go out when the network, the
 *   realtime socket or the tab comes back.
 * - Live: the server publishes stored commands on `game:<id>`; they are applied in sequence, and
 *   a gap is filled from the events endpoint.
 */

export interface OnlineApi {
  get(gameId: string, watch: string | null): Promise<GameDetail>;
  events(gameId: string, after: number, watch: string | null): Promise<GameEventsResponse>;
  post(gameId: string, expectedSequence: number, commands: OnlineEnvelope[]): Promise<PostCommandsResponse>;
}

export interface LiveChannel {
  subscribe(channel: string, handler: (event: string, payload: unknown) => void): () => void;
  onReconnect(listener: () => void): () => void;
}

export interface OnlineCache {
  read(gameId: string): CachedGame | null;
  write(gameId: string, game: CachedGame): void;
}

export const cachedGameSchema = z.object({
  sequence: z.int().min(0),
  state: gameStateSchema,
  pending: z.array(z.array(onlineEnvelopeSchema)),
  role: z.enum(['host', 'opponent', 'spectator']),
  joinCode: z.string().nullable(),
  spectatorCode: z.string().nullable(),
});
export type CachedGame = z.infer<typeof cachedGameSchema>;

export interface OnlineSnapshot {
  /** What the screens show: the confirmed state with this device's pending commands applied. */
  view: GameState | null;
  sequence: number;
  role: GameRole | null;
  joinCode: string | null;
  spectatorCode: string | null;
  sync: SyncStatus;
  /** Why the game could not be loaded (no cached copy and the server refused or was unreachable). */
  error: { status: number; code: string } | null;
}

interface StoreOptions {
  gameId: string;
  /** A spectator code: the game is watched read-only. */
  watch: string | null;
  api: OnlineApi;
  live: LiveChannel;
  cache: OnlineCache | null;
  newId: () => string;
  now: () => string;
  /** Delay before sending again after a network failure, by attempt. */
  retryDelay?: (attempt: number) => number;
}

interface ApiError {
  status: number;
  code: string;
  details?: unknown;
}
const asApiError = (error: unknown): ApiError => {
  const value = error as Partial<ApiError> | null;
  return { status: value?.status ?? 0, code: value?.code ?? 'network_error', details: value?.details };
};

function applyEnvelopes(state: GameState, envelopes: readonly OnlineEnvelope[]) {
  let next = state;
  for (const envelope of envelopes) {
    const result = applyGameCommand(next, envelope);
    if (!result.ok) return { ok: false as const, rejection: result.rejection };
    next = result.state;
  }
  return { ok: true as const, state: next };
}

export function createOnlineGameStore(options: StoreOptions) {
  const { gameId, watch, api, live, cache } = options;
  const retryDelay = options.retryDelay ?? ((attempt: number) => Math.min(1000 * 2 ** attempt, 15_000));
  let confirmed: { sequence: number; state: GameState } | null = null;
  let pending: OnlineEnvelope[][] = [];
  let view: GameState | null = null;
  let role: GameRole | null = watch ? 'spectator' : null;
  let joinCode: string | null = null;
  let spectatorCode: string | null = null;
  let sync: SyncStatus = { state: 'sending', pending: 0 };
  let error: OnlineSnapshot['error'] = null;
  let snapshot: OnlineSnapshot | null = null;
  let sending = false;
  let catchingUp: Promise<void> | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const listeners = new Set<() => void>();
  const rejectionListeners = new Set<(rejection: Rejection) => void>();

  const save = () => {
    if (!cache || watch || !confirmed || !role) return;
    cache.write(gameId, {
      sequence: confirmed.sequence,
      state: confirmed.state,
      pending,
      role,
      joinCode,
      spectatorCode,
    });
  };

  const notify = () => {
    snapshot = null;
    listeners.forEach((listener) => listener());
  };

  const setSync = (state: SyncStatus['state']) => {
    sync = { state, pending: pending.reduce((sum, batch) => sum + batch.length, 0) };
  };

  /** Rebuilds the view; a pending batch that no longer applies (the other phone changed the game) is dropped. */
  const recompute = () => {
    if (!confirmed) return;
    let state = confirmed.state;
    const kept: OnlineEnvelope[][] = [];
    for (const batch of pending) {
      const result = applyEnvelopes(state, batch);
      if (result.ok) {
        state = result.state;
        kept.push(batch);
      } else {
        rejectionListeners.forEach((listener) => listener(result.rejection));
      }
    }
    pending = kept;
    view = state;
  };

  const changed = () => {
    recompute();
    if (sync.state !== 'offline' && sync.state !== 'error') setSync(pending.length ? 'sending' : 'synced');
    else setSync(sync.state);
    save();
    notify();
  };

  /** Applies stored events in order; false when there is a gap (or they do not apply) and a catch-up is needed. */
  const applyEvents = (events: readonly StoredEvent[]): boolean => {
    if (!confirmed) return false;
    let { sequence, state } = confirmed;
    const applied = new Set<string>();
    for (const event of events) {
      if (event.sequence <= sequence) continue;
      if (event.sequence !== sequence + 1) return false;
      const result = applyGameCommand(state, event.command);
      if (!result.ok) return false;
      state = result.state;
      sequence = event.sequence;
      applied.add(event.command.id);
    }
    confirmed = { sequence, state };
    if (applied.size) pending = pending.filter((batch) => !batch.some((envelope) => applied.has(envelope.id)));
    return true;
  };

  const load = async () => {
    const detail = await api.get(gameId, watch);
    confirmed = { sequence: detail.sequence, state: detail.state };
    role = detail.role;
    joinCode = detail.joinCode;
    spectatorCode = detail.spectatorCode;
    error = null;
  };

  /** Fetches what the server stored since `confirmed` (or the whole game) and applies it. */
  const catchUp = (): Promise<void> => {
    catchingUp ??= (async () => {
      try {
        if (!confirmed) await load();
        else {
          const { events } = await api.events(gameId, confirmed.sequence, watch);
          if (!applyEvents(events)) await load();
        }
        if (sync.state === 'offline' || sync.state === 'error') setSync(pending.length ? 'sending' : 'synced');
      } catch (failure) {
        const { status, code } = asApiError(failure);
        if (!confirmed) error = { status, code };
        setSync(status === 0 || status >= 500 ? 'offline' : 'error');
      } finally {
        catchingUp = null;
        changed();
      }
    })();
    return catchingUp;
  };

  const scheduleRetry = () => {
    clearTimeout(retryTimer);
    if (stopped) return;
    retryTimer = setTimeout(() => void catchUp().then(flush), retryDelay(attempt));
    attempt += 1;
  };

  const flush = async (): Promise<void> => {
    if (sending || stopped || watch || !confirmed) return;
    sending = true;
    try {
      while (pending.length && !stopped && confirmed) {
        const batch = pending[0]!;
        setSync('sending');
        notify();
        try {
          const answer = await api.post(gameId, confirmed.sequence, batch);
          attempt = 0;
          if (answer.duplicate) {
            // Stored before (the answer was lost): take it from the log rather than applying it again.
            await catchUp();
            pending = pending.filter((each) => each !== batch);
          } else if (pending[0] === batch && answer.sequence === confirmed.sequence + batch.length) {
            const result = applyEnvelopes(confirmed.state, batch);
            if (result.ok) confirmed = { sequence: answer.sequence, state: result.state };
            pending = pending.slice(1);
            if (!result.ok) await catchUp();
          } else if (answer.sequence > confirmed.sequence) {
            // The live channel (or a catch-up) got here first, or others wrote in between.
            await catchUp();
          }
          changed();
        } catch (failure) {
          const problem = asApiError(failure);
          if (problem.status === 409 && problem.code === GAME_ERROR_CODES.staleSequence) {
            await catchUp();
            continue;
          }
          if (problem.status === 422 && problem.code === GAME_ERROR_CODES.rejected) {
            pending = pending.filter((each) => each !== batch);
            const rejection = (problem.details as { rejection?: Rejection } | undefined)?.rejection;
            if (rejection) rejectionListeners.forEach((listener) => listener(rejection));
            changed();
            continue;
          }
          if (problem.status === 409 && problem.code === GAME_ERROR_CODES.partialRetry) {
            await catchUp();
            pending = pending.filter((each) => each !== batch);
            changed();
            continue;
          }
          setSync(problem.status === 0 || problem.status >= 500 || problem.status === 401 ? 'offline' : 'error');
          notify();
          save();
          scheduleRetry();
          return;
        }
      }
      if (!pending.length) {
        setSync('synced');
        notify();
      }
    } finally {
      sending = false;
    }
  };

  const onLive = (event: string, payload: unknown) => {
    if (event !== GAME_COMMANDS_EVENT) return;
    const parsed = gameCommandsEventSchema.safeParse(payload);
    if (!parsed.success || !confirmed) return void catchUp();
    if (parsed.data.sequence <= confirmed.sequence) return;
    if (parsed.data.events && applyEvents(parsed.data.events)) changed();
    else void catchUp().then(flush);
  };

  return {
    getSnapshot(): OnlineSnapshot {
      snapshot ??= { view, sequence: confirmed?.sequence ?? 0, role, joinCode, spectatorCode, sync, error };
      return snapshot;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onRejection(listener: (rejection: Rejection) => void): () => void {
      rejectionListeners.add(listener);
      return () => rejectionListeners.delete(listener);
    },
    /** Applies commands here at once and queues them for the server; all or none. */
    run(commands: GameCommand[]): RunResult {
      if (watch || !view || !confirmed) {
        const phase = view?.currentPhase ?? 'setup';
        return {
          ok: false,
          rejection: { code: 'phase.not_allowed', params: { command: commands[0]?.type ?? '', phase } },
        };
      }
      const batch: OnlineEnvelope[] = [];
      for (const command of commands) {
        if (command.type === 'reset' || command.type === 'restore') continue;
        batch.push({ id: options.newId(), at: options.now(), command });
      }
      const result = applyEnvelopes(view, batch);
      if (!result.ok) return { ok: false, rejection: result.rejection };
      pending = [...pending, batch];
      view = result.state;
      if (sync.state !== 'offline') setSync('sending');
      else setSync('offline');
      save();
      notify();
      void flush();
      return { ok: true };
    },
    /** Loads (from the device first), listens live, and sends anything queued. Returns a stop function. */
    start(): () => void {
      stopped = false;
      const cached = watch ? null : (cache?.read(gameId) ?? null);
      if (cached) {
        confirmed = { sequence: cached.sequence, state: cached.state };
        pending = cached.pending;
        role = cached.role;
        joinCode = cached.joinCode;
        spectatorCode = cached.spectatorCode;
        changed();
      }
      const channel = watch ? `${WATCH_CHANNEL_KIND}:${watch}` : `${GAME_CHANNEL_KIND}:${gameId}`;
      const stopLive = live.subscribe(channel, onLive);
      const stopReconnect = live.onReconnect(() => void catchUp().then(flush));
      const online = () => void catchUp().then(flush);
      const visible = () => {
        if (document.visibilityState === 'visible') online();
      };
      window.addEventListener('online', online);
      document.addEventListener('visibilitychange', visible);
      void catchUp().then(flush);
      return () => {
        stopped = true;
        clearTimeout(retryTimer);
        stopLive();
        stopReconnect();
        window.removeEventListener('online', online);
        document.removeEventListener('visibilitychange', visible);
      };
    },
    /** Sends whatever is queued now (tests, and the "retry" of an error). */
    flush,
    catchUp,
  };
}
export type OnlineGameStore = ReturnType<typeof createOnlineGameStore>;
