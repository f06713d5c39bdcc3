import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema';

/**
 * Unit-data versions admins published (migration 0008_admin.sql). At most one is active: the data
 * pack the server hands out instead of the bundled one.
 */
export const dataPackVersions = pgTable(
  'data_pack_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version').notNull().unique(),
    pack: jsonb('pack').notNull(),
    sourceName: text('source_name'),
    notes: text('notes'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('data_pack_versions_active_idx')
      .on(table.active)
      .where(sql`${table.active}`),
  ],
);

export type DataPackVersionRow = typeof dataPackVersions.$inferSelect;
