import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEPLOYMENT_SIGNATURE_HEADER,
  DEPLOYMENT_WEBHOOK_PATH,
  DEPLOYMENTS_FUNCTION_PATH,
  deploymentSchema,
  deploymentsAnswerSchema,
  deploymentSummariesResponseSchema,
  deploymentWebhookSchema,
} from '../../../contracts/deployments';
import { ERROR_CODES } from '../../../contracts/errors';
import { DEPLOYMENT_CHECK_INTERVAL_MS } from '../../../domain/deployments/deployment-alert';
import { detectEnvironment } from '../../../domain/environment';
import { siteUrl } from '../../site-url';
import { HttpError } from '../../http-error';
import { requireMember } from '../../plugins/auth-guard';
import {
  latestDeployments,
  recordDeployment,
  refreshDeployments,
  refreshDeploymentsIfStale,
} from './deployments-service';
import { verifyWebhookSignature } from './providers';

/**
 * The webhook's preValidation step. The signature covers the exact bytes sent, so it is checked on
 * the body as text; only a signed body is read as JSON, for the contract to check next. An
 * unconfigured webhook does not exist, and an unsigned call hears 401 whatever its body holds.
 */
const signedWebhook = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const secret = app.config.DEPLOY_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(404, 'not_found', 'The deployment webhook is not configured.');
  const raw = typeof request.body === 'string' ? request.body : '';
  const signature = request.headers[DEPLOYMENT_SIGNATURE_HEADER];
  if (!verifyWebhookSignature(secret, raw, typeof signature === 'string' ? signature : undefined)) {
    throw new HttpError(401, 'unauthorized', 'Missing or wrong webhook signature.');
  }
  try {
    request.body = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'bad_request', 'The request body is not valid JSON.');
  }
};

export async function deploymentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['deployments'];
  // A preview deployment is known from its configured address, as play mode knows it: the Host
  // and X-Forwarded-Host headers are the caller's to choose.
  const isPreview =
    detectEnvironment(new URL(siteUrl(app.config)).hostname, {
      productionHosts: app.config.PRODUCTION_HOSTS,
      previewMarkers: app.config.PREVIEW_MARKERS,
    }) === 'preview';

  /**
   * The spec's backend function, never cached. Admins get every field and a fresh check of the
   * providers. On a preview deployment the landing banner is shown to every signed-in member
   * (spec §2, §6), so they get a summary without links or error text, checked again at most
   * every 2 minutes. Elsewhere it stays admins only.
   */
  const answer = { tags, response: { 200: deploymentsAnswerSchema } };
  routes.get(DEPLOYMENTS_FUNCTION_PATH, { schema: answer }, async (request, reply) => {
    const member = await requireMember(app, request);
    reply.header('Cache-Control', 'no-store, no-cache, must-revalidate');
    if (member.isAdmin) {
      await refreshDeployments(app);
      return reply.send({ deployments: await latestDeployments(app) });
    }
    if (!isPreview) throw new HttpError(403, ERROR_CODES.forbidden, 'This needs an administrator account.');
    await refreshDeploymentsIfStale(app, DEPLOYMENT_CHECK_INTERVAL_MS);
    return reply.send(deploymentSummariesResponseSchema.parse({ deployments: await latestDeployments(app) }));
  });

  // The signature covers the exact bytes sent, so this route reads the body as text.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    const record = { tags, body: deploymentWebhookSchema, response: { 202: deploymentSchema } };
    const signed = { schema: record, preValidation: signedWebhook(app) };
    webhook.withTypeProvider<ZodTypeProvider>().post(DEPLOYMENT_WEBHOOK_PATH, signed, async (request, reply) => {
      const body = request.body;
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
