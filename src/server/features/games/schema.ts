import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { OnlineEnvelope } from '../../../contracts/games';
import type { GameState } from '../../../domain/game/game-state';
import { users } from '../../auth/schema';

/**
 * Online games (migrations 0005_games.sql and 0011_game_winner.sql): one row per game with its
 * current state, and the command log the state is rebuilt from.
 */
export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opponentId: uuid('opponent_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the host shares so the opponent can join. */
    joinCode: text('join_code').notNull().unique(),
    /** What spectators open the game with. */
    spectatorCode: text('spectator_code').notNull().unique(),
    sequence: integer('sequence').notNull().default(0),
    state: jsonb('state').$type<GameState>().notNull(),
    phase: text('phase', { enum: ['setup', 'deployment', 'game', 'scoring', 'summary'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    winnerId: uuid('winner_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('games_id_check', sql`${table.id} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check('games_join_code_check', sql`${table.joinCode} ~ '^[A-Z0-9]{4,12}$'`),
    check('games_spectator_code_check', sql`${table.spectatorCode} ~ '^[A-Za-z0-9]{8,32}$'`),
    check('games_sequence_check', sql`${table.sequence} >= 0`),
    check('games_phase_check', sql`${table.phase} IN ('setup', 'deployment', 'game', 'scoring', 'summary')`),
    index('games_host_updated').on(table.hostId, table.updatedAt.desc().nullsFirst()),
    index('games_opponent_updated')
      .on(table.opponentId, table.updatedAt.desc().nullsFirst())
      .where(sql`${table.opponentId} IS NOT NULL`),
    index('games_winner')
      .on(table.winnerId)
      .where(sql`${table.winnerId} IS NOT NULL`),
  ],
);

export const gameEvents = pgTable(
  'game_events',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    commandId: text('command_id').notNull(),
    /** The command as sent: { id, at, command }. */
    command: jsonb('command').$type<OnlineEnvelope>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('game_events_sequence_check', sql`${table.sequence} > 0`),
    primaryKey({ columns: [table.gameId, table.sequence] }),
    unique().on(table.gameId, table.commandId),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type GameEventRow = typeof gameEvents.$inferSelect;
