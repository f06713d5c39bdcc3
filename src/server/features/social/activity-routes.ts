import type { FastifyInstance } from 'fastify';
import { activityQuerySchema, SOCIAL_PATHS } from '../../../contracts/social';
import { ACTIVITY_ID, decodeCursor } from '../../../domain/social/social';
import { parseWith } from '../../http-error';
import { requireMember } from '../../plugins/auth-guard';
import { activityRepository } from './activity-repository';

/** The signed-in member's friends' recent activity, newest first, a page at a time. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const activity = activityRepository(app.db);
  app.get(SOCIAL_PATHS.activity, async (request, reply) => {
    const member = await requireMember(app, request);
    const query = parseWith(activityQuerySchema, request.query);
    return reply
      .header('Cache-Control', 'no-store')
      .send(await activity.page(member.user.id, decodeCursor(query.before, ACTIVITY_ID), query.limit));
  });
}
