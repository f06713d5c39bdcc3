import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../contracts/errors';
import {
  friendRequestResultSchema,
  friendsSchema,
  idParamsSchema,
  noContentSchema,
  sendFriendRequestSchema,
  SOCIAL_PATHS,
  userIdParamsSchema,
} from '../../../contracts/social';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http-error';
import { accountMemberFirst, requireAccountMember, requireMember } from '../../plugins/auth-guard';
import { takeMemberLimit } from '../../plugins/member-limits';
import { sendNotification } from '../notifications';
import { assertNotBlocked, isUuid, relationBetween, requireVisibleMember, senderContent } from './members';

const noRequest = () => new HttpError(404, ERROR_CODES.notFound, 'No such friend request.');

/** Friend requests and friends; the other member hears of requests and acceptances as notifications. */
export async function friendsRoutes(app: FastifyInstance): Promise<void> {
  const { friends } = app.repositories.social;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['social'];

  const notify = async (type: 'friend_request' | 'friend_accepted', fromId: string, toId: string, extra = {}) => {
    const sender = await requireVisibleMember(app.db, fromId);
    try {
      await sendNotification(app, { recipientId: toId, type, content: { ...senderContent(sender), ...extra } });
    } catch (error) {
      app.log.error({ err: error, type }, 'could not send a notification');
    }
  };

  routes.get(SOCIAL_PATHS.friends, { schema: { tags, response: { 200: friendsSchema } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    return reply.header('Cache-Control', 'no-store').send(await friends.list(member.user.id));
  });

  const ask = {
    tags,
    body: sendFriendRequestSchema,
    response: { 200: friendRequestResultSchema, 201: friendRequestResultSchema },
  };
  routes.post(
    SOCIAL_PATHS.friendRequests,
    { schema: ask, preValidation: accountMemberFirst(app) },
    async (request, reply) => {
      const member = await requireAccountMember(app, request);
      takeMemberLimit(app, reply, 'friend_request', member.user.id);
      const { user_id: targetId } = request.body;
      if (targetId === member.user.id)
        throw new HttpError(400, 'cannot_befriend_self', 'You cannot send yourself a friend request.');
      const target = await requireVisibleMember(app.db, targetId);
      const relation = await relationBetween(app.db, member.user.id, target.id);
      assertNotBlocked(relation);
      if (relation.relationship === 'friends') throw new HttpError(409, 'already_friends', 'You are already friends.');
      if (relation.relationship === 'request_sent')
        throw new HttpError(409, 'request_pending', 'Your request is waiting for an answer.');
      if (relation.relationship === 'request_received') {
        // They asked first: asking back accepts.
        await friends.accept(relation.requestId!, member.user.id);
        await notify('friend_accepted', member.user.id, target.id);
        return reply.status(200).send({ id: relation.requestId!, status: 'accepted' });
      }
      let id: string;
      try {
        id = await friends.createRequest(member.user.id, target.id);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, 'request_pending', 'A request between you already exists.');
        throw error;
      }
      await notify('friend_request', member.user.id, target.id, { friendship_id: id });
      return reply.status(201).send({ id, status: 'pending' });
    },
  );

  const accept = { tags, params: idParamsSchema, response: { 200: friendRequestResultSchema } };
  routes.post(SOCIAL_PATHS.acceptRequest, { schema: accept }, async (request) => {
    const member = await requireAccountMember(app, request);
    const { id } = request.params;
    const requesterId = isUuid(id) ? await friends.accept(id, member.user.id) : null;
    if (!requesterId) throw noRequest();
    await notify('friend_accepted', member.user.id, requesterId);
    return { id, status: 'accepted' as const };
  });

  const withdraw = { tags, params: idParamsSchema, response: { 204: noContentSchema } };
  routes.post(SOCIAL_PATHS.declineRequest, { schema: withdraw }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { id } = request.params;
    if (!isUuid(id) || !(await friends.withdraw(id, member.user.id, 'addressee'))) throw noRequest();
    return reply.status(204).send();
  });

  routes.delete(SOCIAL_PATHS.friendRequest, { schema: withdraw }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { id } = request.params;
    if (!isUuid(id) || !(await friends.withdraw(id, member.user.id, 'requester'))) throw noRequest();
    return reply.status(204).send();
  });

  const unfriend = { tags, params: userIdParamsSchema, response: { 204: noContentSchema } };
  routes.delete(SOCIAL_PATHS.friend, { schema: unfriend }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { userId } = request.params;
    if (!isUuid(userId) || !(await friends.removePair(member.user.id, userId, 'accepted'))) {
      throw new HttpError(404, ERROR_CODES.notFound, 'You are not friends with this player.');
    }
    return reply.status(204).send();
  });
}
