import type { FastifyInstance } from 'fastify';
import { newNotificationSchema, type NewNotification, type Notification } from '../../../contracts/notifications';
import { readContent } from '../../../domain/notifications/notifications';
import type { SqlExecutor } from '../../db/database';
import { REALTIME_NOTIFY_CHANNEL } from '../../realtime/protocol';
import { INSERTED_EVENT, NOTIFICATIONS_CHANNEL_KIND } from '../../../contracts/realtime';

interface NotificationRow {
  id: string;
  recipient_id: string;
  type: string;
  read: boolean;
  message: string | null;
  content: unknown;
  created_at: Date;
}

const COLUMNS = 'id, recipient_id, type, read, message, content, created_at';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    recipient_id: row.recipient_id,
    type: row.type,
    read: row.read,
    message: row.message,
    content: readContent(row.content),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function notificationsRepository(sql: SqlExecutor) {
  return {
    async listFor(recipientId: string, limit = 100) {
      const rows = await sql.query<NotificationRow>(
        `SELECT ${COLUMNS} FROM notifications WHERE recipient_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [recipientId, limit],
      );
      return rows.map(toNotification);
    },
    async markRead(id: string, recipientId: string) {
      const rows = await sql.query<NotificationRow>(
        `UPDATE notifications SET read = true WHERE id = $1 AND recipient_id = $2 RETURNING ${COLUMNS}`,
        [id, recipientId],
      );
      return rows[0] ? toNotification(rows[0]) : undefined;
    },
    async markAllRead(recipientId: string) {
      const rows = await sql.query('UPDATE notifications SET read = true WHERE recipient_id = $1 AND read = false RETURNING id', [
        recipientId,
      ]);
      return rows.length;
    },
    /** Whether the recipient still has an unread notification of a message in this conversation. */
    async unreadAboutConversation(recipientId: string, conversationId: string): Promise<boolean> {
      const rows = await sql.query(
        `SELECT 1 FROM notifications WHERE recipient_id = $1 AND type = 'direct_message' AND read = false
         AND content->>'conversation_id' = $2 LIMIT 1`,
        [recipientId, conversationId],
      );
      return rows.length > 0;
    },
    /** Marks the recipient's notifications of messages in this conversation read. */
    async markConversationRead(recipientId: string, conversationId: string): Promise<void> {
      await sql.query(
        `UPDATE notifications SET read = true WHERE recipient_id = $1 AND type = 'direct_message' AND read = false
         AND content->>'conversation_id' = $2`,
        [recipientId, conversationId],
      );
    },
    async latestOfType(type: string, limit: number, recipientId: string) {
      const rows = await sql.query<NotificationRow>(
        `SELECT ${COLUMNS} FROM notifications WHERE type = $1 AND recipient_id = $3 ORDER BY created_at DESC LIMIT $2`,
        [type, limit, recipientId],
      );
      return rows.map(toNotification);
    },
    async insert(input: NewNotification) {
      const value = newNotificationSchema.parse(input);
      const [row] = await sql.query<NotificationRow>(
        `INSERT INTO notifications (recipient_id, type, message, content) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [value.recipientId, value.type, value.message, JSON.stringify(value.content)],
      );
      return toNotification(row!);
    },
  };
}

/**
 * Stores a notification and pushes it to the recipient's channel on every instance, in one
 * statement: under a burst, each delivery then follows its own insert instead of queueing
 * behind all the other inserts. Given a transaction (`sql`), the notification is stored with the
 * change it tells about, and pushed only once that commits.
 */
export async function sendNotification(
  app: FastifyInstance,
  input: NewNotification,
  sql: SqlExecutor = app.db,
): Promise<Notification> {
  const value = newNotificationSchema.parse(input);
  const [row] = await sql.query<NotificationRow>(
    `WITH inserted AS (
       INSERT INTO notifications (recipient_id, type, message, content) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}
     )
     SELECT ${COLUMNS}, pg_notify($5, json_build_object(
       'channel', '${NOTIFICATIONS_CHANNEL_KIND}:' || recipient_id,
       'event', '${INSERTED_EVENT}',
       'payload', json_build_object(
         'id', id, 'recipient_id', recipient_id, 'type', type, 'read', read, 'message', message, 'content', content,
         'created_at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       )
     )::text) AS notified
     FROM inserted`,
    [value.recipientId, value.type, value.message, JSON.stringify(value.content), REALTIME_NOTIFY_CHANNEL],
  );
  return toNotification(row!);
}
