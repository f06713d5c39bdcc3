import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity-routes';
import { commentsRoutes } from './comments-routes';
import { friendsRoutes } from './friends-routes';
import { messagesRoutes } from './messages-routes';
import { moderationRoutes } from './moderation-routes';
import { profileRoutes } from './profile-routes';

/** The social features under /api/social (issue 7); needs the realtime hub (dm:<conversationId> channels). */
export async function socialRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profileRoutes);
  await app.register(friendsRoutes);
  await app.register(messagesRoutes);
  await app.register(commentsRoutes);
  await app.register(moderationRoutes);
  await app.register(activityRoutes);
}
