import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newNotificationSchema, type NewNotification, type Notification } from '../../../contracts/notifications';
import { INSERTED_EVENT, NOTIFICATIONS_CHANNEL_KIND } from '../../../contracts/realtime';
import { readContent } from '../../../domain/notifications/notifications';
import type { Database, Orm } from '../../db/database';
import { REALTIME_NOTIFY_CHANNEL } from '../../realtime/protocol';
import { notifications, type NotificationRow } from './schema';

const columns = {
  id: notifications.id,
  recipientId: notifications.recipientId,
  type: notifications.type,
  read: notifications.read,
  message: notifications.message,
  content: notifications.content,
  createdAt: notifications.createdAt,
};

export function toNotification(row: Pick<NotificationRow, keyof typeof columns>): Notification {
  return {
    id: row.id,
    recipient_id: row.recipientId,
    type: row.type,
    read: row.read,
    message: row.message,
    content: readContent(row.content),
    created_at: row.createdAt.toISOString(),
  };
}

/** The recipient's unread notifications of messages in this conversation. */
const unreadAbout = (recipientId: string, conversationId: string) =>
  and(
    eq(notifications.recipientId, recipientId),
    eq(notifications.type, 'direct_message'),
    eq(notifications.read, false),
    eq(sql`${notifications.content}->>'conversation_id'`, conversationId),
  );

/** Notifications a member reads and marks read; built from the app's database (`app.db`). */
export function notificationsRepository({ orm }: Pick<Database, 'orm'>) {
  return {
    async listFor(recipientId: string, limit = 100) {
      const rows = await orm
        .select(columns)
        .from(notifications)
        .where(eq(notifications.recipientId, recipientId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      return rows.map(toNotification);
    },
    async markRead(id: string, recipientId: string) {
      const [row] = await orm
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
        .returning(columns);
      return row ? toNotification(row) : undefined;
    },
    async markAllRead(recipientId: string) {
      const rows = await orm
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    /** Whether the recipient still has an unread notification of a message in this conversation. */
    async unreadAboutConversation(recipientId: string, conversationId: string): Promise<boolean> {
      const rows = await orm
        .select({ id: notifications.id })
        .from(notifications)
        .where(unreadAbout(recipientId, conversationId))
        .limit(1);
      return rows.length > 0;
    },
    /** Marks the recipient's notifications of messages in this conversation read. */
    async markConversationRead(recipientId: string, conversationId: string): Promise<void> {
      await orm.update(notifications).set({ read: true }).where(unreadAbout(recipientId, conversationId));
    },
    async latestOfType(type: NotificationRow['type'], limit: number, recipientId: string) {
      const rows = await orm
        .select(columns)
        .from(notifications)
        .where(and(eq(notifications.type, type), eq(notifications.recipientId, recipientId)))
        .orderBy(desc(notifications.createdAt))
        .limit(limit);
      return rows.map(toNotification);
    },
    async insert(input: NewNotification) {
      const value = newNotificationSchema.parse(input);
      const [row] = await orm
        .insert(notifications)
        .values({ recipientId: value.recipientId, type: value.type, message: value.message, content: value.content })
        .returning(columns);
      return toNotification(row!);
    },
  };
}

/**
 * Stores a notification and pushes it to the recipient's channel on every instance, in one
 * statement: under a burst, each delivery then follows its own insert instead of queueing
 * behind all the other inserts. Given a transaction (`db`), the notification is stored with the
 * change it tells about, and pushed only once that commits.
 */
export async function sendNotification(
  app: FastifyInstance,
  input: NewNotification,
  db: Orm = app.db.orm,
): Promise<Notification> {
  const value = newNotificationSchema.parse(input);
  const inserted = db
    .$with('inserted')
    .as(
      db
        .insert(notifications)
        .values({ recipientId: value.recipientId, type: value.type, message: value.message, content: value.content })
        .returning(columns),
    );
  // json_build_object takes "any": its parameters need a type, hence the casts.
  const notified = sql`pg_notify(${REALTIME_NOTIFY_CHANNEL}, json_build_object(
    'channel', ${`${NOTIFICATIONS_CHANNEL_KIND}:`}::text || ${inserted.recipientId},
    'event', ${INSERTED_EVENT}::text,
    'payload', json_build_object(
      'id', ${inserted.id}, 'recipient_id', ${inserted.recipientId}, 'type', ${inserted.type},
      'read', ${inserted.read}, 'message', ${inserted.message}, 'content', ${inserted.content},
      'created_at', to_char(${inserted.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )
  )::text)`;
  const [row] = await db
    .with(inserted)
    .select({
      id: inserted.id,
      recipientId: inserted.recipientId,
      type: inserted.type,
      read: inserted.read,
      message: inserted.message,
      content: inserted.content,
      createdAt: inserted.createdAt,
      notified,
    })
    .from(inserted);
  return toNotification(row!);
}
