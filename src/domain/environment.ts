export const ENVIRONMENTS = ['local', 'preview', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export interface EnvironmentRules {
  productionHosts: readonly string[];
  previewMarkers: readonly string[];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

/**
 * Local hosts mean local development, hosts with a preview marker mean preview, and
 * everything else (the product's own hosts, or a club's self-hosted domain) is production.
 */
export function detectEnvironment(hostname: string, rules: EnvironmentRules): Environment {
  const host = hostname.trim().toLowerCase();
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || host.endsWith('.local')) return 'local';
  if (rules.productionHosts.some((production) => production.toLowerCase() === host)) return 'production';
  if (rules.previewMarkers.some((marker) => marker && host.includes(marker.toLowerCase()))) return 'preview';
  return 'production';
}

/** Storage keys are prefixed preview_ on preview hosts and prod_ otherwise (spec §9). */
export function storagePrefix(environment: Environment): 'preview_' | 'prod_' {
  return environment === 'preview' ? 'preview_' : 'prod_';
}

/** The auth session's storage key (spec §9). */
export function authStorageKey(environment: Environment): string {
  return environment === 'preview' ? 'preview.supabase.auth.token' : 'prod.supabase.auth.token';
}

/**
 * Where the content comes from (spec §9): the live database, the local development setup, or
 * preview placeholders. Local and preview content show the fallback member count, for instance.
 */
export type ContentMode = 'live' | 'local' | 'preview';

/** What a developer may choose for their own browser, and only on a local host. */
export type ContentModeChoice = 'live' | 'local';

/**
 * Preview hosts, and an admin's preview switch, give preview content. A local host gives local
 * content unless the developer chose live content there. Any other host is live, whatever is stored.
 */
export function contentMode(environment: Environment, input: { preview: boolean; stored: string | null }): ContentMode {
  if (environment === 'preview' || input.preview) return 'preview';
  if (environment === 'local') return input.stored === 'live' ? 'live' : 'local';
  return 'live';
}

/** A non-local host holding a choice of local content must drop it and reload (spec §4). */
export function hasContentModeMismatch(environment: Environment, stored: string | null): boolean {
  return environment !== 'local' && stored === 'local';
}
