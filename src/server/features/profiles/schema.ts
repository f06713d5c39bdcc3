import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema';

/**
 * A member's public face (migrations 0002_auth.sql, 0007_social.sql, 0014_username_key.sql): one
 * row per account, sharing its id. Usernames are unique by their skeleton (`username_key`,
 * decision 0017), not as typed.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    wabId: text('wab_id').notNull().unique('profiles_wab_id_key'),
    wabAdmin: boolean('wab_admin').notNull().default(false),
    tester: boolean('tester').notNull().default(false),
    banned: boolean('banned').notNull().default(false),
    deactivated: boolean('deactivated').notNull().default(false),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    favouriteFaction: text('favourite_faction'),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    socialLinks: jsonb('social_links').notNull().default([]),
    usernameKey: text('username_key'),
  },
  (table) => [
    check('profiles_bio_length', sql`${table.bio} IS NULL OR char_length(${table.bio}) <= 500`),
    uniqueIndex('profiles_username_skeleton_key').on(table.usernameKey),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
