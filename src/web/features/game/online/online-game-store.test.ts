import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetail, OnlineEnvelope, StoredEvent } from '../../../../contracts/games';
import { asGameId, emptyGame, type GameCommand, type GameState } from '../../../../domain/game/game-state';
import { applyGameCommand } from '../../../../domain/game/reducer';
import type { Rejection } from '../../../../domain/game/rejections';
import { SETUP_COMMANDS } from '../../../../../test/fixtures/game';
import { createOnlineGameStore, type CachedGame, type LiveChannel, type OnlineApi } from './online-game-store';

/**
 * The server's side of the protocol in memory: the same reducer, sequence checks and command ids,
 * a live channel that fans out to every device, and switches to cut a device off or lose answers.
 */
function fakeServer() {
  let state: GameState = emptyGame(asGameId('g1'));
  const log: StoredEvent[] = [];
  const channels = new Map<string, Set<(event: string, payload: unknown) => void>>();
  const append = (envelopes: OnlineEnvelope[]) => {
    for (const command of envelopes) {
      const result = applyGameCommand(state, command);
      if (!result.ok) throw new Error(result.rejection.code);
      state = result.state;
      log.push({ sequence: log.length + 1, command });
    }
  };
  append(
    [
      ...SETUP_COMMANDS,
      { type: 'set_phase', phase: 'deployment' },
      { type: 'set_phase', phase: 'game' },
      { type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' },
    ].map((command, index) => ({ id: `setup-${index}`, at: '2026-03-01T18:00:00.000Z', command }) as OnlineEnvelope),
  );
  const publish = (events: StoredEvent[]) => {
    for (const handler of channels.get('game:g1') ?? []) handler('commands', { sequence: log.length, events });
  };

  const device = (start: { cached?: CachedGame; offline?: boolean } = {}) => {
    const switches = { offline: start.offline ?? false, loseAnswers: false };
    const fail = () => Object.assign(new Error('offline'), { status: 0, code: 'network_error' });
    const api: OnlineApi = {
      async get(): Promise<GameDetail> {
        if (switches.offline) throw fail();
        return { id: 'g1', sequence: log.length, state, role: 'host', joinCode: 'ABC123', spectatorCode: 'watchcode1' };
      },
      async events(_id, after) {
        if (switches.offline) throw fail();
        return { sequence: log.length, events: log.filter((event) => event.sequence > after) };
      },
      async post(_id, expectedSequence, commands) {
        if (switches.offline) throw fail();
        const ids = new Set(log.map((event) => event.command.id));
        if (commands.every((command) => ids.has(command.id))) return { sequence: log.length, duplicate: true };
        if (expectedSequence !== log.length) {
          throw Object.assign(new Error('stale'), {
            status: 409,
            code: 'sequence.stale',
            details: { sequence: log.length },
          });
        }
        let next = state;
        for (const command of commands) {
          const result = applyGameCommand(next, command);
          if (!result.ok) {
            throw Object.assign(new Error('rejected'), {
              status: 422,
              code: 'game.rejected',
              details: { rejection: result.rejection },
            });
          }
          next = result.state;
        }
        const before = log.length;
        append(commands);
        publish(log.slice(before));
        if (switches.loseAnswers) throw fail();
        return { sequence: log.length, duplicate: false };
      },
    };
    const reconnect = new Set<() => void>();
    const live: LiveChannel = {
      subscribe(channel, handler) {
        const set = channels.get(channel) ?? new Set();
        channels.set(channel, set);
        // A device that is offline hears nothing.
        const guarded = (event: string, payload: unknown) => {
          if (!switches.offline) handler(event, payload);
        };
        set.add(guarded);
        return () => set.delete(guarded);
      },
      onReconnect(listener) {
        reconnect.add(listener);
        return () => reconnect.delete(listener);
      },
    };
    const saved = new Map<string, CachedGame>(start.cached ? [['g1', start.cached]] : []);
    let counter = 0;
    const rejections: Rejection[] = [];
    const name = `d${devices.length}`;
    const store = createOnlineGameStore({
      gameId: 'g1',
      watch: null,
      api,
      live,
      cache: { read: (id) => saved.get(id) ?? null, write: (id, game) => void saved.set(id, structuredClone(game)) },
      newId: () => `${name}-${(counter += 1)}`,
      now: () => '2026-03-01T19:00:00.000Z',
      retryDelay: () => 10_000,
    });
    store.onRejection((rejection) => rejections.push(rejection));
    const stop = store.start();
    devices.push(stop);
    return {
      store,
      switches,
      saved,
      rejections,
      stop,
      reconnect: () => reconnect.forEach((listener) => listener()),
      run: (...commands: GameCommand[]) => store.run(commands),
      view: () => store.getSnapshot().view!,
    };
  };
  return { device, log: () => log, state: () => state };
}

const devices: Array<() => void> = [];
afterEach(() => {
  devices.splice(0).forEach((stop) => stop());
});

type Device = ReturnType<ReturnType<typeof fakeServer>['device']>;
/** Waits until each device shows this sync status (all in step with the server: pending 0). */
const until = (sync: { state: string; pending?: number }, ...devices: Device[]) =>
  expect
    .poll(() => devices.map((device) => device.store.getSnapshot().sync))
    .toEqual(devices.map(() => ({ pending: 0, ...sync })));
const synced = (...devices: Device[]) => until({ state: 'synced' }, ...devices);
const activation = (playerId: string): GameCommand => ({ type: 'complete_activation', turnNumber: 1, playerId });

describe('an online game on two devices', () => {
  it('shows a command made on one device on the other', async () => {
    const server = fakeServer();
    const a = server.device();
    const b = server.device();
    await synced(a, b);
    expect(a.run(activation('p1'))).toEqual({ ok: true });
    // The tap answers at once, before the server does.
    expect(a.view().turns[0]!.activationsCompleted.p1).toBe(1);
    await synced(a);
    expect(server.state().turns[0]!.activationsCompleted.p1).toBe(1);
    expect(b.view()).toEqual(server.state());
    expect(a.view()).toEqual(server.state());
    expect(a.store.getSnapshot().sync).toEqual({ state: 'synced', pending: 0 });
  });

  it('queues commands while offline and sends each exactly once on reconnect', async () => {
    const server = fakeServer();
    const a = server.device();
    const b = server.device();
    await synced(a, b);
    a.switches.offline = true;
    a.run(activation('p1'));
    a.run({ type: 'add_note', text: 'in the cellar' });
    await until({ state: 'offline', pending: 2 }, a);
    expect(a.store.getSnapshot().sync).toEqual({ state: 'offline', pending: 2 });
    // The queue is kept on the device.
    expect(a.saved.get('g1')!.pending).toHaveLength(2);
    // Meanwhile the other phone plays on.
    b.run(activation('p2'));
    await synced(b);
    expect(server.log()).toHaveLength(10);

    a.switches.offline = false;
    a.reconnect();
    await synced(a);
    const ids = server.log().map((event) => event.command.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(server.log()).toHaveLength(12);
    expect(server.state().turns[0]!.activationsCompleted).toEqual({ p1: 1, p2: 1 });
    expect(a.view()).toEqual(server.state());
    expect(b.view()).toEqual(server.state());
    expect(a.store.getSnapshot().sync.state).toBe('synced');
  });

  it('does not apply a command twice when its answer was lost', async () => {
    const server = fakeServer();
    const a = server.device();
    await synced(a);
    a.switches.loseAnswers = true;
    a.run({ type: 'add_note', text: 'once' });
    // The answer is lost: to the device the server looks unreachable, and it waits to retry.
    await until({ state: 'offline' }, a);
    expect(server.log()).toHaveLength(10);
    a.switches.loseAnswers = false;
    await a.store.flush();
    await synced(a);
    expect(server.log().filter((event) => event.command.command.type === 'add_note')).toHaveLength(1);
    expect(a.view()).toEqual(server.state());
    expect(a.store.getSnapshot().sync.state).toBe('synced');
  });

  it('drops a queued command the server refuses after the other phone changed the game, and says why', async () => {
    const server = fakeServer();
    const a = server.device();
    const b = server.device();
    await synced(a, b);
    for (let index = 0; index < 4; index += 1) b.run(activation('p1'));
    await synced(a, b);
    a.switches.offline = true;
    a.run(activation('p1'));
    b.run(activation('p1'));
    await until({ state: 'offline', pending: 1 }, a);
    await synced(b);
    a.switches.offline = false;
    a.reconnect();
    await synced(a);
    expect(a.rejections.map((rejection) => rejection.code)).toEqual(['activation.limit_reached']);
    expect(server.state().turns[0]!.activationsCompleted.p1).toBe(5);
    expect(a.view()).toEqual(server.state());
  });

  it('resumes from the copy on the device, queue included, after a reload', async () => {
    const server = fakeServer();
    const a = server.device();
    await synced(a);
    a.switches.offline = true;
    a.run({ type: 'add_note', text: 'before the reload' });
    await until({ state: 'offline', pending: 1 }, a);
    a.stop();
    const cached = a.saved.get('g1')!;
    expect(cached.pending).toHaveLength(1);

    // The reloaded page starts from that copy while still offline, then sends the queue.
    const reloaded = server.device({ cached, offline: true });
    expect(reloaded.view().gameEvents.at(-1)!.command).toEqual({ type: 'add_note', text: 'before the reload' });
    await until({ state: 'offline', pending: 1 }, reloaded);
    expect(reloaded.store.getSnapshot().sync.state).toBe('offline');
    reloaded.switches.offline = false;
    reloaded.reconnect();
    await synced(reloaded);
    expect(server.log().at(-1)!.command.command).toEqual({ type: 'add_note', text: 'before the reload' });
    expect(reloaded.view()).toEqual(server.state());
    expect(reloaded.store.getSnapshot().sync.state).toBe('synced');
  });
});
