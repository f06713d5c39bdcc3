import type { ConversationList, DirectMessage } from '../../../contracts/social';
import { encodeCursor, type Cursor } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
import { iso, isoMicros, summaryColumns, summaryFrom } from './members';

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
  cursor_at?: string;
}

const MESSAGE_COLUMNS = 'm.id, m.conversation_id, m.sender_id, m.recipient_id, m.body, m.created_at, m.read_at';

export function toMessage(row: MessageRow): DirectMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    recipient_id: row.recipient_id,
    body: row.body,
    created_at: iso(row.created_at),
    read_at: row.read_at ? iso(row.read_at) : null,
  };
}

const pair = (a: string, b: string) => (a < b ? [a, b] : [b, a]);

/** Direct messages between two members, grouped in one conversation per pair. */
export function messagesRepository(sql: SqlExecutor) {
  return {
    async conversationId(a: string, b: string): Promise<string | null> {
      const [row] = await sql.query<{ id: string }>(
        'SELECT id FROM conversations WHERE user_low = $1 AND user_high = $2',
        pair(a, b),
      );
      return row?.id ?? null;
    },

    async ensureConversation(a: string, b: string): Promise<string> {
      const [low, high] = pair(a, b);
      const [row] = await sql.query<{ id: string }>(
        `INSERT INTO conversations (user_low, user_high) VALUES ($1, $2)
         ON CONFLICT (user_low, user_high) DO UPDATE SET user_low = EXCLUDED.user_low
         RETURNING id`,
        [low, high],
      );
      return row!.id;
    },

    async isParticipant(conversationId: string, userId: string): Promise<boolean> {
      const rows = await sql.query('SELECT 1 FROM conversations WHERE id = $1 AND (user_low = $2 OR user_high = $2)', [
        conversationId,
        userId,
      ]);
      return rows.length > 0;
    },

    async insert(conversationId: string, senderId: string, recipientId: string, body: string): Promise<DirectMessage> {
      const [row] = await sql.query<MessageRow>(
        `WITH message AS (
           INSERT INTO direct_messages (conversation_id, sender_id, recipient_id, body) VALUES ($1, $2, $3, $4)
           RETURNING id, conversation_id, sender_id, recipient_id, body, created_at, read_at
         ), touched AS (
           UPDATE conversations SET last_message_at = (SELECT created_at FROM message) WHERE id = $1
         )
         SELECT * FROM message`,
        [conversationId, senderId, recipientId, body],
      );
      return toMessage(row!);
    },

    /** A page of a thread, newest `limit` before the cursor, returned oldest first. */
    async page(conversationId: string, before: Cursor | null, limit: number) {
      const rows = await sql.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS}, ${isoMicros('m.created_at')} AS cursor_at
         FROM direct_messages m
         WHERE m.conversation_id = $1 ${before ? 'AND (m.created_at, m.id) < ($3::timestamptz, $4::uuid)' : ''}
         ORDER BY m.created_at DESC, m.id DESC
         LIMIT $2`,
        before ? [conversationId, limit + 1, before.at, before.id] : [conversationId, limit + 1],
      );
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      const oldest = page[page.length - 1];
      return {
        messages: page.reverse().map(toMessage),
        next: more && oldest ? encodeCursor({ at: oldest.cursor_at!, id: oldest.id }) : null,
      };
    },

    async markRead(conversationId: string, recipientId: string): Promise<number> {
      const rows = await sql.query(
        `UPDATE direct_messages SET read_at = now()
         WHERE conversation_id = $1 AND recipient_id = $2 AND read_at IS NULL RETURNING id`,
        [conversationId, recipientId],
      );
      return rows.length;
    },

    async list(userId: string): Promise<ConversationList> {
      const rows = await sql.query(
        `SELECT c.id AS conversation_id, ${summaryColumns('p')},
                (SELECT count(*)::int FROM direct_messages u
                 WHERE u.conversation_id = c.id AND u.recipient_id = $1 AND u.read_at IS NULL) AS unread,
                last.id AS m_id, last.sender_id AS m_sender_id, last.recipient_id AS m_recipient_id,
                last.body AS m_body, last.created_at AS m_created_at, last.read_at AS m_read_at
         FROM conversations c
         JOIN profiles p ON p.id = CASE WHEN c.user_low = $1 THEN c.user_high ELSE c.user_low END
         LEFT JOIN LATERAL (
           SELECT m.id, m.sender_id, m.recipient_id, m.body, m.created_at, m.read_at FROM direct_messages m
           WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1
         ) last ON true
         WHERE (c.user_low = $1 OR c.user_high = $1) AND c.last_message_at IS NOT NULL
         ORDER BY c.last_message_at DESC
         LIMIT 200`,
        [userId],
      );
      const conversations = rows.map((row) => ({
        id: row.conversation_id as string,
        other: summaryFrom(row),
        unread: row.unread as number,
        last_message: row.m_id
          ? toMessage({
              id: row.m_id as string,
              conversation_id: row.conversation_id as string,
              sender_id: row.m_sender_id as string,
              recipient_id: row.m_recipient_id as string,
              body: row.m_body as string,
              created_at: row.m_created_at as Date,
              read_at: row.m_read_at as Date | null,
            })
          : null,
      }));
      return { conversations, unread_total: conversations.reduce((sum, item) => sum + item.unread, 0) };
    },

    async byId(messageId: string) {
      const [row] = await sql.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM direct_messages m WHERE m.id = $1`, [
        messageId,
      ]);
      return row ? toMessage(row) : null;
    },
  };
}
