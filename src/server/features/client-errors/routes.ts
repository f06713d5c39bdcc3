import type { FastifyInstance } from 'fastify';
import { CLIENT_ERRORS_PATH, clientErrorReportSchema } from '../../../contracts/client-errors';
import { parseWith } from '../../http-error';
import { takeMemberLimit } from '../../plugins/member-limits';

export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  app.post(CLIENT_ERRORS_PATH, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    // Anyone may report, so reports count per address: a flood cannot fill the logs.
    takeMemberLimit(app, reply, 'client_error', request.ip);
    const report = parseWith(clientErrorReportSchema, request.body);
    request.log.warn({ clientError: report }, 'client reported an error');
    return reply.status(202).send({ received: true });
  });
}
