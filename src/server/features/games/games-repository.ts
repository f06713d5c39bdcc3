import { and, asc, desc, eq, gt, or } from 'drizzle-orm';
import type { OnlineEnvelope, StoredEvent } from '../../../contracts/games';
import type { GamePhase, GameState } from '../../../domain/game/game-state';
import { winningAccount } from '../../../domain/game/result';
import type { Database, SqlExecutor } from '../../db/database';
import { gameEvents, games } from '../../db/schema';

/** One stored game, as the routes use it. */
export interface GameRecord {
  id: string;
  hostId: string;
  opponentId: string | null;
  joinCode: string;
  spectatorCode: string;
  sequence: number;
  state: GameState;
  phase: GamePhase;
  createdAt: Date;
  updatedAt: Date;
  endedAt: Date | null;
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

const SELECT_LOCKED = `SELECT id, host_id, opponent_id, join_code, spectator_code, sequence, state, phase,
  created_at, updated_at, ended_at FROM games`;

interface GameRow {
  id: string;
  host_id: string;
  opponent_id: string | null;
  join_code: string;
  spectator_code: string;
  sequence: number;
  state: GameState;
  phase: GamePhase;
  created_at: Date | string;
  updated_at: Date | string;
  ended_at: Date | string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function fromRow(row: GameRow): GameRecord {
  return {
    id: row.id,
    hostId: row.host_id,
    opponentId: row.opponent_id,
    joinCode: row.join_code,
    spectatorCode: row.spectator_code,
    sequence: row.sequence,
    state: row.state,
    phase: row.phase,
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
    endedAt: row.ended_at === null ? null : asDate(row.ended_at),
  };
}

/** Work done on one game while its row is locked: nobody else changes it until the transaction ends. */
export interface LockedGame {
  game: GameRecord;
  /** Which of these command ids the game has stored already. */
  storedCommandIds(ids: readonly string[]): Promise<Set<string>>;
  /** Stores commands after the current sequence and the state they lead to. */
  append(envelopes: readonly OnlineEnvelope[], state: GameState, authorId: string): Promise<StoredEvent[]>;
  setOpponent(userId: string): Promise<void>;
}

function lockedGame(tx: SqlExecutor, game: GameRecord): LockedGame {
  return {
    game,
    async storedCommandIds(ids) {
      const rows = await tx.query<{ command_id: string }>(
        'SELECT command_id FROM game_events WHERE game_id = $1 AND command_id = ANY($2::text[])',
        [game.id, ids],
      );
      return new Set(rows.map((row) => row.command_id));
    },
    async append(envelopes, state, authorId) {
      const stored = envelopes.map((command, index) => ({ sequence: game.sequence + index + 1, command }));
      for (const event of stored) {
        await tx.query(
          'INSERT INTO game_events (game_id, sequence, command_id, command, author_id) VALUES ($1, $2, $3, $4, $5)',
          [game.id, event.sequence, event.command.id, JSON.stringify(event.command), authorId],
        );
      }
      const sequence = game.sequence + stored.length;
      const ended = state.currentPhase === 'summary';
      const winner = winningAccount(state, { host: game.hostId, opponent: game.opponentId });
      await tx.query(
        `UPDATE games SET state = $2, sequence = $3, phase = $4, updated_at = now(),
           ended_at = CASE WHEN $5::boolean THEN coalesce(ended_at, now()) ELSE NULL END,
           winner_id = $6
         WHERE id = $1`,
        [game.id, JSON.stringify(state), sequence, state.currentPhase, ended, winner],
      );
      game.sequence = sequence;
      game.state = state;
      game.phase = state.currentPhase;
      return stored;
    },
    async setOpponent(userId) {
      await tx.query('UPDATE games SET opponent_id = $2, updated_at = now() WHERE id = $1', [game.id, userId]);
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

/** The games aggregate: a game's row and its command log. */
export function gamesRepository(db: Database) {
  return {
    /** Stores a new game with the commands that built its state. */
    async create(game: NewGame): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO games (id, host_id, join_code, spectator_code, sequence, state, phase, ended_at, winner_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7 = 'summary' THEN now() END, $8)`,
          [
            game.id,
            game.hostId,
            game.joinCode,
            game.spectatorCode,
            game.commands.length,
            JSON.stringify(game.state),
            game.state.currentPhase,
            winningAccount(game.state, { host: game.hostId, opponent: null }),
          ],
        );
        for (const [index, command] of game.commands.entries()) {
          await tx.query(
            'INSERT INTO game_events (game_id, sequence, command_id, command, author_id) VALUES ($1, $2, $3, $4, $5)',
            [game.id, index + 1, command.id, JSON.stringify(command), game.hostId],
          );
        }
      });
    },

    async find(id: string): Promise<GameRecord | null> {
      const [row] = await db.orm.select(columns).from(games).where(eq(games.id, id));
      return row
        ? ({ ...row, state: row.state as GameState, phase: row.phase as GamePhase } satisfies GameRecord)
        : null;
    },

    async findBySpectatorCode(code: string): Promise<GameRecord | null> {
      const [row] = await db.orm.select(columns).from(games).where(eq(games.spectatorCode, code));
      return row ? { ...row, state: row.state as GameState, phase: row.phase as GamePhase } : null;
    },

    /** The games a member hosts or joined, most recently played first. */
    async listFor(userId: string, limit = 100): Promise<GameRecord[]> {
      const rows = await db.orm
        .select(columns)
        .from(games)
        .where(or(eq(games.hostId, userId), eq(games.opponentId, userId)))
        .orderBy(desc(games.updatedAt))
        .limit(limit);
      return rows.map((row) => ({ ...row, state: row.state as GameState, phase: row.phase as GamePhase }));
    },

    async eventsAfter(gameId: string, after: number, limit = 5000): Promise<StoredEvent[]> {
      const rows = await db.orm
        .select({ sequence: gameEvents.sequence, command: gameEvents.command })
        .from(gameEvents)
        .where(and(eq(gameEvents.gameId, gameId), gt(gameEvents.sequence, after)))
        .orderBy(asc(gameEvents.sequence))
        .limit(limit);
      return rows.map((row) => ({ sequence: row.sequence, command: row.command as OnlineEnvelope }));
    },

    /** Runs `work` with the game (found by id or join code) locked; null when there is no such game. */
    async withLockedGame<Result>(
      where: { id: string } | { joinCode: string },
      work: (locked: LockedGame | null) => Promise<Result>,
    ): Promise<Result> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<GameRow>(
          'id' in where
            ? `${SELECT_LOCKED} WHERE id = $1 FOR UPDATE`
            : `${SELECT_LOCKED} WHERE join_code = $1 FOR UPDATE`,
          ['id' in where ? where.id : where.joinCode],
        );
        return work(row ? lockedGame(tx, fromRow(row)) : null);
      });
    },

    async username(userId: string): Promise<string | null> {
      const [row] = await db.query<{ username: string | null }>('SELECT username FROM profiles WHERE id = $1', [
        userId,
      ]);
      return row?.username ?? null;
    },
  };
}
export type GamesRepository = ReturnType<typeof gamesRepository>;
