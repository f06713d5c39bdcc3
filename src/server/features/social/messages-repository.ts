import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ConversationList, DirectMessage } from '../../../contracts/social';
import { encodeCursor, type Cursor } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
import { profiles } from '../profiles/schema';
import { iso, memberSummary, microsOf } from './members';
import { conversations, directMessages, type DirectMessageRow } from './schema';

const messageColumns = {
  id: directMessages.id,
  conversationId: directMessages.conversationId,
  senderId: directMessages.senderId,
  recipientId: directMessages.recipientId,
  body: directMessages.body,
  createdAt: directMessages.createdAt,
  readAt: directMessages.readAt,
};

export function toMessage(row: DirectMessageRow): DirectMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    recipient_id: row.recipientId,
    body: row.body,
    created_at: iso(row.createdAt),
    read_at: row.readAt ? iso(row.readAt) : null,
  };
}

const pair = (a: string, b: string) => (a < b ? [a, b] : [b, a]);

/** Direct messages between two members, grouped in one conversation per pair. */
export function messagesRepository({ orm }: SqlExecutor) {
  return {
    async conversationId(a: string, b: string): Promise<string | null> {
      const [low, high] = pair(a, b);
      const [row] = await orm
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userLow, low!), eq(conversations.userHigh, high!)));
      return row?.id ?? null;
    },

    async ensureConversation(a: string, b: string): Promise<string> {
      const [low, high] = pair(a, b);
      const [row] = await orm
        .insert(conversations)
        .values({ userLow: low!, userHigh: high! })
        // A no-op update, so the existing conversation's id comes back too.
        .onConflictDoUpdate({
          target: [conversations.userLow, conversations.userHigh],
          set: { userLow: sql`excluded.user_low` },
        })
        .returning({ id: conversations.id });
      return row!.id;
    },

    async isParticipant(conversationId: string, userId: string): Promise<boolean> {
      const rows = await orm
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.id, conversationId),
            or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)),
          ),
        );
      return rows.length > 0;
    },

    /** Stores the message and moves its conversation's last-message time, in one statement. */
    async insert(conversationId: string, senderId: string, recipientId: string, body: string): Promise<DirectMessage> {
      const message = orm
        .$with('message')
        .as(
          orm.insert(directMessages).values({ conversationId, senderId, recipientId, body }).returning(messageColumns),
        );
      const touched = orm.$with('touched').as(
        orm
          .update(conversations)
          .set({ lastMessageAt: sql`(SELECT ${message.createdAt} FROM ${message})` })
          .where(eq(conversations.id, conversationId))
          .returning({ id: conversations.id }),
      );
      const [row] = await orm.with(message, touched).select().from(message);
      return toMessage(row!);
    },

    /** A page of a thread, newest `limit` before the cursor, returned oldest first. */
    async page(conversationId: string, before: Cursor | null, limit: number) {
      const rows = await orm
        .select({ ...messageColumns, cursorAt: microsOf(directMessages.createdAt) })
        .from(directMessages)
        .where(
          and(
            eq(directMessages.conversationId, conversationId),
            before
              ? sql`(${directMessages.createdAt}, ${directMessages.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      const oldest = page[page.length - 1];
      return {
        messages: page.reverse().map(toMessage),
        next: more && oldest ? encodeCursor({ at: oldest.cursorAt, id: oldest.id }) : null,
      };
    },

    /** Every message a member sent or received, oldest first (the data export). */
    async ofMember(userId: string, limit: number): Promise<DirectMessage[]> {
      const rows = await orm
        .select(messageColumns)
        .from(directMessages)
        .where(or(eq(directMessages.senderId, userId), eq(directMessages.recipientId, userId)))
        .orderBy(directMessages.createdAt, directMessages.id)
        .limit(limit);
      return rows.map(toMessage);
    },

    async markRead(conversationId: string, recipientId: string): Promise<number> {
      const rows = await orm
        .update(directMessages)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(directMessages.conversationId, conversationId),
            eq(directMessages.recipientId, recipientId),
            isNull(directMessages.readAt),
          ),
        )
        .returning({ id: directMessages.id });
      return rows.length;
    },

    async list(userId: string): Promise<ConversationList> {
      const last = orm
        .select(messageColumns)
        .from(directMessages)
        .where(eq(directMessages.conversationId, conversations.id))
        .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
        .limit(1)
        .as('last');
      const unread = orm.$count(
        directMessages,
        and(
          eq(directMessages.conversationId, conversations.id),
          eq(directMessages.recipientId, userId),
          isNull(directMessages.readAt),
        ),
      );
      const other = sql`CASE WHEN ${conversations.userLow} = ${userId} THEN ${conversations.userHigh} ELSE ${conversations.userLow} END`;
      const rows = await orm
        .select({
          id: conversations.id,
          other: memberSummary,
          unread,
          last: {
            id: last.id,
            conversationId: last.conversationId,
            senderId: last.senderId,
            recipientId: last.recipientId,
            body: last.body,
            createdAt: last.createdAt,
            readAt: last.readAt,
          },
        })
        .from(conversations)
        .innerJoin(profiles, eq(profiles.id, other))
        .leftJoinLateral(last, sql`true`)
        .where(
          and(
            or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)),
            isNotNull(conversations.lastMessageAt),
          ),
        )
        .orderBy(desc(conversations.lastMessageAt))
        .limit(200);
      const list = rows.map((row) => ({
        id: row.id,
        other: row.other,
        unread: row.unread,
        last_message: row.last ? toMessage(row.last) : null,
      }));
      return { conversations: list, unread_total: list.reduce((sum, item) => sum + item.unread, 0) };
    },

    async byId(messageId: string) {
      const [row] = await orm.select(messageColumns).from(directMessages).where(eq(directMessages.id, messageId));
      return row ? toMessage(row) : null;
    },
  };
}
