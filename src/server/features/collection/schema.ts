import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema';

/**
 * A player's collection (migration 0016_collections.sql): how many of each unit they own, one row
 * per unit. `updated_at` is when the player set the count on their device, so changes from two
 * devices merge unit by unit; a count of 0 is kept, since it is how "I sold them" travels.
 */
export const collectionItems = pgTable(
  'collection_items',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.unitId] }),
    check(
      'collection_items_unit_id_check',
      sql`${table.unitId} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(${table.unitId}) <= 80`,
    ),
    check('collection_items_count_check', sql`${table.count} BETWEEN 0 AND 999`),
  ],
);

export type CollectionItemRow = typeof collectionItems.$inferSelect;
