/**
 * The live part of the mix: games of two players each sending commands while both listen on the
 * realtime socket, and members sending each other friend requests that arrive as notifications.
 * Every acknowledged game command is remembered, to be found in the game's log afterwards.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { OnlineEnvelope } from '../../src/contracts/games';
import type { RecordedCommand } from '../../src/domain/game/game-state';
import { SETUP_COMMANDS } from '../../test/fixtures/game';
import type { Member } from './accounts';
import { send } from './client';
import type { Recorder } from './stats';

export interface RealtimeResults {
  gameDelivery: number[];
  notificationDelivery: number[];
  /** Game ids and the ids of the commands the server acknowledged in each. */
  acknowledged: Map<string, Set<string>>;
  gameHosts: Map<string, Member>;
  friendRequestsSent: number;
  notificationsReceived: number;
  socketsOpened: number;
  socketErrors: number;
}

interface Live {
  socket: WebSocket;
  close(): void;
}

/** A game of two seats; each seat's sequence is the newest it has seen (answers and socket events). */
export interface LiveGame {
  id: string;
  seats: Array<{ member: Member; sequence: number; live?: Live }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (ms: number) => ms * (0.5 + Math.random());

/** Opens an authenticated socket, joins `channels` and hands every event to `onEvent`. */
function connect(
  baseUrl: string,
  member: Member,
  channels: string[],
  onEvent: (event: { channel: string; event: string; payload: unknown }) => void,
  results: RealtimeResults,
): Promise<Live> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?access_token=${encodeURIComponent(member.token)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let joined = 0;
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; channel: string; event: string; payload: unknown };
      if (message.type === 'auth_ok') {
        for (const channel of channels) socket.send(JSON.stringify({ type: 'join', channel }));
      } else if (message.type === 'joined') {
        joined += 1;
        if (joined === channels.length) {
          results.socketsOpened += 1;
          resolve({ socket, close: () => socket.close(1000) });
        }
      } else if (message.type === 'event') {
        onEvent(message);
      } else if (message.type === 'error') {
        reject(new Error(`realtime error for ${member.username}: ${data.toString()}`));
      }
    });
    socket.on('error', (error) => {
      results.socketErrors += 1;
      reject(error);
    });
  });
}

