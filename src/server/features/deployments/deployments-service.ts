import type { FastifyInstance } from 'fastify';
import type { Deployment } from '../../../contracts/deployments';
import { isNewFailure } from '../../../domain/deployments/new-failure';
import { sendNotification } from '../notifications';
import { settingsRepository } from '../settings';
import { netlifyProvider, type DeploymentProvider, type ProviderDeployment } from './providers';

interface DeploymentRow {
  id: string;
  state: string;
  site_name: string;
  branch: string | null;
  deploy_url: string | null;
  error_message: string | null;
  created_at: Date;
}

export interface DeploymentCheck {
  at: string;
  ok: boolean;
  error?: string;
  latencyMs?: number;
}

const LAST_CHECK_KEY = 'deployments.lastCheck';

const toDeployment = (row: DeploymentRow): Deployment => ({
  id: row.id,
  state: row.state,
  site_name: row.site_name,
  branch: row.branch,
  deploy_url: row.deploy_url,
  error_message: row.error_message,
  created_at: new Date(row.created_at).toISOString(),
});

export function configuredProviders(app: FastifyInstance): DeploymentProvider[] {
  const { NETLIFY_AUTH_TOKEN, NETLIFY_SITE_IDS, NETLIFY_API_URL } = app.config;
  return NETLIFY_AUTH_TOKEN && NETLIFY_SITE_IDS.length
    ? [netlifyProvider({ apiUrl: NETLIFY_API_URL, token: NETLIFY_AUTH_TOKEN, siteIds: NETLIFY_SITE_IDS })]
    : [];
}

/** Tells every admin about a failed deployment (a build_failure notification each). */
export async function alertAdmins(app: FastifyInstance, deployment: Pick<Deployment, 'site_name' | 'branch' | 'deploy_url' | 'error_message'>) {
  const admins = await app.db.query<{ id: string }>('SELECT id FROM profiles WHERE wab_admin = true AND banned = false AND deactivated = false');
  for (const admin of admins) {
    await sendNotification(app, {
      recipientId: admin.id,
      type: 'build_failure',
      message: deployment.error_message ?? null,
      content: {
        site_name: deployment.site_name,
        branch: deployment.branch,
        deploy_url: deployment.deploy_url,
        error_message: deployment.error_message,
      },
    });
  }
}

/**
 * Stores deployments, updating those with the same provider id, and alerts the admins about the
 * failures that are news (`isNewFailure`): a site's first sync brings up to ten old deployments,
 * and those old failures must not each notify every admin.
 */
export async function recordDeployments(
  app: FastifyInstance,
  provider: string,
  deployments: readonly ProviderDeployment[],
  now = new Date(),
): Promise<Deployment[]> {
  const siteNames = [...new Set(deployments.map((deployment) => deployment.siteName))];
  const known = await app.db.query<{ site_name: string; newest: Date }>(
    'SELECT site_name, max(created_at) AS newest FROM deployments WHERE site_name = ANY($1::text[]) GROUP BY site_name',
    [siteNames],
  );
  const newestKnown = new Map(known.map((row) => [row.site_name, new Date(row.newest).getTime()]));
  const newestInBatch = new Map<string, number>();
  for (const deployment of deployments) {
    const time = deployment.createdAt.getTime();
    if (time > (newestInBatch.get(deployment.siteName) ?? -Infinity)) newestInBatch.set(deployment.siteName, time);
  }

  const recorded: Deployment[] = [];
  for (const deployment of deployments) {
    const [previous] = await app.db.query<{ state: string }>(
      'SELECT state FROM deployments WHERE provider = $1 AND external_id = $2',
      [provider, deployment.externalId],
    );
    const [row] = await app.db.query<DeploymentRow>(
      `INSERT INTO deployments (provider, external_id, state, site_name, branch, deploy_url, error_message, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (provider, external_id) DO UPDATE SET state = EXCLUDED.state, branch = EXCLUDED.branch,
         deploy_url = EXCLUDED.deploy_url, error_message = EXCLUDED.error_message, updated_at = now()
       RETURNING id, state, site_name, branch, deploy_url, error_message, created_at`,
      [
        provider,
        deployment.externalId,
        deployment.state,
        deployment.siteName,
        deployment.branch,
        deployment.deployUrl,
        deployment.errorMessage,
        deployment.createdAt,
      ],
    );
    const result = toDeployment(row!);
    const news = isNewFailure({
      state: result.state,
      previousState: previous?.state ?? null,
      createdAt: deployment.createdAt.getTime(),
      newestKnown: newestKnown.get(deployment.siteName) ?? null,
      newestInBatch: newestInBatch.get(deployment.siteName)!,
      now: now.getTime(),
    });
    if (news) await alertAdmins(app, result);
    recorded.push(result);
  }
  return recorded;
}

/** Stores one deployment (the webhook's), alerting as `recordDeployments` does. */
export async function recordDeployment(app: FastifyInstance, provider: string, deployment: ProviderDeployment) {
  const [recorded] = await recordDeployments(app, provider, [deployment]);
  return recorded!;
}

export async function latestDeployments(app: FastifyInstance, limit = 20): Promise<Deployment[]> {
  const rows = await app.db.query<DeploymentRow>(
    `SELECT id, state, site_name, branch, deploy_url, error_message, created_at FROM deployments
     ORDER BY created_at DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toDeployment);
}

/** Asks the configured providers for news and remembers how the check went. */
export async function refreshDeployments(app: FastifyInstance, providers = configuredProviders(app)): Promise<DeploymentCheck> {
  const started = performance.now();
  const check: DeploymentCheck = { at: new Date().toISOString(), ok: true };
  try {
    for (const provider of providers) {
      await recordDeployments(app, provider.name, await provider.fetchLatest());
    }
  } catch (error) {
    check.ok = false;
    check.error = error instanceof Error ? error.message : String(error);
    app.log.warn({ err: error }, 'deployment check failed');
  }
  check.latencyMs = Math.round(performance.now() - started);
  await settingsRepository(app.db.orm).set(LAST_CHECK_KEY, check);
  return check;
}

const refreshing = new WeakMap<FastifyInstance, Promise<DeploymentCheck>>();

/**
 * Asks the providers again only when the last check is older than `maxAgeMs`, and never twice
 * at once, so members opening the landing page cannot drive calls to the providers.
 */
export async function refreshDeploymentsIfStale(app: FastifyInstance, maxAgeMs: number): Promise<void> {
  const last = await lastDeploymentCheck(app);
  if (last && Date.now() - Date.parse(last.at) < maxAgeMs) return;
  let running = refreshing.get(app);
  if (!running) {
    running = refreshDeployments(app).finally(() => refreshing.delete(app));
    refreshing.set(app, running);
  }
  await running;
}

export async function lastDeploymentCheck(app: FastifyInstance): Promise<DeploymentCheck | null> {
  return (await settingsRepository(app.db.orm).get<DeploymentCheck>(LAST_CHECK_KEY)) ?? null;
}
