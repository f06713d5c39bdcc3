import { z } from 'zod';
import {
  commandEnvelopeSchema,
  gamePhaseSchema,
  gameStateSchema,
  idSchema,
  recordedCommandSchema,
} from '../domain/game/game-state';

/**
 * Online games. The server keeps each game's command log (`game_events`, numbered from 1) and
 * runs the same reducer as the browser as the authority: a command is applied only on top of
 * the sequence number its sender last saw, and the same command id is never applied twice.
 */
export const GAME_PATHS = {
  games: '/api/games',
  game: '/api/games/:gameId',
  events: '/api/games/:gameId/events',
  commands: '/api/games/:gameId/commands',
  join: '/api/games/join',
} as const;

export const gamePath = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}`;

/** Realtime channels and the event published on them live with the hub's other names. */
export { GAME_CHANNEL_KIND, GAME_COMMANDS_EVENT, WATCH_CHANNEL_KIND } from './realtime';

export const GAME_ERROR_CODES = {
  /** The sender's sequence is behind the server's: fetch the missing events and send again. */
  staleSequence: 'sequence.stale',
  /** The reducer refused the command; `details.rejection` holds its code and params. */
  rejected: 'game.rejected',
  notAPlayer: 'game.not_a_player',
  notFound: 'game.not_found',
  unknownJoinCode: 'join_code.unknown',
  ended: 'game.ended',
  full: 'game.full',
  testersOnly: 'play_mode.testers_only',
  /** Reset and restore act on a device's own game; online games have no use for them. */
  notOnline: 'command.not_online',
  /** Some of these command ids were stored before, but not all: the batch is not a retry. */
  partialRetry: 'command.partial_retry',
} as const;

/** Most commands one request may carry (creating a game uploads the whole setup log). */
export const MAX_COMMANDS_PER_REQUEST = 2000;

export const joinCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,12}$/);
export const spectatorCodeSchema = z.string().regex(/^[A-Za-z0-9]{8,32}$/);

/** Replayable commands only: no reset or restore. */
export const onlineEnvelopeSchema = commandEnvelopeSchema.extend({
  command: z.union([recordedCommandSchema, z.strictObject({ type: z.literal('undo') })]),
});
export type OnlineEnvelope = z.infer<typeof onlineEnvelopeSchema>;

export const createGameBodySchema = z.strictObject({
  /** The commands that set the game up so far (a local setup taken online). */
  commands: z.array(onlineEnvelopeSchema).max(MAX_COMMANDS_PER_REQUEST),
});
export type CreateGameBody = z.infer<typeof createGameBodySchema>;

export const gameParamsSchema = z.object({ gameId: idSchema });
export const watchQuerySchema = z.object({ watch: spectatorCodeSchema.optional() });
export const eventsQuerySchema = watchQuerySchema.extend({ after: z.coerce.number().int().min(0).default(0) });

export const postCommandsBodySchema = z.strictObject({
  /** The last sequence number the sender has applied. */
  expectedSequence: z.int().min(0),
  commands: z.array(onlineEnvelopeSchema).min(1).max(50),
});
export type PostCommandsBody = z.infer<typeof postCommandsBodySchema>;

export const joinBodySchema = z.strictObject({ code: joinCodeSchema });

export const gameRoleSchema = z.enum(['host', 'opponent', 'spectator']);
export type GameRole = z.infer<typeof gameRoleSchema>;

export const gameDetailSchema = z.object({
  id: idSchema,
  sequence: z.int().min(0),
  state: gameStateSchema,
  role: gameRoleSchema,
  /** For the players only: the code the opponent joins with and the spectators' code. */
  joinCode: z.string().nullable(),
  spectatorCode: z.string().nullable(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const storedEventSchema = z.object({ sequence: z.int().min(1), command: onlineEnvelopeSchema });
export type StoredEvent = z.infer<typeof storedEventSchema>;

export const gameEventsResponseSchema = z.object({ sequence: z.int().min(0), events: z.array(storedEventSchema) });
export type GameEventsResponse = z.infer<typeof gameEventsResponseSchema>;

export const postCommandsResponseSchema = z.object({
  sequence: z.int().min(0),
  /** True when these commands were already stored (a retry): nothing was applied again. */
  duplicate: z.boolean(),
});
export type PostCommandsResponse = z.infer<typeof postCommandsResponseSchema>;

export const gameSummarySchema = z.object({
  id: idSchema,
  role: gameRoleSchema,
  phase: gamePhaseSchema,
  missionId: z.string().nullable(),
  featId: z.string().nullable(),
  players: z.array(
    z.object({
      seat: z.union([z.literal(1), z.literal(2)]),
      name: z.string(),
      factionId: z.string().nullable(),
      score: z.int(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const gameListResponseSchema = z.object({ games: z.array(gameSummarySchema) });
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

/** What realtime subscribers receive after commands are stored. */
export const gameCommandsEventSchema = z.object({
  sequence: z.int().min(1),
  /** The stored commands ending at `sequence`, when small enough to send; otherwise fetch the events. */
  events: z.array(storedEventSchema).optional(),
});
export type GameCommandsEvent = z.infer<typeof gameCommandsEventSchema>;
