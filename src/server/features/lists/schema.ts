import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ListVerdict } from '../../../contracts/lists';
import type { ArmyList } from '../../../domain/army/army-list';
import { users } from '../../auth/schema';

/**
 * Army lists kept in the cloud for signed-in members (migrations 0009_lists.sql and
 * 0015_list_verdicts.sql). The id is the one the browser gave the list, unique per owner; a list
 * gets a short code the first time it is shared or made public.
 */
export const armyLists = pgTable(
  'army_lists',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    factionId: text('faction_id').notNull(),
    /** The whole list as the app keeps it (validated by the list schema before it is stored). */
    list: jsonb('list').$type<ArmyList>().notNull(),
    /** The list's own updatedAt: a save older than the stored copy is refused, never applied. */
    listUpdatedAt: timestamp('list_updated_at', { withTimezone: true }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    /** When the list was last made public (the activity feed's date); null while private. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    shortCode: text('short_code').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What validateList found when the server checked the list; null for lists saved before. */
    verdict: jsonb('verdict').$type<ListVerdict>(),
    legal: boolean('legal'),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.id] }),
    check('army_lists_id_check', sql`${table.id} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check('army_lists_name_check', sql`char_length(${table.name}) <= 100`),
    check('army_lists_short_code_check', sql`${table.shortCode} ~ '^[A-Za-z0-9]{10}$'`),
    index('army_lists_owner_updated').on(table.ownerId, table.listUpdatedAt.desc().nullsFirst()),
    index('army_lists_public')
      .on(table.ownerId, table.publishedAt.desc().nullsFirst())
      .where(sql`${table.isPublic}`),
  ],
);

export type ArmyListRow = typeof armyLists.$inferSelect;
