import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createGameBodySchema,
  eventsQuerySchema,
  gameDetailSchema,
  gameEventsResponseSchema,
  gameListResponseSchema,
  GAME_CHANNEL_KIND,
  GAME_COMMANDS_EVENT,
  GAME_ERROR_CODES,
  GAME_PATHS,
  gameParamsSchema,
  joinBodySchema,
  postCommandsBodySchema,
  postCommandsResponseSchema,
  watchQuerySchema,
  WATCH_CHANNEL_KIND,
  type GameCommandsEvent,
  type GameDetail,
  type GameRole,
  type GameSummary,
  type OnlineEnvelope,
  type StoredEvent,
} from '../../../contracts/games';
import { detectEnvironment } from '../../../domain/environment';
import { siteUrl } from '../../site-url';
import { canPlayOnline } from '../../../domain/game/access';
import { asGameId, emptyGame, type GameCommand, type GameState } from '../../../domain/game/game-state';
import { applyGameCommand, playersBySeat, replayCommands } from '../../../domain/game/reducer';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, parseWith } from '../../http-error';
import { requireMember, type Member } from '../../plugins/auth-guard';
import { takeMemberLimit } from '../../plugins/member-limits';
import { readPlayModeAudience } from '../settings';
import { roleOf, type GameRecord } from './games-repository';

/** Join codes are read aloud and typed on a phone: no 0/O or 1/I. */
const JOIN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SPECTATOR_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
/** Realtime payloads stay well under the hub's limit; bigger batches are fetched by the clients. */
const MAX_INLINE_EVENTS_BYTES = 5000;

function detail(game: GameRecord, role: GameRole): GameDetail {
  const player = role !== 'spectator';
  return {
    id: game.id,
    sequence: game.sequence,
    state: game.state,
    role,
    joinCode: player ? game.joinCode : null,
    spectatorCode: player ? game.spectatorCode : null,
  };
}

function summary(game: GameRecord, role: GameRole): GameSummary {
  return {
    id: game.id,
    role,
    phase: game.phase,
    missionId: game.state.mission?.missionId ?? null,
    featId: game.state.mission?.featId ?? null,
    players: playersBySeat(game.state).map((player) => ({
      seat: player.seat,
      name: player.name,
      factionId: player.factionId,
      score: player.score,
    })),
    createdAt: game.createdAt.toISOString(),
    updatedAt: game.updatedAt.toISOString(),
    endedAt: game.endedAt?.toISOString() ?? null,
  };
}

