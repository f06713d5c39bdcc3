import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema';

/**
 * Notifications for members (migrations 0006_notifications.sql and 0017_data_reports.sql): pushed
 * live over the realtime hub, read from here.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: [
        'direct_message',
        'friend_request',
        'friend_accepted',
        'profile_comment',
        'build_failure',
        'data_report_answered',
        'data_report_fixed',
      ],
    }).notNull(),
    read: boolean('read').notNull().default(false),
    message: text('message'),
    content: jsonb('content').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'notifications_type_check',
      sql`${table.type} IN ('direct_message', 'friend_request', 'friend_accepted', 'profile_comment', 'build_failure', 'data_report_answered', 'data_report_fixed')`,
    ),
    index('notifications_recipient_idx').on(table.recipientId, table.createdAt.desc().nullsFirst()),
    index('notifications_type_idx').on(table.type, table.createdAt.desc().nullsFirst()),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
