import type { GoTrueClient } from '@supabase/auth-js';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthState, Schedule } from '../../domain/auth/auth-state';
import { setAccessTokenProvider } from './api';
import {
  authModuleRequested,
  browserSchedule,
  guestAccountsAvailable,
  hasStoredSession,
  loadAuthModule,
  signOutWith,
  type AuthModule,
} from './auth-session';
import { useAuthSession, useEnsureAccount, type AuthNotices } from './use-auth-session';

export type { AuthModule } from './auth-session';

export interface AuthContextValue extends AuthState, AuthNotices {
  /** The auth-js client, loaded on first use. */
  client(): Promise<GoTrueClient>;
  /** The session is an anonymous guest account (no address yet): lists are kept online, social actions are not. */
  isAnonymous: boolean;
  /**
   * Whether this server gives guests an anonymous account (`/auth/v1/settings`,
   * `external.anonymous_users`); null until asked (see useGuestAccountsAvailable).
   */
  guestAccountsAvailable(): Promise<boolean>;
  /**
   * The id of the account to act with: the signed-in one, or for a guest a new anonymous account
   * made once and reused afterwards. null when the server gives guests no account (or it failed).
   */
  ensureAccount(): Promise<string | null>;
  /** Ends the session here ('local') or on every device ('global'); the state turns guest. */
  signOut(scope?: 'local' | 'global'): Promise<{ error: Error | null }>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// Requests to our API carry the session's token. Without a stored session and before anything
// loaded the client there is no token, and no reason to load auth-js just to learn that.
setAccessTokenProvider(async () => {
  if (!authModuleRequested() && !hasStoredSession()) return null;
  const { authClient } = await loadAuthModule();
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
});

interface AuthProviderProps {
  children: ReactNode;
  /** Tests hand in a fake module; the app loads the real one on demand. */
  load?: () => Promise<AuthModule>;
  schedule?: Schedule;
  /** Whether the server gives guests an anonymous account; tests answer it themselves. */
  guestAccounts?: () => Promise<boolean>;
}

/**
 * Holds the auth state (spec §4): loading at start, then authenticated or guest. A stored
 * session (or a link's session in the URL) is restored within 3 s, else the visitor is a guest;
 * guests with nothing stored are resolved at once and auth-js loads only when a page needs it.
 * Every session event re-evaluates the state; only the latest evaluation is applied.
 */
export function AuthProvider({
  children,
  load = loadAuthModule,
  schedule = browserSchedule,
  guestAccounts = guestAccountsAvailable,
}: AuthProviderProps) {
  const { state, attach, isAnonymous, notices } = useAuthSession(load, schedule);
  const ensureAccount = useEnsureAccount(state, attach, guestAccounts);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      ...notices,
      isAnonymous: state.isAuthenticated === true && isAnonymous,
      guestAccountsAvailable: guestAccounts,
      ensureAccount,
      client: async () => (await attach()).authClient,
      signOut: (scope = 'local') => signOutWith(async () => (await attach()).authClient, scope),
    }),
    [state, notices, attach, isAnonymous, guestAccounts, ensureAccount],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state and the auth client; only inside AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth is used outside AuthProvider');
  return value;
}

/**
 * For a guest, whether the server would give them an anonymous account (false until known);
 * always false for someone signed in, who needs none.
 */
export function useGuestAccountsAvailable(): boolean {
  const { isGuest, guestAccountsAvailable: ask } = useAuth();
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!isGuest) return;
    let active = true;
    void ask().then((answer) => {
      if (active) setAvailable(answer);
    });
    return () => {
      active = false;
    };
  }, [isGuest, ask]);
  return isGuest && available;
}
