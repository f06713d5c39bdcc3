import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_ERRORS_PATH, clientErrorReportSchema } from '../../../contracts/client-errors';
import { takeMemberLimit } from '../../plugins/member-limits';

/** Anyone may report, so reports count per address, before they are read: a flood cannot fill the logs. */
function countReport(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    takeMemberLimit(app, reply, 'client_error', request.ip);
  };
}

export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['meta'],
    body: clientErrorReportSchema,
    response: { 202: z.object({ received: z.literal(true) }) },
  };
  const options = { schema, bodyLimit: 16 * 1024, preValidation: countReport(app) };
  app.withTypeProvider<ZodTypeProvider>().post(CLIENT_ERRORS_PATH, options, async (request, reply) => {
    const report = request.body;
    request.log.warn({ clientError: report }, 'client reported an error');
    return reply.status(202).send({ received: true });
  });
}