const api = (
  recorder: Recorder,
  baseUrl: string,
  route: string,
  token: string,
  path: string,
  method = 'GET',
  body?: unknown,
) =>
  recorder.timed(route, () =>
    send(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

/**
 * The same call during the run: a timeout or a lost connection is already counted by the
 * recorder, and the user carries on (null) instead of stopping the whole load test.
 */
const attempt = (...args: Parameters<typeof api>) => api(...args).catch(() => null);

export interface RealtimeOptions {
  baseUrl: string;
  recorder: Recorder;
  /** Pairs of testers, one game each. */
  players: Member[];
  social: Member[];
  /** When the users stop (performance.now() time). */
  endsAt: number;
  /** Mean pause between two commands of one player, and between two friend requests. */
  thinkMs: number;
}

/** Creates the games and opens every socket; returns the loops to run until `endsAt`. */
export async function prepareRealtime(options: RealtimeOptions, results: RealtimeResults) {
  const { baseUrl, recorder } = options;
  const sentAt = new Map<string, number>();
  const setup: RecordedCommand[] = [
    ...SETUP_COMMANDS,
    { type: 'set_phase', phase: 'deployment' },
    { type: 'set_phase', phase: 'game' },
    { type: 'start_turn', turnNumber: 1, activePlayerId: 'p1' },
  ];
  const games: LiveGame[] = [];
  for (let g = 0; g + 1 < options.players.length; g += 2) {
    const host = options.players[g]!;
    const guest = options.players[g + 1]!;
    const commands = setup.map((command, i): OnlineEnvelope => ({
      id: `g${g}-setup-${i}`,
      at: new Date().toISOString(),
      command,
    }));
    const created = await api(recorder, baseUrl, 'POST /api/games', host.token, '/api/games', 'POST', { commands });
    if (created.status !== 201) throw new Error(`creating a game failed: ${created.status} ${await created.text()}`);
    const game = (await created.json()) as { id: string; joinCode: string; sequence: number };
    const joined = await api(recorder, baseUrl, 'POST /api/games/join', guest.token, '/api/games/join', 'POST', {
      code: game.joinCode,
    });
    if (!joined.ok) throw new Error(`joining a game failed: ${joined.status} ${await joined.text()}`);
    const { sequence } = (await joined.json()) as { sequence: number };
    results.acknowledged.set(game.id, new Set());
    results.gameHosts.set(game.id, host);
    games.push({ id: game.id, seats: [host, guest].map((member) => ({ member, sequence })) });
  }
  for (const game of games) {
    for (const seat of game.seats) {
      seat.live = await connect(
        baseUrl,
        seat.member,
        [`game:${game.id}`],
        ({ payload }) => {
          const event = payload as { sequence: number; events?: Array<{ command: OnlineEnvelope }> };
          seat.sequence = Math.max(seat.sequence, event.sequence);
          for (const stored of event.events ?? []) {
            const started = sentAt.get(stored.command.id);
            if (started !== undefined && !stored.command.id.startsWith(`m${seat.member.index}_`)) {
              results.gameDelivery.push(performance.now() - started);
            }
          }
        },
        results,
      );
    }
  }

  // Friend requests: each social member asks the next one, then withdraws the request.
  const requestedAt = new Map<string, number>();
  const socialLive: Live[] = [];
  for (const member of options.social) {
    socialLive.push(
      await connect(
        baseUrl,
        member,
        [`notifications:${member.id}`],
        ({ payload }) => {
          const notification = payload as { type: string };
          if (notification.type !== 'friend_request') return;
          results.notificationsReceived += 1;
          const started = requestedAt.get(member.id);
          if (started !== undefined) results.notificationDelivery.push(performance.now() - started);
        },
        results,
      ),
    );
  }

  /**
   * Sends one note from a seat, timing delivery to the other player from this attempt. Returns
   * the answer (null when it timed out or lost its connection, already counted by the recorder).
   */
  const sendNote = async (game: LiveGame, seatIndex: number, envelope: OnlineEnvelope, recorder = options.recorder) => {
    const seat = game.seats[seatIndex]!;
    sentAt.set(envelope.id, performance.now());
    const expectedSequence = Math.max(...game.seats.map((each) => each.sequence));
    const response = await attempt(
      recorder,
      baseUrl,
      'POST /api/games/:id/commands',
      seat.member.token,
      `/api/games/${game.id}/commands`,
      'POST',
      { expectedSequence, commands: [envelope] },
    );
    if (response?.ok) {
      const body = (await response.json()) as { sequence: number };
      seat.sequence = Math.max(seat.sequence, body.sequence);
      results.acknowledged.get(game.id)!.add(envelope.id);
    }
    return response;
  };

  const playerLoop = async (game: LiveGame, seatIndex: number) => {
    const seat = game.seats[seatIndex]!;
    let counter = 0;
    while (performance.now() < options.endsAt) {
      await sleep(jitter(options.thinkMs));
      if (performance.now() >= options.endsAt) break;
      counter += 1;
      const envelope: OnlineEnvelope = {
        id: `m${seat.member.index}_${counter}`,
        at: new Date().toISOString(),
        command: { type: 'add_note', text: `Seat ${seatIndex + 1} note ${counter}` },
      };
      // Retries after a stale sequence, a timeout or a lost connection carry the same command id,
      // so it applies exactly once even when an unanswered attempt was stored.
      for (let tries = 0; tries < 20; tries += 1) {
        const response = await sendNote(game, seatIndex, envelope);
        if (!response) {
          if (performance.now() >= options.endsAt) break;
          continue;
        }
        if (response.ok || response.status !== 409) break;
        const events = await attempt(
          options.recorder,
          baseUrl,
          'GET /api/games/:id/events',
          seat.member.token,
          `/api/games/${game.id}/events?after=${seat.sequence}`,
        );
        if (events?.ok)
          seat.sequence = Math.max(seat.sequence, ((await events.json()) as { sequence: number }).sequence);
      }
    }
  };

  const socialLoop = async (index: number) => {
    const member = options.social[index]!;
    const target = options.social[(index + 1) % options.social.length]!;
    if (options.social.length < 3 && index % 2 === 1) return;
    while (performance.now() < options.endsAt) {
      await sleep(jitter(options.thinkMs * 2));
      if (performance.now() >= options.endsAt) break;
      requestedAt.set(target.id, performance.now());
      const sent = await attempt(
        options.recorder,
        baseUrl,
        'POST /api/social/friend-requests',
        member.token,
        '/api/social/friend-requests',
        'POST',
        {
          user_id: target.id,
        },
      );
      if (sent?.status !== 201) continue;
      results.friendRequestsSent += 1;
      const { id } = (await sent.json()) as { id: string };
      await sleep(jitter(options.thinkMs));
      if (performance.now() >= options.endsAt) break;
      await attempt(options.recorder, baseUrl, 'GET /api/notifications', target.token, '/api/notifications');
      await attempt(
        options.recorder,
        baseUrl,
        'DELETE /api/social/friend-requests/:id',
        member.token,
        `/api/social/friend-requests/${id}`,
        'DELETE',
      );
    }
  };

  return {
    gameCount: games.length,
    games,
    sendNote,
    loops: () => [
      ...games.flatMap((game) => game.seats.map((_, seatIndex) => playerLoop(game, seatIndex))),
      ...options.social.map((_, index) => socialLoop(index)),
    ],
    close() {
      for (const game of games) for (const seat of game.seats) seat.live?.close();
      for (const live of socialLive) live.close();
    },
  };
}