/**
 * /api/games: online games for play mode, for the members the admin's setting lets in (decision
 * 0019). The server stores each game's command log and runs the browser's reducer as the
 * authority; every change is published on `game:<id>` (players) and `watch:<spectatorCode>`
 * (spectators).
 */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const repository = app.repositories.games;

  // A preview deployment is known from its configured address: the Host and X-Forwarded-Host
  // headers are the caller's to choose, so they cannot open play mode to everyone.
  const isPreview =
    detectEnvironment(new URL(siteUrl(app.config)).hostname, {
      productionHosts: app.config.PRODUCTION_HOSTS,
      previewMarkers: app.config.PREVIEW_MARKERS,
    }) === 'preview';

  /** Creating and joining games follow the admin's play-mode setting; guests never reach here. */
  const playMember = async (request: FastifyRequest): Promise<Member> => {
    const member = await requireMember(app, request);
    const audience = await readPlayModeAudience(app.db.orm);
    if (!canPlayOnline({ isGuest: false, isAdmin: member.isAdmin, isTester: member.isTester, isPreview }, audience)) {
      throw new HttpError(403, GAME_ERROR_CODES.testersOnly, 'Play mode is open to testers only for now.');
    }
    return member;
  };

  /** A game its players or, with the spectator code, anyone may read. */
  const readable = async (request: FastifyRequest, gameId: string, watch: string | undefined) => {
    const game = await repository.find(gameId);
    if (watch !== undefined) {
      if (!game || game.spectatorCode !== watch) throw new HttpError(404, GAME_ERROR_CODES.notFound, 'No such game.');
      return { game, role: 'spectator' as const };
    }
    const member = await requireMember(app, request);
    if (!game) throw new HttpError(404, GAME_ERROR_CODES.notFound, 'No such game.');
    const role = roleOf(game, member.user.id);
    if (!role) throw new HttpError(403, GAME_ERROR_CODES.notAPlayer, 'Only the players of this game can open it.');
    return { game, role };
  };

  const publish = async (game: GameRecord, events: StoredEvent[]) => {
    const payload: GameCommandsEvent = { sequence: game.sequence, events };
    const body =
      Buffer.byteLength(JSON.stringify(payload)) <= MAX_INLINE_EVENTS_BYTES ? payload : { sequence: game.sequence };
    try {
      // Players and spectators in one statement.
      await app.realtime.publish(
        [`${GAME_CHANNEL_KIND}:${game.id}`, `${WATCH_CHANNEL_KIND}:${game.spectatorCode}`],
        GAME_COMMANDS_EVENT,
        body,
      );
    } catch (error) {
      // The commands are stored; clients catch up on their next fetch or reconnect.
      app.log.warn({ err: error, gameId: game.id }, 'could not publish game commands');
    }
  };

  app.realtime.registerChannel(GAME_CHANNEL_KIND, async (caller, id) => {
    if (!caller.userId) return false;
    const game = await repository.find(id);
    return game !== null && roleOf(game, caller.userId) !== null;
  });
  app.realtime.registerChannel(
    WATCH_CHANNEL_KIND,
    async (_caller, code) => (await repository.findBySpectatorCode(code)) !== null,
  );

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];
  /** Who may play is settled before the commands are read; the handler then finds the member remembered. */
  const playersFirst = async (request: FastifyRequest) => {
    await playMember(request);
  };

  const create = { tags, body: createGameBodySchema, response: { 201: gameDetailSchema } };
  routes.post(GAME_PATHS.games, { schema: create, preValidation: playersFirst }, async (request, reply) => {
    const member = await requireMember(app, request);
    const body = request.body;
    const id = randomUUID();
    const { state, rejected } = replayCommands(emptyGame(asGameId(id)), body.commands);
    if (rejected.length) {
      throw new HttpError(422, GAME_ERROR_CODES.rejected, 'A command of this game was refused.', {
        commandId: rejected[0]!.id,
        rejection: rejected[0]!.rejection,
      });
    }
    for (let attempt = 0; ; attempt += 1) {
      const codes = { joinCode: randomCode(JOIN_ALPHABET, 6), spectatorCode: randomCode(SPECTATOR_ALPHABET, 16) };
      try {
        await repository.create({ id, hostId: member.user.id, ...codes, state, commands: body.commands });
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
    const game = await repository.find(id);
    return reply.status(201).send(detail(game!, 'host'));
  });

  routes.get(
    GAME_PATHS.games,
    { schema: { tags, response: { 200: gameListResponseSchema } } },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const games = await repository.listFor(member.user.id);
      const body = { games: games.map((game) => summary(game, roleOf(game, member.user.id)!)) };
      return reply.header('Cache-Control', 'no-store').send(body);
    },
  );

  const read = { tags, params: gameParamsSchema, querystring: watchQuerySchema, response: { 200: gameDetailSchema } };
  routes.get(GAME_PATHS.game, { schema: read }, async (request, reply) => {
    const { gameId } = request.params;
    const { watch } = request.query;
    const { game, role } = await readable(request, gameId, watch);
    return reply.header('Cache-Control', 'no-store').send(detail(game, role));
  });

  const events = {
    tags,
    params: gameParamsSchema,
    querystring: eventsQuerySchema,
    response: { 200: gameEventsResponseSchema },
  };
  routes.get(GAME_PATHS.events, { schema: events }, async (request, reply) => {
    const { gameId } = request.params;
    const { watch, after } = request.query;
    const { game } = await readable(request, gameId, watch);
    const events = await repository.eventsAfter(game.id, after);
    return reply.header('Cache-Control', 'no-store').send({ sequence: game.sequence, events });
  });

  /** A malformed game id is refused before the caller is asked who they are, as it always was. */
  const gameThenMember = async (request: FastifyRequest) => {
    parseWith(gameParamsSchema, request.params);
    await requireMember(app, request);
  };
  const post = {
    tags,
    params: gameParamsSchema,
    body: postCommandsBodySchema,
    response: { 200: postCommandsResponseSchema },
  };
  routes.post(GAME_PATHS.commands, { schema: post, preValidation: gameThenMember }, async (request) => {
    const { gameId } = request.params;
    const member = await requireMember(app, request);
    const body = request.body;
    const outcome = await repository.withGame(
      { id: gameId },
      async (locked) => {
        if (!locked) throw new HttpError(404, GAME_ERROR_CODES.notFound, 'No such game.');
        const { game } = locked;
        if (!roleOf(game, member.user.id)) {
          throw new HttpError(403, GAME_ERROR_CODES.notAPlayer, 'Only the players of this game can change it.');
        }
        // Exactly once: a batch whose commands are all stored is a retry of one that went through.
        const stored = locked.storedCommandIds;
        if (stored.size === body.commands.length) return { game, events: [] as StoredEvent[], duplicate: true };
        if (stored.size > 0) {
          throw new HttpError(409, GAME_ERROR_CODES.partialRetry, 'Some of these commands were stored before.');
        }
        if (body.expectedSequence !== game.sequence) {
          throw new HttpError(
            409,
            GAME_ERROR_CODES.staleSequence,
            'The game has moved on; fetch what changed and try again.',
            {
              sequence: game.sequence,
            },
          );
        }
        const state = applyAll(game.state, body.commands);
        const events = await locked.append(body.commands, state, member.user.id);
        return { game, events, duplicate: false };
      },
      body.commands.map((envelope) => envelope.id),
    );
    if (outcome.events.length) await publish(outcome.game, outcome.events);
    return { sequence: outcome.game.sequence, duplicate: outcome.duplicate };
  });

  /** Join codes are short: a member may try only so many, counted before the code is read. */
  const joinersFirst = async (request: FastifyRequest, reply: FastifyReply) => {
    const member = await playMember(request);
    takeMemberLimit(app, reply, 'join_code', member.user.id);
  };
  const join = { tags, body: joinBodySchema, response: { 200: gameDetailSchema } };
  routes.post(GAME_PATHS.join, { schema: join, preValidation: joinersFirst }, async (request) => {
    const member = await requireMember(app, request);
    const { code } = request.body;
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const username = (await repository.username(member.user.id)) ?? '';
    const outcome = await repository.withLockedGame({ joinCode: code }, async (locked) => {
      if (!locked) throw new HttpError(404, GAME_ERROR_CODES.unknownJoinCode, 'No game has this join code.');
      const { game } = locked;
      const role = roleOf(game, member.user.id);
      if (role) return { game, role, events: [] as StoredEvent[] };
      if (game.phase === 'summary') throw new HttpError(410, GAME_ERROR_CODES.ended, 'This game has ended.');
      if (game.opponentId) throw new HttpError(409, GAME_ERROR_CODES.full, 'This game already has two players.');
      await locked.setOpponent(member.user.id);
      // The opponent takes seat 2: their account is linked to it, and their name fills an empty one.
      const seat = playersBySeat(game.state).find((player) => player.seat === 2);
      const command: GameCommand | null = seat
        ? { type: 'claim_seat', playerId: seat.id, userId: member.user.id, name: seat.name ? undefined : username }
        : game.phase === 'setup'
          ? {
              type: 'set_player',
              player: {
                id: 'p2',
                seat: 2,
                name: username,
                userId: member.user.id,
                factionId: null,
                list: null,
                units: [],
              },
            }
          : null;
      if (!command) return { game, role: 'opponent' as const, events: [] };
      const envelope = { id: `join-${randomUUID()}`, at: new Date().toISOString(), command } as OnlineEnvelope;
      const result = applyGameCommand(game.state, envelope);
      if (!result.ok) return { game, role: 'opponent' as const, events: [] };
      const events = await locked.append([envelope], result.state, member.user.id);
      return { game, role: 'opponent' as const, events };
    });
    if (outcome.events.length) await publish(outcome.game, outcome.events);
    return detail(outcome.game, outcome.role);
  });
}

function applyAll(state: GameState, envelopes: readonly OnlineEnvelope[]): GameState {
  let current = state;
  for (const envelope of envelopes) {
    const result = applyGameCommand(current, envelope);
    if (!result.ok) {
      throw new HttpError(422, GAME_ERROR_CODES.rejected, `The command was refused: ${result.rejection.code}.`, {
        commandId: envelope.id,
        rejection: result.rejection,
      });
    }
    current = result.state;
  }
  return current;
}
