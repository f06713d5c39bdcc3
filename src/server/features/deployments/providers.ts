import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** One deployment as any provider reports it. */
export interface ProviderDeployment {
  externalId: string;
  state: string;
  siteName: string;
  branch: string | null;
  deployUrl: string | null;
  errorMessage: string | null;
  createdAt: Date;
}

/** A source of deployment records that can be asked for the latest ones. */
export interface DeploymentProvider {
  readonly name: string;
  fetchLatest(): Promise<ProviderDeployment[]>;
}

/** Only http(s) addresses are kept, so a stored link can never run script when opened. */
function httpUrlOrNull(value: string | null): string | null {
  return value && /^https?:\/\//i.test(value) ? value : null;
}

/** The fields we read from Netlify's documented deploy objects (GET /sites/{site_id}/deploys). */
const netlifyDeploySchema = z.object({
  id: z.string(),
  state: z.string(),
  name: z.string().optional(),
  site_id: z.string().optional(),
  branch: z.string().nullable().optional(),
  deploy_ssl_url: z.string().nullable().optional(),
  deploy_url: z.string().nullable().optional(),
  error_message: z.string().nullable().optional(),
  created_at: z.string(),
});

export function netlifyProvider(options: { apiUrl: string; token: string; siteIds: string[]; fetch?: typeof fetch }): DeploymentProvider {
  const request = options.fetch ?? fetch;
  return {
    name: 'netlify',
    async fetchLatest() {
      const all: ProviderDeployment[] = [];
      for (const siteId of options.siteIds) {
        const response = await request(`${options.apiUrl.replace(/\/$/, '')}/sites/${encodeURIComponent(siteId)}/deploys?per_page=10`, {
          headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`Netlify answered ${response.status} for site ${siteId}`);
        const deploys = z.array(netlifyDeploySchema).parse(await response.json());
        for (const deploy of deploys) {
          all.push({
            externalId: deploy.id,
            state: deploy.state,
            siteName: deploy.name ?? siteId,
            branch: deploy.branch ?? null,
            deployUrl: httpUrlOrNull(deploy.deploy_ssl_url ?? deploy.deploy_url ?? null),
            errorMessage: deploy.error_message ?? null,
            createdAt: new Date(deploy.created_at),
          });
        }
      }
      return all;
    },
  };
}

/** The webhook's signature: `sha256=<hex HMAC of the raw body>`. */
export function signWebhook(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function verifyWebhookSignature(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signWebhook(secret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
