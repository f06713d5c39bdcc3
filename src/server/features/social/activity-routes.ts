import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityPageSchema, activityQuerySchema, SOCIAL_PATHS } from '../../../contracts/social';
import { ACTIVITY_ID, decodeCursor } from '../../../domain/social/social';
import { memberFirst, requireMember } from '../../plugins/auth-guard';

/** The signed-in member's friends' recent activity, newest first, a page at a time. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { activity } = app.repositories.social;
  const schema = { tags: ['social'], querystring: activityQuerySchema, response: { 200: activityPageSchema } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(SOCIAL_PATHS.activity, { schema, preValidation: memberFirst(app) }, async (request, reply) => {
      const member = await requireMember(app, request);
      const { before, limit } = request.query;
      return reply
        .header('Cache-Control', 'no-store')
        .send(await activity.page(member.user.id, decodeCursor(before, ACTIVITY_ID), limit));
    });
}
