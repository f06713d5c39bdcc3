import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deployment } from '../../../contracts/deployments';
import { isNewFailure } from '../../../domain/deployments/new-failure';
import { sendNotification } from '../notifications';
import { profiles } from '../profiles/schema';
import { settingsRepository } from '../settings';
import { netlifyProvider, type DeploymentProvider, type ProviderDeployment } from './providers';
import { deployments as deploymentsTable, type DeploymentRow } from './schema';

export interface DeploymentCheck {
  at: string;
  ok: boolean;
  error?: string;
  latencyMs?: number;
}

const LAST_CHECK_KEY = 'deployments.lastCheck';

/** The columns a deployment answer shows. */
const columns = {
  id: deploymentsTable.id,
  state: deploymentsTable.state,
  siteName: deploymentsTable.siteName,
  branch: deploymentsTable.branch,
  deployUrl: deploymentsTable.deployUrl,
  errorMessage: deploymentsTable.errorMessage,
  createdAt: deploymentsTable.createdAt,
};

const toDeployment = (row: Pick<DeploymentRow, keyof typeof columns>): Deployment => ({
  id: row.id,
  state: row.state,
  site_name: row.siteName,
  branch: row.branch,
  deploy_url: row.deployUrl,
  error_message: row.errorMessage,
  created_at: row.createdAt.toISOString(),
});

export function configuredProviders(app: FastifyInstance): DeploymentProvider[] {
  const { NETLIFY_AUTH_TOKEN, NETLIFY_SITE_IDS, NETLIFY_API_URL } = app.config;
  return NETLIFY_AUTH_TOKEN && NETLIFY_SITE_IDS.length
    ? [netlifyProvider({ apiUrl: NETLIFY_API_URL, token: NETLIFY_AUTH_TOKEN, siteIds: NETLIFY_SITE_IDS })]
    : [];
}

/** Tells every admin about a failed deployment (a build_failure notification each). */
export async function alertAdmins(
  app: FastifyInstance,
  deployment: Pick<Deployment, 'site_name' | 'branch' | 'deploy_url' | 'error_message'>,
) {
  const admins = await app.db.orm
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.wabAdmin, true), eq(profiles.banned, false), eq(profiles.deactivated, false)));
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
  const known = siteNames.length
    ? await app.db.orm
        .select({ siteName: deploymentsTable.siteName, newest: max(deploymentsTable.createdAt) })
        .from(deploymentsTable)
        .where(inArray(deploymentsTable.siteName, siteNames))
        .groupBy(deploymentsTable.siteName)
    : [];
  const newestKnown = new Map(known.map((row) => [row.siteName, row.newest!.getTime()]));
  const newestInBatch = new Map<string, number>();
  for (const deployment of deployments) {
    const time = deployment.createdAt.getTime();
    if (time > (newestInBatch.get(deployment.siteName) ?? -Infinity)) newestInBatch.set(deployment.siteName, time);
  }

  const recorded: Deployment[] = [];
  for (const deployment of deployments) {
    const [previous] = await app.db.orm
      .select({ state: deploymentsTable.state })
      .from(deploymentsTable)
      .where(and(eq(deploymentsTable.provider, provider), eq(deploymentsTable.externalId, deployment.externalId)));
    const [row] = await app.db.orm
      .insert(deploymentsTable)
      .values({
        provider,
        externalId: deployment.externalId,
        state: deployment.state,
        siteName: deployment.siteName,
        branch: deployment.branch,
        deployUrl: deployment.deployUrl,
        errorMessage: deployment.errorMessage,
        createdAt: deployment.createdAt,
      })
      .onConflictDoUpdate({
        target: [deploymentsTable.provider, deploymentsTable.externalId],
        set: {
          state: sql`excluded.state`,
          branch: sql`excluded.branch`,
          deployUrl: sql`excluded.deploy_url`,
          errorMessage: sql`excluded.error_message`,
          updatedAt: sql`now()`,
        },
      })
      .returning(columns);
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
  const rows = await app.db.orm
    .select(columns)
    .from(deploymentsTable)
    .orderBy(desc(deploymentsTable.createdAt))
    .limit(limit);
  return rows.map(toDeployment);
}

/** Asks the configured providers for news and remembers how the check went. */
export async function refreshDeployments(
  app: FastifyInstance,
  providers = configuredProviders(app),
): Promise<DeploymentCheck> {
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
