/** How often admins' browsers re-check the deployments (spec §6, §9). */
export const DEPLOYMENT_CHECK_INTERVAL_MS = 120_000;

/** The fields of a deployment record the alert reads (spec §3). */
export interface DeploymentRecord {
  state: string;
  site_name: string;
  created_at: string;
  /** Absent from the summaries members get on a preview deployment. */
  deploy_url?: string | null;
}

export type AlertAudience = 'admin' | 'others';

export interface DeploymentAlert<Record extends DeploymentRecord = DeploymentRecord> {
  deployment: Record;
  /** Admins read 'Please check deployment status.'; everyone else 'The team has been notified.' */
  audience: AlertAudience;
  /** The 'View deployment details' target: admins only, and only an http(s) address. */
  detailsUrl: string | null;
}

const timeOf = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
};

/** The newest deployment by created_at; records with an unreadable date never win. */
export function newestDeployment<Record extends DeploymentRecord>(deployments: readonly Record[]): Record | null {
  let newest: Record | null = null;
  let newestTime = -Infinity;
  for (const deployment of deployments) {
    const time = timeOf(deployment.created_at);
    if (time !== null && time > newestTime) {
      newest = deployment;
      newestTime = time;
    }
  }
  return newest;
}

/** A link we are willing to open: http or https only (never javascript: or data:). */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Whether the landing page raises 'Latest Site Deployment Failed' (spec §2, §7): only when the
 * newest deployment failed (state error) on one of the product's own sites. An empty list (or a
 * failed fetch, which the caller passes as an empty list) raises nothing.
 */
export function deploymentAlert<Record extends DeploymentRecord>(
  deployments: readonly Record[],
  siteNames: readonly string[],
  viewer: { isAdmin: boolean },
): DeploymentAlert<Record> | null {
  const newest = newestDeployment(deployments);
  if (!newest || newest.state !== 'error' || !siteNames.includes(newest.site_name)) return null;
  return {
    deployment: newest,
    audience: viewer.isAdmin ? 'admin' : 'others',
    detailsUrl: viewer.isAdmin ? safeExternalUrl(newest.deploy_url) : null,
  };
}
