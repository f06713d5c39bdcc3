import type { GoTrueClient } from '@supabase/auth-js';
import type { ProfileRoles, Schedule } from '../../domain/auth/auth-state';
import { authStorageKey } from '../../domain/environment';
import { whileSigningOut } from './api';
import { environment } from './environment';

/** What the lazily loaded auth module hands over (see auth-client.ts). */
export interface AuthModule {
  authClient: GoTrueClient;
  readProfileRoles(accessToken: string, signal?: AbortSignal): Promise<ProfileRoles>;
}

export const storageKey = authStorageKey(environment);
export const browserSchedule: Schedule = (callback, ms) => {
  const timer = window.setTimeout(callback, ms);
  return () => window.clearTimeout(timer);
};

let authModule: Promise<AuthModule> | null = null;
/** Loads auth-js once; every caller shares the same client. */
export function loadAuthModule(): Promise<AuthModule> {
  authModule ??= import('./auth-client').catch((error: unknown) => {
    authModule = null;
    throw error;
  });
  return authModule;
}

/** Whether anything has asked for auth-js on this page yet. */
export const authModuleRequested = (): boolean => authModule !== null;

export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

/** An e-mail link landed here with a session or an error in the URL for auth-js to read. */
export function hasAuthCallback(): boolean {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return hash.has('access_token') || hash.has('error_description') || hash.has('error_code');
}

/**
 * The kind of e-mail link that brought a session here (`signup`, `recovery`, `magiclink`…), read
 * before auth-js empties the URL fragment. Our client uses implicit links (decision 0008), so the
 * type always travels in the fragment with the tokens.
 */
export function landedLinkType(): string | null {
  if (typeof window === 'undefined') return null;
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return hash.has('access_token') ? hash.get('type') : null;
}

/**
 * Whose recovery session still has to choose a new password. Kept beside the session (an auth
 * key, so app updates keep it), so a reload or another tab does not drop the reader into the
 * signed-in app with a password they no longer know.
 */
export const recoveryKey = `${storageKey}-password-recovery`;
export function readRecovery(): string | null {
  try {
    return window.localStorage.getItem(recoveryKey);
  } catch {
    return null;
  }
}
export function writeRecovery(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(recoveryKey, userId);
    else window.localStorage.removeItem(recoveryKey);
  } catch {
    // Without storage the recovery lasts as long as this page, as auth-js's own event does.
  }
}

let guestSettings: Promise<boolean> | null = null;
/**
 * Whether the server gives guests an anonymous account, asked once per page. Read from the auth
 * service's public settings, as GoTrue reports it; when that cannot be read, guests keep today's
 * path (sign in first).
 */
export function guestAccountsAvailable(): Promise<boolean> {
  guestSettings ??= fetch(`${authBaseUrl()}/settings`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`settings ${response.status}`);
      const body = (await response.json()) as { external?: { anonymous_users?: unknown } };
      return body.external?.anonymous_users === true;
    })
    .catch(() => {
      guestSettings = null;
      return false;
    });
  return guestSettings;
}

/** Tests start each case without the answer of the one before. */
export function forgetGuestSettings(): void {
  guestSettings = null;
}

export function authBaseUrl(): string {
  return `${(window.__ROOKERY_BACKEND_URL__ ?? window.location.origin).replace(/\/+$/, '')}/auth/v1`;
}

/**
 * Ends the session here ('local') or on every device ('global'). Never throws: a failure comes back
 * as the error.
 */
export async function signOutWith(
  client: () => Promise<GoTrueClient>,
  scope: 'local' | 'global',
): Promise<{ error: Error | null }> {
  try {
    const authClient = await client();
    return await whileSigningOut(async () => {
      const { error } = await authClient.signOut({ scope });
      if (!error) return { error: null };
      // auth-js 2.90 keeps a session the server already ended (supabase-js#1616); asking
      // for the user gets session_not_found, on which auth-js drops it and signs out.
      if (error.name !== 'AuthSessionMissingError') return { error };
      await authClient.getUser();
      return { error: null };
    });
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}
