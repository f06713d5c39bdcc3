import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    hostId: uuid('host_id').notNull(),
    opponentId: uuid('opponent_id'),
    joinCode: text('join_code').notNull().unique(),
    spectatorCode: text('spectator_code').notNull().unique(),
    sequence: integer('sequence').notNull().default(0),
    state: jsonb('state').notNull(),
    phase: text('phase').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    winnerId: uuid('winner_id'),
  },
  (table) => [index('games_host_updated').on(table.hostId, table.updatedAt)],
);

export const gameEvents = pgTable(
  'game_events',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    commandId: text('command_id').notNull(),
    command: jsonb('command').notNull(),
    authorId: uuid('author_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.sequence] }), unique().on(table.gameId, table.commandId)],
);
