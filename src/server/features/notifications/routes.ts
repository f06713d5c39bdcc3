import type { FastifyInstance } from 'fastify';
import { NOTIFICATIONS_PATH, NOTIFICATIONS_READ_ALL_PATH } from '../../../contracts/notifications';
import { HttpError } from '../../http-error';
import { requireMember } from '../../plugins/auth-guard';
import { notificationsRepository } from './notifications-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the recipient reads or changes a notification; anyone else is told it does not exist. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const repository = notificationsRepository(app.db);

  app.get(NOTIFICATIONS_PATH, async (request, reply) => {
    const member = await requireMember(app, request);
    return reply.header('Cache-Control', 'no-store').send({ notifications: await repository.listFor(member.user.id) });
  });

  app.post(`${NOTIFICATIONS_PATH}/:id/read`, async (request) => {
    const member = await requireMember(app, request);
    const { id } = request.params as { id: string };
    const updated = UUID.test(id) ? await repository.markRead(id, member.user.id) : undefined;
    if (!updated) throw new HttpError(404, 'not_found', 'No such notification.');
    return updated;
  });

  app.post(NOTIFICATIONS_READ_ALL_PATH, async (request) => {
    const member = await requireMember(app, request);
    return { updated: await repository.markAllRead(member.user.id) };
  });
}
