import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameDetailSchema,
  gameEventsResponseSchema,
  gameCommandsEventSchema,
  gameListResponseSchema,
  type GameDetail,
  type OnlineEnvelope,
} from '../../../contracts/games';
import { SETUP_COMMANDS } from '../../../../test/fixtures/game';
import type { RecordedCommand } from '../../../domain/game/game-state';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { testSocket } from '../../../../test/server/sockets';
import { writePlayModeAudience } from '../settings';
import { gamesRepository } from './games-repository';

let server: TestApp;
let host: TestMember;
let opponent: TestMember;
let stranger: TestMember;
let member: TestMember;

let counter = 0;
const envelope = (command: RecordedCommand | { type: 'undo' }): OnlineEnvelope => {
  counter += 1;
  return { id: `cmd-${counter}`, at: new Date(Date.UTC(2026, 2, 1, 18, counter)).toISOString(), command };
};

async function json<T>(response: Response, status: number): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

async function createGame(commands = SETUP_COMMANDS.map(envelope)): Promise<GameDetail> {
  return gameDetailSchema.parse(await json(await host.api('/api/games', { method: 'POST', body: { commands } }), 201));
}

/** Who may use play mode, as an admin sets it (the admin route itself is tested in settings). */
const setAudience = (audience: 'everyone' | 'members' | 'testers') =>
  writePlayModeAudience(server.app.db.orm, audience);

const post = (who: TestMember, game: { id: string }, expectedSequence: number, commands: OnlineEnvelope[]) =>
  who.api(`/api/games/${game.id}/commands`, { method: 'POST', body: { expectedSequence, commands } });

beforeAll(async () => {
  server = await createTestApp();
  [host, opponent, stranger, member] = await Promise.all([
    signedUpMember(server, 'Aldara'),
    signedUpMember(server, 'Bruk'),
    signedUpMember(server, 'Nosy'),
    signedUpMember(server, 'Plain'),
  ]);
  await server.app.db.query('UPDATE profiles SET tester = true WHERE id = ANY($1::uuid[])', [
    [host.id, opponent.id, stranger.id],
  ]);
});
afterAll(async () => server?.close());

