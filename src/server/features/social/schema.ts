import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema';
import { profiles } from '../profiles/schema';

/**
 * The social tables (migration 0007_social.sql). Every row hangs off auth.users and goes with the
 * account; profiles gained `social_links` (and a bio length check) in the same migration.
 */

/**
 * One row per pair of members, whichever asked first: pending until the other accepts.
 * Declining, cancelling and removing a friend delete the row.
 */
export const friendships = pgTable(
  'friendships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    check('friendships_status_check', sql`${table.status} IN ('pending', 'accepted')`),
    check('friendships_check', sql`${table.requesterId} <> ${table.addresseeId}`),
    uniqueIndex('friendships_pair_key').on(
      sql`LEAST(${table.requesterId}, ${table.addresseeId})`,
      sql`GREATEST(${table.requesterId}, ${table.addresseeId})`,
    ),
    index('friendships_requester_idx').on(table.requesterId, table.status),
    index('friendships_addressee_idx').on(table.addresseeId, table.status),
    index('friendships_accepted_idx')
      .on(table.acceptedAt.desc().nullsFirst())
      .where(sql`${table.status} = 'accepted'`),
  ],
);

/** A conversation between two members (lower id first); its id names the realtime channel dm:<id>. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    check('conversations_check', sql`${table.userLow} < ${table.userHigh}`),
    unique().on(table.userLow, table.userHigh),
    index('conversations_high_idx').on(table.userHigh),
  ],
);

export const directMessages = pgTable(
  'direct_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check('direct_messages_body_check', sql`char_length(${table.body}) BETWEEN 1 AND 2000`),
    index('direct_messages_conversation_idx').on(
      table.conversationId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('direct_messages_unread_idx')
      .on(table.recipientId, table.conversationId)
      .where(sql`${table.readAt} IS NULL`),
  ],
);

export const profileComments = pgTable(
  'profile_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profile_comments_body_check', sql`char_length(${table.body}) BETWEEN 1 AND 2000`),
    index('profile_comments_profile_idx').on(
      table.profileId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('profile_comments_author_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
  ],
);

/** A blocked member cannot send the blocker requests, messages or comments. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    check('user_blocks_check', sql`${table.blockerId} <> ${table.blockedId}`),
    index('user_blocks_blocked_idx').on(table.blockedId),
  ],
);

/**
 * Reports of a comment or message for admins; the reported text is kept as it was, since the
 * comment may be deleted before anyone looks.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['comment', 'message'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    targetAuthorId: uuid('target_author_id').references(() => users.id, { onDelete: 'set null' }),
    snapshot: text('snapshot').notNull(),
    reason: text('reason', { enum: ['spam', 'harassment', 'inappropriate', 'other'] }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('content_reports_kind_check', sql`${table.kind} IN ('comment', 'message')`),
    check('content_reports_reason_check', sql`${table.reason} IN ('spam', 'harassment', 'inappropriate', 'other')`),
    check('content_reports_note_check', sql`${table.note} IS NULL OR char_length(${table.note}) <= 500`),
    check('content_reports_status_check', sql`${table.status} IN ('open', 'resolved')`),
    uniqueIndex('content_reports_once_key').on(table.reporterId, table.kind, table.targetId),
    index('content_reports_status_idx').on(table.status, table.createdAt.desc().nullsFirst()),
  ],
);

export type FriendshipRow = typeof friendships.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type DirectMessageRow = typeof directMessages.$inferSelect;
export type ProfileCommentRow = typeof profileComments.$inferSelect;
export type UserBlockRow = typeof userBlocks.$inferSelect;
export type ContentReportRow = typeof contentReports.$inferSelect;
