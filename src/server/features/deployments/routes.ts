import type { FastifyInstance } from 'fastify';
import {
  DEPLOYMENT_SIGNATURE_HEADER,
  DEPLOYMENT_WEBHOOK_PATH,
  DEPLOYMENTS_FUNCTION_PATH,
  deploymentWebhookSchema,
} from '../../../contracts/deployments';
import { HttpError, parseWith } from '../../http-error';
import { requireAdmin } from '../../plugins/auth-guard';
import { latestDeployments, recordDeployment, refreshDeployments } from './deployments-service';
import { verifyWebhookSignature } from './providers';

export async function deploymentRoutes(app: FastifyInstance): Promise<void> {
  /** The spec's backend function: admins only, never cached; refreshes from the providers first. */
  app.get(DEPLOYMENTS_FUNCTION_PATH, async (request, reply) => {
    await requireAdmin(app, request);
    await refreshDeployments(app);
    return reply.header('Cache-Control', 'no-store, no-cache, must-revalidate').send({ deployments: await latestDeployments(app) });
  });

  // The signature covers the exact bytes sent, so this route reads the body as text.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(DEPLOYMENT_WEBHOOK_PATH, async (request, reply) => {
      const secret = app.config.DEPLOY_WEBHOOK_SECRET;
      if (!secret) throw new HttpError(404, 'not_found', 'The deployment webhook is not configured.');
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[DEPLOYMENT_SIGNATURE_HEADER];
      if (!verifyWebhookSignature(secret, raw, typeof signature === 'string' ? signature : undefined)) {
        throw new HttpError(401, 'unauthorized', 'Missing or wrong webhook signature.');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new HttpError(400, 'bad_request', 'The request body is not valid JSON.');
      }
      const body = parseWith(deploymentWebhookSchema, json);
      const deployment = await recordDeployment(app, 'webhook', {
        externalId: body.id,
        state: body.state,
        siteName: body.site_name,
        branch: body.branch ?? null,
        deployUrl: body.deploy_url ?? null,
        errorMessage: body.error_message ?? null,
        createdAt: body.created_at ? new Date(body.created_at) : new Date(),
      });
      return reply.status(202).send(deployment);
    });
  });
}
