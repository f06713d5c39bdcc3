import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markAllReadSchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  NOTIFICATIONS_PATH,
  NOTIFICATIONS_READ_ALL_PATH,
} from '../../../contracts/notifications';
import { HttpError } from '../../http-error';
import { requireMember } from '../../plugins/auth-guard';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the recipient reads or changes a notification; anyone else is told it does not exist. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const repository = app.repositories.notifications;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  routes.get(
    NOTIFICATIONS_PATH,
    { schema: { tags, response: { 200: notificationListSchema } } },
    async (request, reply) => {
      const member = await requireMember(app, request);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ notifications: await repository.listFor(member.user.id) });
    },
  );

  routes.post(
    `${NOTIFICATIONS_PATH}/:id/read`,
    { schema: { tags, params: notificationParamsSchema, response: { 200: notificationSchema } } },
    async (request) => {
      const member = await requireMember(app, request);
      const { id } = request.params;
      const updated = UUID.test(id) ? await repository.markRead(id, member.user.id) : undefined;
      if (!updated) throw new HttpError(404, 'not_found', 'No such notification.');
      return updated;
    },
  );

  routes.post(
    NOTIFICATIONS_READ_ALL_PATH,
    { schema: { tags, response: { 200: markAllReadSchema } } },
    async (request) => {
      const member = await requireMember(app, request);
      return { updated: await repository.markAllRead(member.user.id) };
    },
  );
}