describe('creating and reading games', () => {
  it('creates a game from its setup commands, replayed by the server', async () => {
    const game = await createGame();
    expect(game.role).toBe('host');
    expect(game.sequence).toBe(SETUP_COMMANDS.length);
    expect(game.state.id).toBe(game.id);
    expect(game.state.mission).toEqual({ missionId: 'consolidated-progress', featId: 'track' });
    expect(game.joinCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(game.spectatorCode).toMatch(/^[A-Za-z0-9]{16}$/);
    const read = gameDetailSchema.parse(await json(await host.api(`/api/games/${game.id}`), 200));
    expect(read.state).toEqual(game.state);
  });

  it('refuses a setup log the reducer refuses, and bad input, without a 500', async () => {
    const bad = [envelope({ type: 'update_score', playerId: 'p1', score: 3 })];
    const refused = await json<{ code: string; details: { rejection: { code: string } } }>(
      await host.api('/api/games', { method: 'POST', body: { commands: bad } }),
      422,
    );
    expect(refused.code).toBe('game.rejected');
    expect(refused.details.rejection.code).toBe('phase.not_allowed');
    for (const body of [
      {},
      { commands: 'x' },
      { commands: [{ id: 'a', at: 'yesterday', command: { type: 'undo' } }] },
    ]) {
      expect((await host.api('/api/games', { method: 'POST', body })).status).toBe(400);
    }
    const reset = [{ id: 'r1', at: new Date().toISOString(), command: { type: 'reset', gameId: 'other' } }];
    expect((await host.api('/api/games', { method: 'POST', body: { commands: reset } })).status).toBe(400);
  });

  it('opens online play to every signed-in member by default, and games to nobody else', async () => {
    const game = gameDetailSchema.parse(
      await json(await member.api('/api/games', { method: 'POST', body: { commands: [] } }), 201),
    );
    expect(game.role).toBe('host');
    expect((await callApi(server, '/api/games', { method: 'POST', body: { commands: [] } })).status).toBe(401);
    expect((await callApi(server, '/api/games')).status).toBe(401);
  });

  it('follows the admin setting: testers only keeps plain members out of new games, not out of their own', async () => {
    const own = gameDetailSchema.parse(
      await json(await member.api('/api/games', { method: 'POST', body: { commands: [] } }), 201),
    );
    await setAudience('testers');
    try {
      const denied = await json<{ code: string }>(
        await member.api('/api/games', { method: 'POST', body: { commands: [] } }),
        403,
      );
      expect(denied.code).toBe('play_mode.testers_only');
      const joined = await json<{ code: string }>(
        await member.api('/api/games/join', { method: 'POST', body: { code: 'ZZZZ99' } }),
        403,
      );
      expect(joined.code).toBe('play_mode.testers_only');
      // Testers still create games, and a game already under way stays playable for its players.
      expect((await host.api('/api/games', { method: 'POST', body: { commands: [] } })).status).toBe(201);
      expect((await member.api(`/api/games/${own.id}`)).status).toBe(200);
      await setAudience('members');
      expect((await member.api('/api/games', { method: 'POST', body: { commands: [] } })).status).toBe(201);
    } finally {
      await setAudience('everyone');
    }
  });

  it('hides a game from members who do not play it', async () => {
    const game = await createGame();
    expect((await json<{ code: string }>(await stranger.api(`/api/games/${game.id}`), 403)).code).toBe(
      'game.not_a_player',
    );
    expect((await stranger.api('/api/games/no-such-game')).status).toBe(404);
    expect((await stranger.api('/api/games/bad id!')).status).toBe(400);
  });
});

describe('commands', () => {
  it('applies commands on top of the expected sequence and stores them in order', async () => {
    const game = await createGame();
    const deploy = [envelope({ type: 'set_phase', phase: 'deployment' })];
    const first = await json<{ sequence: number; duplicate: boolean }>(
      await post(host, game, game.sequence, deploy),
      200,
    );
    expect(first).toEqual({ sequence: game.sequence + 1, duplicate: false });
    const battle = [
      envelope({ type: 'set_phase', phase: 'game' }),
      envelope({ type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' }),
    ];
    expect((await json<{ sequence: number }>(await post(host, game, first.sequence, battle), 200)).sequence).toBe(
      game.sequence + 3,
    );
    const events = gameEventsResponseSchema.parse(
      await json(await host.api(`/api/games/${game.id}/events?after=${game.sequence}`), 200),
    );
    expect(events.events.map((event) => [event.sequence, event.command.command.type])).toEqual([
      [game.sequence + 1, 'set_phase'],
      [game.sequence + 2, 'set_phase'],
      [game.sequence + 3, 'start_turn'],
    ]);
    const read = gameDetailSchema.parse(await json(await host.api(`/api/games/${game.id}`), 200));
    expect(read.state.currentPhase).toBe('game');
    expect(read.state.gameStartTime).toBe(battle[0]!.at);
  });

  it('rejects a stale sequence with the current one, and applies nothing', async () => {
    const game = await createGame();
    await json(await post(host, game, game.sequence, [envelope({ type: 'add_note', text: 'first' })]), 200);
    const stale = await json<{ code: string; details: { sequence: number } }>(
      await post(host, game, game.sequence, [envelope({ type: 'add_note', text: 'late' })]),
      409,
    );
    expect(stale).toMatchObject({ code: 'sequence.stale', details: { sequence: game.sequence + 1 } });
    const events = gameEventsResponseSchema.parse(await json(await host.api(`/api/games/${game.id}/events`), 200));
    expect(events.sequence).toBe(game.sequence + 1);
  });

  it('stores a command once: a retried batch is answered as a duplicate', async () => {
    const game = await createGame();
    const batch = [envelope({ type: 'add_note', text: 'once' })];
    await json(await post(host, game, game.sequence, batch), 200);
    // The answer was lost; the device sends the same commands again with its old sequence.
    const retry = await json<{ sequence: number; duplicate: boolean }>(
      await post(host, game, game.sequence, batch),
      200,
    );
    expect(retry).toEqual({ sequence: game.sequence + 1, duplicate: true });
    const mixed = [batch[0]!, envelope({ type: 'add_note', text: 'new' })];
    expect((await json<{ code: string }>(await post(host, game, game.sequence + 1, mixed), 409)).code).toBe(
      'command.partial_retry',
    );
  });

  it('settles commands sent at the same moment: one is stored, the other is stale or a duplicate', async () => {
    const game = await createGame();
    const rivals = await Promise.all([
      post(host, game, game.sequence, [envelope({ type: 'add_note', text: 'left' })]),
      post(host, game, game.sequence, [envelope({ type: 'add_note', text: 'right' })]),
    ]);
    expect(rivals.map((response) => response.status).sort()).toEqual([200, 409]);
    const retried = [envelope({ type: 'add_note', text: 'sent twice' })];
    const twins = await Promise.all(
      [1, 2].map(async () =>
        json<{ sequence: number; duplicate: boolean }>(await post(host, game, game.sequence + 1, retried), 200),
      ),
    );
    expect(twins.map((answer) => answer.duplicate).sort()).toEqual([false, true]);
    expect(twins.map((answer) => answer.sequence)).toEqual([game.sequence + 2, game.sequence + 2]);
    const events = gameEventsResponseSchema.parse(
      await json(await host.api(`/api/games/${game.id}/events?after=${game.sequence}`), 200),
    );
    expect(events.events.map((event) => event.sequence)).toEqual([game.sequence + 1, game.sequence + 2]);
    expect(events.events[1]!.command.id).toBe(retried[0]!.id);
  });

  it('does the work again with the game locked when another command was stored after it read the game', async () => {
    const game = await createGame();
    const repository = gamesRepository(server.app.db.orm);
    const mine = [envelope({ type: 'add_note', text: 'mine' })];
    const seen: number[] = [];
    await repository.withGame(
      { id: game.id },
      async (locked) => {
        seen.push(locked!.game.sequence);
        // Someone else's command lands between this work's read and its write, the first time only.
        if (seen.length === 1) {
          await json(await post(host, game, game.sequence, [envelope({ type: 'add_note', text: 'first' })]), 200);
        }
        return locked!.append(mine, locked!.game.state, host.id);
      },
      mine.map((command) => command.id),
    );
    expect(seen).toEqual([game.sequence, game.sequence + 1]);
    const events = gameEventsResponseSchema.parse(
      await json(await host.api(`/api/games/${game.id}/events?after=${game.sequence}`), 200),
    );
    expect(events.events.map((event) => [event.sequence, event.command.id])).toEqual([
      [game.sequence + 1, expect.any(String)],
      [game.sequence + 2, mine[0]!.id],
    ]);
    expect(events.sequence).toBe(game.sequence + 2);
  });

  it('refuses out-of-phase commands, unknown players and negative scores with the reducer’s code', async () => {
    const game = await createGame();
    const cases: Array<[RecordedCommand, string]> = [
      [{ type: 'complete_turn', turnNumber: 1, scores: { p1: 2 } }, 'phase.not_allowed'],
      [{ type: 'set_roll_off_winner', playerId: 'ghost' }, 'player.unknown'],
    ];
    for (const [command, code] of cases) {
      const body = await json<{ code: string; details: { rejection: { code: string } } }>(
        await post(host, game, game.sequence, [envelope(command)]),
        422,
      );
      expect(body.code).toBe('game.rejected');
      expect(body.details.rejection.code).toBe(code);
    }
    const inPlay = [
      envelope({ type: 'set_phase', phase: 'deployment' }),
      envelope({ type: 'set_phase', phase: 'game' }),
    ];
    await json(await post(host, game, game.sequence, inPlay), 200);
    const negative = await json<{ details: { rejection: { code: string } } }>(
      await post(host, game, game.sequence + 2, [envelope({ type: 'update_score', playerId: 'p1', score: -1 })]),
      422,
    );
    expect(negative.details.rejection.code).toBe('score.negative');
    // A refused batch applies none of its commands.
    const half = [
      envelope({ type: 'add_note', text: 'fine' }),
      envelope({ type: 'update_score', playerId: 'x', score: 1 }),
    ];
    await json(await post(host, game, game.sequence + 2, half), 422);
    const events = gameEventsResponseSchema.parse(await json(await host.api(`/api/games/${game.id}/events`), 200));
    expect(events.sequence).toBe(game.sequence + 2);
  });

  it('refuses commands from members who do not play the game, and bad bodies', async () => {
    const game = await createGame();
    const body = await json<{ code: string }>(
      await post(stranger, game, game.sequence, [envelope({ type: 'add_note', text: 'hi' })]),
      403,
    );
    expect(body.code).toBe('game.not_a_player');
    expect((await post(stranger, { id: 'missing' }, 0, [envelope({ type: 'add_note', text: 'hi' })])).status).toBe(404);
    for (const bad of [{}, { expectedSequence: -1, commands: [] }, { expectedSequence: 0, commands: [{ id: 'x' }] }]) {
      expect((await host.api(`/api/games/${game.id}/commands`, { method: 'POST', body: bad })).status).toBe(400);
    }
  });

  it('takes back the last command with undo', async () => {
    const game = await createGame();
    await json(
      await post(host, game, game.sequence, [
        envelope({ type: 'set_mission', mission: { missionId: 'loot', featId: null } }),
      ]),
      200,
    );
    await json(await post(host, game, game.sequence + 1, [envelope({ type: 'undo' })]), 200);
    const read = gameDetailSchema.parse(await json(await host.api(`/api/games/${game.id}`), 200));
    expect(read.state.mission?.missionId).toBe('consolidated-progress');
    expect(read.sequence).toBe(game.sequence + 2);
  });
});

describe('joining and watching', () => {
  it('makes the member with the join code player 2, once', async () => {
    const game = await createGame();
    const joined = gameDetailSchema.parse(
      await json(
        await opponent.api('/api/games/join', { method: 'POST', body: { code: game.joinCode!.toLowerCase() } }),
        200,
      ),
    );
    expect(joined.role).toBe('opponent');
    expect(joined.state.players.p2).toMatchObject({ userId: opponent.id, name: 'Bruk' });
    expect(joined.sequence).toBe(game.sequence + 1);
    // Joining again is harmless; the host opening the link just gets the game.
    expect(
      (
        await json<GameDetail>(
          await opponent.api('/api/games/join', { method: 'POST', body: { code: game.joinCode } }),
          200,
        )
      ).sequence,
    ).toBe(joined.sequence);
    expect(
      (
        await json<GameDetail>(
          await host.api('/api/games/join', { method: 'POST', body: { code: game.joinCode } }),
          200,
        )
      ).role,
    ).toBe('host');
    // The opponent can now play.
    await json(await post(opponent, game, joined.sequence, [envelope({ type: 'add_note', text: 'ready' })]), 200);
    const full = await json<{ code: string }>(
      await stranger.api('/api/games/join', { method: 'POST', body: { code: game.joinCode } }),
      409,
    );
    expect(full.code).toBe('game.full');
    const list = gameListResponseSchema.parse(await json(await opponent.api('/api/games'), 200));
    expect(list.games.find((each) => each.id === game.id)).toMatchObject({ role: 'opponent', phase: 'setup' });
  });

  it('refuses a join code that does not exist or whose game has ended', async () => {
    const unknown = await json<{ code: string }>(
      await opponent.api('/api/games/join', { method: 'POST', body: { code: 'ZZZZ99' } }),
      404,
    );
    expect(unknown.code).toBe('join_code.unknown');
    expect((await opponent.api('/api/games/join', { method: 'POST', body: { code: '!' } })).status).toBe(400);

    const game = await createGame([
      ...SETUP_COMMANDS.map(envelope),
      envelope({ type: 'set_phase', phase: 'scoring' }),
      envelope({ type: 'set_phase', phase: 'summary' }),
    ]);
    const ended = await json<{ code: string }>(
      await opponent.api('/api/games/join', { method: 'POST', body: { code: game.joinCode } }),
      410,
    );
    expect(ended.code).toBe('game.ended');
    const list = gameListResponseSchema.parse(await json(await host.api('/api/games'), 200));
    expect(list.games.find((each) => each.id === game.id)?.endedAt).not.toBeNull();
  });

  it('lets anyone with the spectator code read the game, and nobody change it that way', async () => {
    const game = await createGame();
    const watched = gameDetailSchema.parse(
      await json(await callApi(server, `/api/games/${game.id}?watch=${game.spectatorCode}`), 200),
    );
    expect(watched).toMatchObject({ role: 'spectator', joinCode: null, spectatorCode: null });
    expect(watched.state).toEqual(game.state);
    expect((await callApi(server, `/api/games/${game.id}/events?watch=${game.spectatorCode}`)).status).toBe(200);
    expect((await callApi(server, `/api/games/${game.id}?watch=wrongcode123`)).status).toBe(404);
    const write = await callApi(server, `/api/games/${game.id}/commands`, {
      method: 'POST',
      body: { expectedSequence: game.sequence, commands: [envelope({ type: 'add_note', text: 'boo' })] },
    });
    expect(write.status).toBe(401);
  });

  it('lists the member’s games, most recent first', async () => {
    const older = await createGame();
    const newer = await createGame();
    await json(await post(host, newer, newer.sequence, [envelope({ type: 'add_note', text: 'bump' })]), 200);
    const list = gameListResponseSchema.parse(await json(await host.api('/api/games'), 200));
    const ids = list.games.map((each) => each.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.games[0]!.players.map((player) => player.name)).toEqual(['Aldara', 'Bruk']);
    expect((await stranger.api('/api/games').then((response) => response.json())).games).toEqual([]);
  });
});

/** A realtime socket that records messages and waits for one that matches, signed in when given a token. */
async function socket(token?: string) {
  const live = await testSocket(server.baseUrl);
  if (token) {
    live.send({ type: 'auth', token });
    await live.next((message) => message.type === 'auth_ok');
  }
  return live;
}

describe('live updates', () => {
  it('publishes stored commands to the players and the spectators within a second; nobody else may listen', async () => {
    const game = await createGame();
    const player = await socket(host.token);
    player.send({ type: 'join', channel: `game:${game.id}`, ref: 'p' });
    await player.next((message) => message.ref === 'p' && message.type === 'joined');
    const watcher = await socket();
    watcher.send({ type: 'join', channel: `watch:${game.spectatorCode}`, ref: 'w' });
    await watcher.next((message) => message.ref === 'w' && message.type === 'joined');
    const nosy = await socket(stranger.token);
    nosy.send({ type: 'join', channel: `game:${game.id}`, ref: 'n' });
    expect(await nosy.next((message) => message.ref === 'n')).toMatchObject({ type: 'error', code: 'forbidden' });

    const note = envelope({ type: 'add_note', text: 'live' });
    await json(await post(host, game, game.sequence, [note]), 200);
    // How soon it arrives is a figure of npm run bench:realtime; here, that it does.
    for (const listener of [player, watcher]) {
      const message = await listener.next((each) => each.type === 'event');
      expect(message).toMatchObject({ event: 'commands' });
      expect(gameCommandsEventSchema.parse(message.payload)).toEqual({
        sequence: game.sequence + 1,
        events: [{ sequence: game.sequence + 1, command: note }],
      });
    }
    // The refused socket heard nothing: its ping, answered after the event went out, shows it would have.
    await nosy.ping();
    expect(nosy.messages.filter((message) => message.type === 'event')).toEqual([]);
    for (const each of [player, watcher, nosy]) each.ws.close();
  });
});
