import { GoTrueClient } from '@supabase/auth-js';
import { PROFILE_ME_PATH, profileSchema } from '../../contracts/profiles';
import { authStorageKey } from '../../domain/environment';
import type { ProfileRoles } from '../../domain/auth/auth-state';
import { apiFetch } from './api';
import { clientConfig } from './client-config';
import { environment } from './environment';

declare global {
  interface Window {
    /** Overrides where the auth service lives (spec §7); defaults to this site. */
    __ROOKERY_BACKEND_URL__?: string;
    /** Overrides the public key sent as `apikey`; defaults to the one the server put in the page. */
    __ROOKERY_PUBLIC_KEY__?: string;
  }
}

const backendUrl = (window.__ROOKERY_BACKEND_URL__ ?? window.location.origin).replace(/\/+$/, '');

/**
 * The one auth client of the app: the unmodified auth-js GoTrueClient against our /auth/v1.
 * It keeps the session under the spec's storage key, refreshes it before it expires (checked
 * every 30 s, paused while the tab is hidden) and picks up sessions from e-mail links.
 * Loaded on demand (see auth.tsx) so guests' first page load does not carry it.
 */
export const authClient = new GoTrueClient({
  url: `${backendUrl}/auth/v1`,
  headers: { apikey: window.__ROOKERY_PUBLIC_KEY__ ?? clientConfig.anonKey },
  storageKey: authStorageKey(environment),
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  // Links in e-mails carry the session in the URL fragment, so they work in any browser,
  // not only the one that asked for them (which PKCE would require).
  flowType: 'implicit',
});

/** The roles of the signed-in user, read with the session's own token. */
export async function readProfileRoles(accessToken: string, signal?: AbortSignal): Promise<ProfileRoles> {
  const profile = await apiFetch(PROFILE_ME_PATH, profileSchema, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal,
  });
  return { wab_admin: profile.wab_admin, tester: profile.tester };
}
