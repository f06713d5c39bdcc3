import { z } from 'zod';
import { factionIdSchema } from '../army/data-pack-schema';

/**
 * The game tracker's state, as spec §3 "Game state" names it: id, players (keyed by player id),
 * mission, currentPhase, rollOffWinner, firstToDeployPlayerId, initialInitiativePlayerId,
 * currentTurn, units, turns, gameEvents, gameStartTime, gameEndTime. A "turn" here is what the
 * table calls a round: each player has up to five activations in it (spec §9) and it is scored
 * at its end, so turn numbers and round numbers are the same numbers.
 *
 * A few fields go beyond the spec because a real game needs them: each player's seat, name,
 * account and list; each unit's casualties and whether it is deployed, activated or destroyed;
 * who controls each objective marker; end-of-game points.
 */

/** Spec §4 "Game phases": setup, deployment, game, scoring, summary. */
export const GAME_PHASES = ['setup', 'deployment', 'game', 'scoring', 'summary'] as const;
export const gamePhaseSchema = z.enum(GAME_PHASES);
export type GamePhase = z.infer<typeof gamePhaseSchema>;

/** Spec §9: activations per player per turn. */
export const ACTIVATIONS_PER_TURN = 5;
export const MAX_PLAYERS = 2;
export const SEATS = [1, 2] as const;
export type Seat = (typeof SEATS)[number];

/** Bounds that keep a game (and its saved copy) finite; far above any real game. */
export const GAME_LIMITS = {
  nameLength: 60,
  unitsPerPlayer: 60,
  noteLength: 500,
  turns: 20,
  score: 999,
  casualties: 99,
  objectives: 40,
} as const;

/** Text ids the clients generate: list-like ids, uuids, `p1`, `p1-u3`… */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const gameIdSchema = idSchema.brand<'GameId'>();
/** Told apart from list ids (both are short text) by the type checker. */
export type GameId = z.infer<typeof gameIdSchema>;
export const asGameId = (id: string): GameId => gameIdSchema.parse(id);

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const isoTime = z.iso.datetime({ offset: true });
const points = z.int().min(0).max(GAME_LIMITS.score);
/** A round score is a sum of differences, so a correction can make it negative. */
const signedPoints = z
  .int()
  .min(-100 * GAME_LIMITS.score)
  .max(100 * GAME_LIMITS.score);
const turnNumber = z.int().min(1).max(GAME_LIMITS.turns);
/** JSON object keys are strings; round numbers are kept as their decimal text. */
const roundKey = z.string().regex(/^[1-9][0-9]?$/);

export const playerNameSchema = z.string().trim().max(GAME_LIMITS.nameLength);

/** The list a player brings: where it came from, kept for the summary and for sharing. */
export const playerListSchema = z.strictObject({
  name: z.string().max(100),
  /** The builder's saved list it came from, if any. */
  listId: idSchema.nullable(),
  /** The list's share code, so anyone can open it later. */
  shareCode: z.string().max(8000).nullable(),
  points: z.int().min(0).nullable(),
});
export type PlayerList = z.infer<typeof playerListSchema>;

export const finalPointsSchema = z.strictObject({ mission: points, feat: points });

/** Spec §3 "Player": id, units, roundScores (per round number), score. */
export const playerSchema = z.strictObject({
  id: idSchema,
  seat: z.union([z.literal(1), z.literal(2)]),
  name: playerNameSchema,
  /** The account playing this seat, when the game is played online. */
  userId: z.string().max(64).nullable(),
  factionId: factionIdSchema.nullable(),
  list: playerListSchema.nullable(),
  /** Ids of this player's units, in list order. */
  units: z.array(idSchema).max(GAME_LIMITS.unitsPerPlayer),
  roundScores: z.record(roundKey, signedPoints),
  score: points,
  /** Points scored once the last round is over: the mission's end-of-game rules and the feat. */
  finalPoints: finalPointsSchema,
});
export type Player = z.infer<typeof playerSchema>;

/** One unit on the table: a copy of a list entry. */
export const gameUnitSchema = z.strictObject({
  id: idSchema,
  playerId: idSchema,
  /** The unit's id in the data pack. */
  unitId: slug,
  /** The unit this character has joined, if any. */
  attachedTo: idSchema.nullable(),
  deployed: z.boolean(),
  casualties: z.int().min(0).max(GAME_LIMITS.casualties),
  destroyed: z.boolean(),
  /** The turn in which it last activated. */
  activatedInTurn: turnNumber.nullable(),
});
export type GameUnit = z.infer<typeof gameUnitSchema>;

/** Spec §3 "Turn": number, activePlayer, activationsCompleted, events, completed, scores, alternatingPlayer. */
export const turnSchema = z.strictObject({
  number: turnNumber,
  activePlayer: idSchema.nullable(),
  activationsCompleted: z.record(idSchema, z.int().min(0).max(ACTIVATIONS_PER_TURN)),
  /** Ids of the game events that happened in this turn. */
  events: z.array(idSchema),
  completed: z.boolean(),
  /** The points each player scored in this turn, once it is completed with scores. */
  scores: z.record(idSchema, points).nullable(),
  alternatingPlayer: idSchema.nullable(),
});
export type Turn = z.infer<typeof turnSchema>;

export const gameMissionSchema = z.strictObject({ missionId: slug, featId: slug.nullable() });
export type GameMission = z.infer<typeof gameMissionSchema>;

