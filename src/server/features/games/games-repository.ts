import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { GameRole, OnlineEnvelope, StoredEvent } from '../../../contracts/games';
import type { ExportedGame } from '../../../contracts/profiles';
import type { GameState } from '../../../domain/game/game-state';
import { winningAccount } from '../../../domain/game/result';
import type { Orm } from '../../db/database';
import { databaseErrorCode, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../../db/errors';
import { profiles } from '../profiles/schema';
import { gameEvents, games, type GameRow } from './schema';

/** One stored game, as the routes use it. */
export type GameRecord = Pick<
  GameRow,
  | 'id'
  | 'hostId'
  | 'opponentId'
  | 'joinCode'
  | 'spectatorCode'
  | 'sequence'
  | 'state'
  | 'phase'
  | 'createdAt'
  | 'updatedAt'
  | 'endedAt'
>;

/** A member's seat in a game: its host, its opponent, or neither. */
export function roleOf(game: GameRecord, userId: string): GameRole | null {
  if (game.hostId === userId) return 'host';
  if (game.opponentId === userId) return 'opponent';
  return null;
}

const columns = {
  id: games.id,
  hostId: games.hostId,
  opponentId: games.opponentId,
  joinCode: games.joinCode,
  spectatorCode: games.spectatorCode,
  sequence: games.sequence,
  state: games.state,
  phase: games.phase,
  createdAt: games.createdAt,
  updatedAt: games.updatedAt,
  endedAt: games.endedAt,
};

/** A transaction on the database, as `orm.transaction` hands it to its work. */
type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/**
 * An append read without a lock found the game moved on before it wrote (another command took the
 * next sequence, or the game went away): withGame then does the work again with the game locked.
 */
class MovedOn extends Error {}

/** Work done on one game as one state of it: locked until the transaction ends, or checked when written. */
export interface LockedGame {
  game: GameRecord;
  /** Which of the command ids given to withLockedGame the game has stored already. */
  storedCommandIds: Set<string>;
  /** Stores commands after the current sequence and the state they lead to. */
  append(envelopes: readonly OnlineEnvelope[], state: GameState, authorId: string): Promise<StoredEvent[]>;
  setOpponent(userId: string): Promise<void>;
}

/**
 * The game as `work` sees it. Locked (`checked` false), every write simply lands. Read without a
 * lock (`checked` true), an append lands only on the sequence it was read at, and anything else is
 * left to the locked path (MovedOn).
 */
function lockedGame(
  tx: Transaction | Orm,
  game: GameRecord,
  storedCommandIds: Set<string>,
  checked = false,
): LockedGame {
  return {
    game,
    storedCommandIds,
    async append(envelopes, state, authorId) {
      const stored = envelopes.map((command, index) => ({ sequence: game.sequence + index + 1, command }));
      const sequence = game.sequence + stored.length;
      const ended = state.currentPhase === 'summary';
      const update = {
        state,
        sequence,
        phase: state.currentPhase,
        updatedAt: sql`now()`,
        endedAt: ended ? sql`coalesce(${games.endedAt}, now())` : null,
        winnerId: winningAccount(state, { host: game.hostId, opponent: game.opponentId }),
      };
      // The events and the game's new state in one statement (a data-modifying WITH always runs).
      const inserted = stored.length
        ? tx.$with('inserted').as(
            tx
              .insert(gameEvents)
              .values(
                stored.map((event) => ({
                  gameId: game.id,
                  sequence: event.sequence,
                  commandId: event.command.id,
                  command: event.command,
                  authorId,
                })),
              )
              .returning({ sequence: gameEvents.sequence }),
          )
        : null;
      const target = checked ? and(eq(games.id, game.id), eq(games.sequence, game.sequence)) : eq(games.id, game.id);
      let written: { id: string }[];
      try {
        written = await (inserted ? tx.with(inserted) : tx)
          .update(games)
          .set(update)
          .where(target)
          .returning({ id: games.id });
      } catch (error) {
        // Another append took the next sequence (the events' key), or the game is gone (their reference).
        const code = databaseErrorCode(error);
        if (checked && (code === UNIQUE_VIOLATION || code === FOREIGN_KEY_VIOLATION)) throw new MovedOn();
        throw error;
      }
      // Unreachable with events to store: a game's sequence only moves with the events that take it.
      if (written.length === 0)
        throw checked && !stored.length ? new MovedOn() : new Error(`game ${game.id} did not take its events`);
      game.sequence = sequence;
      game.state = state;
      game.phase = state.currentPhase;
      return stored;
    },
    async setOpponent(userId) {
      if (checked) throw new MovedOn();
      await tx
        .update(games)
        .set({ opponentId: userId, updatedAt: sql`now()` })
        .where(eq(games.id, game.id));
      game.opponentId = userId;
    },
  };
}

export interface NewGame {
  id: string;
  hostId: string;
  joinCode: string;
  spectatorCode: string;
  state: GameState;
  commands: readonly OnlineEnvelope[];
}

/** A game's row, found by id or join code, with which of `commandIds` it has stored already. */
function gameWithStoredIds(
  db: Transaction | Orm,
  where: { id: string } | { joinCode: string },
  commandIds: readonly string[],
) {
  const storedIds = commandIds.length
    ? sql<string[]>`ARRAY(SELECT ${gameEvents.commandId} FROM ${gameEvents}
        WHERE ${gameEvents.gameId} = ${games.id} AND ${inArray(gameEvents.commandId, [...commandIds])})`
    : sql<string[]>`'{}'::text[]`;
  return db
    .select({ ...columns, storedIds })
    .from(games)
    .where('id' in where ? eq(games.id, where.id) : eq(games.joinCode, where.joinCode));
}

/** The games aggregate: a game's row and its command log. */
export function gamesRepository(orm: Orm) {
  /** The games a member hosts or joined, most recently played first. */
  const listFor = (userId: string, limit = 100): Promise<GameRecord[]> =>
    orm
      .select(columns)
      .from(games)
      .where(or(eq(games.hostId, userId), eq(games.opponentId, userId)))
      .orderBy(desc(games.updatedAt))
      .limit(limit);

  return {
    /** Stores a new game with the commands that built its state. */
    async create(game: NewGame): Promise<void> {
      await orm.transaction(async (tx) => {
        const phase = game.state.currentPhase;
        await tx.insert(games).values({
          id: game.id,
          hostId: game.hostId,
          joinCode: game.joinCode,
          spectatorCode: game.spectatorCode,
          sequence: game.commands.length,
          state: game.state,
          phase,
          endedAt: phase === 'summary' ? sql`now()` : null,
          winnerId: winningAccount(game.state, { host: game.hostId, opponent: null }),
        });
        if (game.commands.length) {
          await tx.insert(gameEvents).values(
            game.commands.map((command, index) => ({
              gameId: game.id,
              sequence: index + 1,
              commandId: command.id,
              command,
              authorId: game.hostId,
            })),
          );
        }
      });
    },

    async find(id: string): Promise<GameRecord | null> {
      const [row] = await orm.select(columns).from(games).where(eq(games.id, id));
      return row ?? null;
    },

    async findBySpectatorCode(code: string): Promise<GameRecord | null> {
      const [row] = await orm.select(columns).from(games).where(eq(games.spectatorCode, code));
      return row ?? null;
    },

    listFor,

    /** The games a member played, with their seat and whole state, most recently played first (the data export). */
    async exportFor(userId: string, limit: number): Promise<ExportedGame[]> {
      const played = await listFor(userId, limit);
      return played.map((game) => ({
        id: game.id,
        role: roleOf(game, userId)!,
        phase: game.phase,
        state: game.state,
        created_at: game.createdAt.toISOString(),
        updated_at: game.updatedAt.toISOString(),
        ended_at: game.endedAt?.toISOString() ?? null,
      }));
    },

    async eventsAfter(gameId: string, after: number, limit = 5000): Promise<StoredEvent[]> {
      return orm
        .select({ sequence: gameEvents.sequence, command: gameEvents.command })
        .from(gameEvents)
        .where(and(eq(gameEvents.gameId, gameId), gt(gameEvents.sequence, after)))
        .orderBy(asc(gameEvents.sequence))
        .limit(limit);
    },

    /**
     * Runs `work` with the game (found by id or join code) locked; null when there is no such
     * game. The same statement finds which of `commandIds` the game has stored already.
     */
    async withLockedGame<Result>(
      where: { id: string } | { joinCode: string },
      work: (locked: LockedGame | null) => Promise<Result>,
      commandIds: readonly string[] = [],
    ): Promise<Result> {
      return orm.transaction(async (tx) => {
        const [row] = await gameWithStoredIds(tx, where, commandIds).for('update');
        if (!row) return work(null);
        const { storedIds: stored, ...game } = row;
        return work(lockedGame(tx, game, new Set(stored)));
      });
    },

    /**
     * withLockedGame for work that only appends, in two statements instead of four: the game is
     * read without a lock or transaction, and the append (one statement, so atomic by itself) lands
     * only if the game still has the sequence it was read at. When another append got there first,
     * or the work asks for anything else, the work runs again with the game locked, so it gives
     * the answers it gives there (a stale sequence, a retry already stored). `work` may run twice
     * and must do nothing but through `locked` until it appends.
     */
    async withGame<Result>(
      where: { id: string },
      work: (locked: LockedGame | null) => Promise<Result>,
      commandIds: readonly string[] = [],
    ): Promise<Result> {
      const [row] = await gameWithStoredIds(orm, where, commandIds);
      if (row) {
        const { storedIds: stored, ...game } = row;
        try {
          return await work(lockedGame(orm, game, new Set(stored), true));
        } catch (error) {
          if (!(error instanceof MovedOn)) throw error;
        }
      }
      return this.withLockedGame(where, work, commandIds);
    },

    async username(userId: string): Promise<string | null> {
      const [row] = await orm.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
      return row?.username ?? null;
    },
  };
}
export type GamesRepository = ReturnType<typeof gamesRepository>;
