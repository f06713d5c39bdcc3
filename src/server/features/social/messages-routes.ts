import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationListSchema,
  directMessageSchema,
  messagePageQuerySchema,
  messagesReadSchema,
  messageThreadSchema,
  newMessageSchema,
  SOCIAL_PATHS,
  userIdParamsSchema,
  type DirectMessage,
} from '../../../contracts/social';
import { shorten } from '../../../domain/shorten';
import { decodeCursor } from '../../../domain/social/social';
import { HttpError } from '../../http-error';
import { accountMemberFirst, memberFirst, requireAccountMember, requireMember } from '../../plugins/auth-guard';
import { takeMemberLimit } from '../../plugins/member-limits';
import { sendNotification } from '../notifications';
import { blockedError, relationBetween, requireVisibleMember, senderContent } from './members';
import { channelName, DIRECT_MESSAGES_CHANNEL_KIND, INSERTED_EVENT } from '../../../contracts/realtime';

/** How much of a message the notification quotes. */
const PREVIEW = 140;

/**
 * Direct messages between friends. A new message goes live on `dm:<conversationId>` to both
 * members' open threads, and to the recipient's bell as a direct_message notification (one
 * unread notification per conversation: more messages do not pile up more of them).
 */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const { messages } = app.repositories.social;
  const { notifications } = app.repositories;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['social'];

  app.realtime.registerChannel(DIRECT_MESSAGES_CHANNEL_KIND, async (caller, id) =>
    caller.userId !== null && /^[0-9a-f-]{36}$/i.test(id) ? messages.isParticipant(id, caller.userId) : false,
  );

  const publish = async (message: DirectMessage) => {
    const channel = channelName(DIRECT_MESSAGES_CHANNEL_KIND, message.conversation_id);
    try {
      await app.realtime.publish(channel, INSERTED_EVENT, message);
    } catch {
      // Too big for the bus (long text in a many-byte script): send the ids; clients fetch the rest.
      await app.realtime
        .publish(channel, INSERTED_EVENT, {
          id: message.id,
          conversation_id: message.conversation_id,
          sender_id: message.sender_id,
          truncated: true,
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'could not publish a message'));
    }
  };

  const notifyRecipient = async (message: DirectMessage) => {
    if (await notifications.unreadAboutConversation(message.recipient_id, message.conversation_id)) return;
    const sender = await requireVisibleMember(app.db, message.sender_id);
    await sendNotification(app, {
      recipientId: message.recipient_id,
      type: 'direct_message',
      content: {
        ...senderContent(sender),
        conversation_id: message.conversation_id,
        message: shorten(message.body, PREVIEW),
      },
    }).catch((error: unknown) => app.log.error({ err: error }, 'could not send a notification'));
  };

  const conversations = { tags, response: { 200: conversationListSchema } };
  routes.get(SOCIAL_PATHS.conversations, { schema: conversations }, async (request, reply) => {
    const member = await requireMember(app, request);
    return reply.header('Cache-Control', 'no-store').send(await messages.list(member.user.id));
  });

  const thread = {
    tags,
    params: userIdParamsSchema,
    querystring: messagePageQuerySchema,
    response: { 200: messageThreadSchema },
  };
  routes.get(SOCIAL_PATHS.messages, { schema: thread, preValidation: memberFirst(app) }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { query } = request;
    const other = await requireVisibleMember(app.db, request.params.userId);
    const relation = await relationBetween(app.db, member.user.id, other.id);
    const conversationId = await messages.conversationId(member.user.id, other.id);
    const page = conversationId
      ? await messages.page(conversationId, decodeCursor(query.before), query.limit)
      : { messages: [], next: null };
    return reply.header('Cache-Control', 'no-store').send({
      conversation_id: conversationId,
      other,
      can_send: relation.relationship === 'friends' && !relation.blocks && !relation.blockedBy,
      ...page,
    });
  });

  const send = { tags, params: userIdParamsSchema, body: newMessageSchema, response: { 201: directMessageSchema } };
  routes.post(
    SOCIAL_PATHS.messages,
    { schema: send, preValidation: accountMemberFirst(app) },
    async (request, reply) => {
      const member = await requireAccountMember(app, request);
      takeMemberLimit(app, reply, 'message', member.user.id);
      const other = await requireVisibleMember(app.db, request.params.userId);
      const { body } = request.body;
      const relation = await relationBetween(app.db, member.user.id, other.id);
      if (relation.blocks || relation.blockedBy) throw blockedError(relation);
      if (relation.relationship === 'self')
        throw new HttpError(400, 'cannot_message_self', 'You cannot message yourself.');
      if (relation.relationship !== 'friends')
        throw new HttpError(403, 'not_friends', 'You can only message your friends.');
      const conversationId = await messages.ensureConversation(member.user.id, other.id);
      const message = await messages.insert(conversationId, member.user.id, other.id, body);
      await publish(message);
      await notifyRecipient(message);
      return reply.status(201).send(message);
    },
  );

  const read = { tags, params: userIdParamsSchema, response: { 200: messagesReadSchema } };
  routes.post(SOCIAL_PATHS.messagesRead, { schema: read }, async (request) => {
    const member = await requireMember(app, request);
    const other = await requireVisibleMember(app.db, request.params.userId);
    const conversationId = await messages.conversationId(member.user.id, other.id);
    if (!conversationId) return { updated: 0 };
    const updated = await messages.markRead(conversationId, member.user.id);
    // The bell's message notifications for this conversation are read too.
    await notifications.markConversationRead(member.user.id, conversationId);
    return { updated };
  });
}