export const gameStateSchema = z.strictObject({
  /** Format of the saved state, for later migrations. */
  version: z.literal(1),
  id: gameIdSchema,
  players: z.record(idSchema, playerSchema),
  mission: gameMissionSchema.nullable(),
  currentPhase: gamePhaseSchema,
  rollOffWinner: idSchema.nullable(),
  firstToDeployPlayerId: idSchema.nullable(),
  initialInitiativePlayerId: idSchema.nullable(),
  /** 0 until the first turn starts. */
  currentTurn: z.int().min(0).max(GAME_LIMITS.turns),
  units: z.record(idSchema, gameUnitSchema),
  /** Ordered by number. */
  turns: z.array(turnSchema).max(GAME_LIMITS.turns),
  /** Objective marker id → the player who controls it (uncontrolled markers are absent). */
  objectives: z.record(idSchema, idSchema),
  /** Every accepted command, in order; replaying them rebuilds the state (see `replayEvents`). */
  gameEvents: z.array(z.lazy(() => gameEventSchema)),
  gameStartTime: isoTime.nullable(),
  gameEndTime: isoTime.nullable(),
});
export type GameState = z.infer<typeof gameStateSchema>;

/** The state of a game nobody has set up yet. */
export function emptyGame(id: GameId): GameState {
  return {
    version: 1,
    id,
    players: {},
    mission: null,
    currentPhase: 'setup',
    rollOffWinner: null,
    firstToDeployPlayerId: null,
    initialInitiativePlayerId: null,
    currentTurn: 0,
    units: {},
    turns: [],
    objectives: {},
    gameEvents: [],
    gameStartTime: null,
    gameEndTime: null,
  };
}

/* ---------- commands ---------- */

const playerRef = idSchema;
const unitInputSchema = z.strictObject({ id: idSchema, unitId: slug, attachedTo: idSchema.nullable() });
export type UnitInput = z.infer<typeof unitInputSchema>;

export const playerInputSchema = z.strictObject({
  id: idSchema,
  seat: z.union([z.literal(1), z.literal(2)]),
  name: playerNameSchema,
  userId: z.string().max(64).nullable(),
  factionId: factionIdSchema.nullable(),
  list: playerListSchema.nullable(),
  units: z.array(unitInputSchema).max(GAME_LIMITS.unitsPerPlayer),
});
export type PlayerInput = z.infer<typeof playerInputSchema>;

const command = <Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape) =>
  z.strictObject({ type: z.literal(type), ...shape });

/** Commands that can be replayed: they leave a game event behind. */
export const recordedCommandSchema = z.discriminatedUnion('type', [
  /** Adds a player or replaces one (name, list, units). Setup only. */
  command('set_player', { player: playerInputSchema }),
  command('remove_player', { playerId: playerRef }),
  /** Links a seat to the account that joined the game. */
  command('claim_seat', { playerId: playerRef, userId: z.string().min(1).max(64), name: playerNameSchema.optional() }),
  command('set_mission', { mission: gameMissionSchema }),
  command('set_roll_off_winner', { playerId: playerRef.nullable() }),
  command('set_first_to_deploy', { playerId: playerRef.nullable() }),
  command('set_initial_initiative', { playerId: playerRef.nullable() }),
  command('set_phase', { phase: gamePhaseSchema }),
  command('deploy_unit', { unitId: idSchema, deployed: z.boolean() }),
  command('start_turn', { turnNumber, activePlayerId: playerRef }),
  command('end_turn', { turnNumber }),
  command('complete_turn', { turnNumber, scores: z.record(playerRef, z.int().max(GAME_LIMITS.score)) }),
  command('complete_activation', { turnNumber, playerId: playerRef, unitId: idSchema.optional() }),
  command('set_unit_state', {
    unitId: idSchema,
    casualties: z.int().min(0).max(GAME_LIMITS.casualties).optional(),
    destroyed: z.boolean().optional(),
  }),
  command('set_objective', { objectiveId: idSchema, playerId: playerRef.nullable() }),
  command('update_score', {
    playerId: playerRef,
    score: z.int().max(GAME_LIMITS.score),
    round: turnNumber.optional(),
  }),
  command('set_final_points', {
    playerId: playerRef,
    mission: z.int().max(GAME_LIMITS.score),
    feat: z.int().max(GAME_LIMITS.score),
  }),
  command('add_note', { text: z.string().max(GAME_LIMITS.noteLength * 2) }),
]);
export type RecordedCommand = z.infer<typeof recordedCommandSchema>;

/** Commands that act on the whole state and are not themselves replayed. */
export const controlCommandSchema = z.discriminatedUnion('type', [
  /** Takes back the last recorded command. */
  command('undo', {}),
  /** Spec §4: "Reset game starts a fresh state with a new id." */
  command('reset', { gameId: gameIdSchema }),
  /** Spec §4: "Restore replaces the whole state." */
  command('restore', { state: z.lazy(() => gameStateSchema) }),
]);

export const gameCommandSchema = z.union([recordedCommandSchema, controlCommandSchema]);
export type GameCommand = z.infer<typeof gameCommandSchema>;
export type GameCommandType = GameCommand['type'];

/** A command as it is sent, stored and replayed: who made it unique and when it happened. */
export const commandEnvelopeSchema = z.strictObject({
  /** Chosen by the device that issued it; the same id twice is the same command. */
  id: idSchema,
  at: isoTime,
  command: gameCommandSchema,
});
export type CommandEnvelope = z.infer<typeof commandEnvelopeSchema>;

/** Spec §3 "gameEvents": one per accepted recorded command. */
export const gameEventSchema = z.strictObject({
  id: idSchema,
  at: isoTime,
  /** The turn that was current when it happened (0 before the first). */
  turn: z.int().min(0).max(GAME_LIMITS.turns),
  command: recordedCommandSchema,
});
export type GameEvent = z.infer<typeof gameEventSchema>;
