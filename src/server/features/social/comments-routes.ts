import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../contracts/errors';
import {
  commentPageQuerySchema,
  commentPageSchema,
  idParamsSchema,
  newCommentSchema,
  noContentSchema,
  profileCommentSchema,
  SOCIAL_PATHS,
  userIdParamsSchema,
} from '../../../contracts/social';
import { shorten } from '../../../domain/shorten';
import { decodeCursor } from '../../../domain/social/social';
import { HttpError } from '../../http-error';
import type { Member } from '../../plugins/auth-guard';
import { accountMemberFirst, requireAccountMember, requireMember } from '../../plugins/auth-guard';
import { takeMemberLimit } from '../../plugins/member-limits';
import { sendNotification } from '../notifications';
import { type StoredComment } from './comments-repository';
import { blockedError, isUuid, relationBetween, requireVisibleMember, senderContent } from './members';
import { optionalMember, viewerFirst } from './viewer';

const PREVIEW = 140;

/** Who may remove a comment: whoever wrote it, the profile's owner, and admins. */
const mayDelete = (viewer: Member | null, comment: StoredComment) =>
  viewer !== null && (viewer.isAdmin || viewer.user.id === comment.author.id || viewer.user.id === comment.profile_id);

/** Comments on profiles: anyone reads them; friends of the owner (and the owner) write them. */
export async function commentsRoutes(app: FastifyInstance): Promise<void> {
  const { comments } = app.repositories.social;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['social'];

  const read = {
    tags,
    params: userIdParamsSchema,
    querystring: commentPageQuerySchema,
    response: { 200: commentPageSchema },
  };
  routes.get(SOCIAL_PATHS.comments, { schema: read, preValidation: viewerFirst(app) }, async (request, reply) => {
    const viewer = await optionalMember(app, request);
    const { query } = request;
    const owner = await requireVisibleMember(app.db, request.params.userId);
    const page = await comments.page(owner.id, decodeCursor(query.before), query.limit);
    let canComment = false;
    if (viewer) {
      const relation = await relationBetween(app.db, viewer.user.id, owner.id);
      canComment =
        !relation.blocks &&
        !relation.blockedBy &&
        (relation.relationship === 'self' || relation.relationship === 'friends');
    }
    return reply.header('Cache-Control', 'no-store').send({
      comments: page.comments.map((comment) => ({ ...comment, can_delete: mayDelete(viewer, comment) })),
      next: page.next,
      can_comment: canComment,
    });
  });

  const write = { tags, params: userIdParamsSchema, body: newCommentSchema, response: { 201: profileCommentSchema } };
  routes.post(
    SOCIAL_PATHS.comments,
    { schema: write, preValidation: accountMemberFirst(app) },
    async (request, reply) => {
      const member = await requireAccountMember(app, request);
      takeMemberLimit(app, reply, 'comment', member.user.id);
      const owner = await requireVisibleMember(app.db, request.params.userId);
      const { body } = request.body;
      const relation = await relationBetween(app.db, member.user.id, owner.id);
      if (relation.blocks || relation.blockedBy) throw blockedError(relation);
      if (relation.relationship !== 'self' && relation.relationship !== 'friends') {
        throw new HttpError(403, 'not_friends', 'Only friends can comment on this profile.');
      }
      const comment = await comments.insert(owner.id, member.user.id, body);
      if (owner.id !== member.user.id) {
        await sendNotification(app, {
          recipientId: owner.id,
          type: 'profile_comment',
          content: {
            ...senderContent(comment.author),
            comment_id: comment.id,
            message: shorten(body, PREVIEW),
          },
        }).catch((error: unknown) => app.log.error({ err: error }, 'could not send a notification'));
      }
      return reply.status(201).send({ ...comment, can_delete: true });
    },
  );

  const remove = { tags, params: idParamsSchema, response: { 204: noContentSchema } };
  routes.delete(SOCIAL_PATHS.comment, { schema: remove }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { id } = request.params;
    const comment = isUuid(id) ? await comments.byId(id) : null;
    if (!comment) throw new HttpError(404, ERROR_CODES.notFound, 'No such comment.');
    if (!mayDelete(member, comment)) {
      throw new HttpError(
        403,
        ERROR_CODES.forbidden,
        'Only the profile owner, the author or an admin can delete this comment.',
      );
    }
    await comments.delete(comment.id);
    return reply.status(204).send();
  });
}
