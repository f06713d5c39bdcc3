import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../../contracts/errors';
import {
  blockedMemberSchema,
  blockListSchema,
  blockUserSchema,
  idParamsSchema,
  newReportSchema,
  noContentSchema,
  reportContentRemovedSchema,
  reportCreatedSchema,
  reportListQuerySchema,
  reportListSchema,
  reportResolvedSchema,
  SOCIAL_PATHS,
  userIdParamsSchema,
} from '../../../contracts/social';
import { takeMemberLimit } from '../../plugins/member-limits';
import { HttpError } from '../../http-error';
import { adminFirst, memberFirst, requireAdmin, requireMember } from '../../plugins/auth-guard';
import { blocksRepository } from './blocks-repository';
import { friendsRepository } from './friends-repository';
import { isUuid, requireVisibleMember } from './members';
import { reportsRepository } from './reports-repository';

/** Blocking members, and reporting comments and messages to admins. */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const { blocks, reports, comments, messages } = app.repositories.social;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['social'];

  routes.get(SOCIAL_PATHS.blocks, { schema: { tags, response: { 200: blockListSchema } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    return reply.header('Cache-Control', 'no-store').send(await blocks.list(member.user.id));
  });

  const block = { tags, body: blockUserSchema, response: { 201: blockedMemberSchema } };
  routes.post(SOCIAL_PATHS.blocks, { schema: block, preValidation: memberFirst(app) }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { user_id: userId } = request.body;
    if (userId === member.user.id) throw new HttpError(400, 'cannot_block_self', 'You cannot block yourself.');
    const target = await requireVisibleMember(app.db, userId);
    await app.db.transaction(async (sql) => {
      await blocksRepository(sql).add(member.user.id, target.id);
      await friendsRepository(sql).removePair(member.user.id, target.id);
    });
    return reply.status(201).send({ user: target });
  });

  const unblock = { tags, params: userIdParamsSchema, response: { 204: noContentSchema } };
  routes.delete(SOCIAL_PATHS.block, { schema: unblock }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { userId } = request.params;
    if (!isUuid(userId) || !(await blocks.remove(member.user.id, userId))) {
      throw new HttpError(404, ERROR_CODES.notFound, 'You have not blocked this player.');
    }
    return reply.status(204).send();
  });

  const fileReport = { tags, body: newReportSchema, response: { 200: reportCreatedSchema, 201: reportCreatedSchema } };
  routes.post(SOCIAL_PATHS.reports, { schema: fileReport, preValidation: memberFirst(app) }, async (request, reply) => {
    const member = await requireMember(app, request);
    takeMemberLimit(app, reply, 'report', member.user.id);
    const report = request.body;
    let target: { authorId: string; text: string } | null = null;
    if (isUuid(report.target_id)) {
      if (report.kind === 'comment') {
        // Comments are public: anyone signed in may report one.
        const comment = await comments.byId(report.target_id);
        if (comment) target = { authorId: comment.author.id, text: comment.body };
      } else {
        // Only the member a message was sent to can report it.
        const message = await messages.byId(report.target_id);
        if (message && message.recipient_id === member.user.id)
          target = { authorId: message.sender_id, text: message.body };
      }
    }
    if (!target) throw new HttpError(404, ERROR_CODES.notFound, `No such ${report.kind}.`);
    if (target.authorId === member.user.id)
      throw new HttpError(400, 'cannot_report_self', 'You cannot report your own words.');
    const created = await reports.create({
      reporterId: member.user.id,
      kind: report.kind,
      targetId: report.target_id,
      targetAuthorId: target.authorId,
      snapshot: target.text,
      reason: report.reason,
      note: report.note || null,
    });
    return reply.status(created.created ? 201 : 200).send({ id: created.id, status: created.status });
  });

  const list = { tags, querystring: reportListQuerySchema, response: { 200: reportListSchema } };
  routes.get(SOCIAL_PATHS.reports, { schema: list, preValidation: adminFirst(app) }, async (request, reply) => {
    await requireAdmin(app, request);
    const { status } = request.query;
    return reply.header('Cache-Control', 'no-store').send({ reports: await reports.list(status) });
  });

  const resolve = { tags, params: idParamsSchema, response: { 200: reportResolvedSchema } };
  routes.post(SOCIAL_PATHS.resolveReport, { schema: resolve }, async (request) => {
    const admin = await requireAdmin(app, request);
    const { id } = request.params;
    if (!isUuid(id) || !(await reports.resolve(id, admin.user.id)))
      throw new HttpError(404, ERROR_CODES.notFound, 'No such report.');
    return { id, status: 'resolved' as const };
  });

  const removeContent = { tags, params: idParamsSchema, response: { 200: reportContentRemovedSchema } };
  routes.delete(SOCIAL_PATHS.reportContent, { schema: removeContent }, async (request) => {
    const admin = await requireAdmin(app, request);
    const { id } = request.params;
    const report = isUuid(id) ? await reports.byId(id) : null;
    if (!report) throw new HttpError(404, ERROR_CODES.notFound, 'No such report.');
    const deleted = await app.db.transaction(async (sql) => {
      const inTransaction = reportsRepository(sql);
      const gone = await inTransaction.deleteTarget(report.kind, report.targetId);
      await inTransaction.resolveTarget(report.kind, report.targetId, admin.user.id);
      return gone;
    });
    return { id, status: 'resolved' as const, deleted };
  });
}
