import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  evaluateSession,
  GUEST_STATE,
  LOADING_STATE,
  PROFILE_FETCH_TIMEOUT_MS,
  restoreSession,
  SESSION_RESTORE_TIMEOUT_MS,
  type AuthState,
  type ProfileRoles,
  type Schedule,
} from '../../domain/auth/auth-state';
import { authStorageKey } from '../../domain/environment';
import { setAccessTokenProvider, whileSigningOut } from './api';
import { environment } from './environment';
import { rememberRoles } from './known-roles';
import { realtime } from './realtime';

/** What the lazily loaded auth module hands over (see auth-client.ts). */
export interface AuthModule {
  authClient: GoTrueClient;
  readProfileRoles(accessToken: string, signal?: AbortSignal): Promise<ProfileRoles>;
}

export interface AuthContextValue extends AuthState {
  /** The auth-js client, loaded on first use. */
  client(): Promise<GoTrueClient>;
  /**
   * Set by a password-recovery link (PASSWORD_RECOVERY) until the password is changed or the user
   * signs out, across reloads and tabs: until then the app asks for the new password instead of
   * showing the signed-in pages.
   */
  passwordRecovery: boolean;
  endPasswordRecovery(): void;
  /** A sign-up confirmation link brought the reader here and signed them in; cleared once announced. */
  accountConfirmed: boolean;
  clearAccountConfirmed(): void;
  /** The error code of an e-mail link that did not work (expired or used), if this page was opened from one. */
  linkError: string | null;
  clearLinkError(): void;
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

const storageKey = authStorageKey(environment);
const browserSchedule: Schedule = (callback, ms) => {
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

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

/** An e-mail link landed here with a session or an error in the URL for auth-js to read. */
function hasAuthCallback(): boolean {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return hash.has('access_token') || hash.has('error_description') || hash.has('error_code');
}

/**
 * The kind of e-mail link that brought a session here (`signup`, `recovery`, `magiclink`…), read
 * before auth-js empties the URL fragment. Our client uses implicit links (decision 0008), so the
 * type always travels in the fragment with the tokens.
 */
function landedLinkType(): string | null {
  if (typeof window === 'undefined') return null;
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return hash.has('access_token') ? hash.get('type') : null;
}

/**
 * Whose recovery session still has to choose a new password. Kept beside the session (an auth
 * key, so app updates keep it), so a reload or another tab does not drop the reader into the
 * signed-in app with a password they no longer know.
 */
const recoveryKey = `${storageKey}-password-recovery`;
function readRecovery(): string | null {
  try {
    return window.localStorage.getItem(recoveryKey);
  } catch {
    return null;
  }
}
function writeRecovery(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(recoveryKey, userId);
    else window.localStorage.removeItem(recoveryKey);
  } catch {
    // Without storage the recovery lasts as long as this page, as auth-js's own event does.
  }
}

// Requests to our API carry the session's token. Without a stored session and before anything
// loaded the client there is no token, and no reason to load auth-js just to learn that.
setAccessTokenProvider(async () => {
  if (!authModule && !hasStoredSession()) return null;
  const { authClient } = await loadAuthModule();
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
});

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

function authBaseUrl(): string {
  return `${(window.__ROOKERY_BACKEND_URL__ ?? window.location.origin).replace(/\/+$/, '')}/auth/v1`;
}

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
  const [state, setState] = useState<AuthState>(LOADING_STATE);
  // Taken from storage when mounted (below), so the first render matches a server-rendered page.
  const [passwordRecovery, setPasswordRecovery] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  // Read on the first render, before the client is loaded and clears the fragment.
  const [linkType] = useState(landedLinkType);
  const [accountConfirmed, setAccountConfirmed] = useState(false);
  const [isAnonymous, setIsAnonymous] = useState(false);
  const attached = useRef<Promise<AuthModule> | null>(null);
  const guestSignIn = useRef<Promise<string | null> | null>(null);
  const evaluation = useRef(0);
  const disposers = useRef<Array<() => void>>([]);

  const evaluate = useCallback(
    (module: AuthModule, session: Session | null) => {
      const ticket = ++evaluation.current;
      const token = session?.access_token;
      const controller = new AbortController();
      const userId = session?.user?.id ?? null;
      const readRoles = async () => {
        const roles = await module.readProfileRoles(token!, controller.signal);
        if (userId) rememberRoles(userId, roles);
        return roles;
      };
      void evaluateSession(userId, readRoles, {
        schedule,
        profileTimeoutMs: PROFILE_FETCH_TIMEOUT_MS,
      }).then((next) => {
        controller.abort();
        if (ticket === evaluation.current) setState(next);
      });
    },
    [schedule],
  );

  /** Loads the client once and listens to it; resolves when listening. */
  const attach = useCallback((): Promise<AuthModule> => {
    attached.current ??= load().then((module) => {
      const { data } = module.authClient.onAuthStateChange((event: AuthChangeEvent, session) => {
        if (event === 'PASSWORD_RECOVERY') {
          writeRecovery(session?.user.id ?? null);
          setPasswordRecovery(session !== null);
        }
        if (event === 'SIGNED_OUT') {
          writeRecovery(null);
          setPasswordRecovery(false);
        }
        if (event === 'SIGNED_IN' && session && linkType === 'signup') setAccountConfirmed(true);
        setIsAnonymous(session?.user.is_anonymous === true);
        // The realtime socket authenticates with the current token (and drops it on sign-out).
        realtime.setToken(session?.access_token ?? null);
        // auth-js holds its lock while it notifies; work that calls it back must wait a tick.
        window.setTimeout(() => evaluate(module, session), 0);
      });
      disposers.current.push(() => data.subscription.unsubscribe());
      void module.authClient.initialize().then(({ error }) => {
        // auth-js empties a link's fragment but leaves its '#' behind.
        if (!error && window.location.href.endsWith('#'))
          window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
        if (!error) return;
        const code = (error as { code?: string; details?: { code?: string } }).details?.code ?? error.code;
        setLinkError(code ?? 'unexpected_failure');
        // auth-js leaves a failed link's error in the URL; drop it so a reload does not show it again.
        if (hasAuthCallback())
          window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      });
      return module;
    });
    attached.current.catch(() => {
      attached.current = null;
    });
    return attached.current;
  }, [evaluate, load, linkType]);

  // A recovery that belongs to nobody here (signed out meanwhile, or another account) is over.
  useEffect(() => {
    if (!state.authReady) return;
    const owner = readRecovery();
    if (owner !== null && owner !== state.userId) {
      writeRecovery(null);
      setPasswordRecovery(false);
    }
  }, [state.authReady, state.userId]);

  useEffect(() => {
    let active = true;
    if (hasStoredSession() && readRecovery() !== null) setPasswordRecovery(true);
    if (hasStoredSession() || hasAuthCallback()) {
      // Restore: the first session auth-js reports, or guest when that fails or takes over 3 s.
      const firstUser = attach().then(
        (module) =>
          new Promise<string | null>((resolve) => {
            const { data } = module.authClient.onAuthStateChange((_event, session) => {
              resolve(session?.user?.id ?? null);
              window.setTimeout(() => data.subscription.unsubscribe(), 0);
            });
          }),
      );
      void restoreSession(firstUser, { schedule, restoreTimeoutMs: SESSION_RESTORE_TIMEOUT_MS }).then((userId) => {
        if (active && userId === null) {
          evaluation.current += 1;
          setState((current) => (current.isLoading ? GUEST_STATE : current));
        }
      });
    } else {
      setState((current) => (current.isLoading ? GUEST_STATE : current));
    }
    // Another tab signing in writes the session: start listening then.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey && event.newValue) void attach();
      if (event.key === recoveryKey) setPasswordRecovery(event.newValue !== null);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [attach, schedule]);

  useEffect(
    () => () => {
      for (const dispose of disposers.current.splice(0)) dispose();
      attached.current = null;
    },
    [],
  );

  const endPasswordRecovery = useCallback(() => {
    writeRecovery(null);
    setPasswordRecovery(false);
  }, []);
  const clearLinkError = useCallback(() => setLinkError(null), []);
  const clearAccountConfirmed = useCallback(() => setAccountConfirmed(false), []);

  const ensureAccount = useCallback(async (): Promise<string | null> => {
    if (state.isAuthenticated && state.userId) return state.userId;
    // One anonymous account per guest: concurrent callers share the same sign-in.
    guestSignIn.current ??= (async () => {
      if (!(await guestAccounts())) return null;
      const { authClient } = await attach();
      const { data: current } = await authClient.getSession();
      if (current.session) return current.session.user.id;
      const { data, error } = await authClient.signInAnonymously();
      if (error || !data.user) return null;
      return data.user.id;
    })().then(
      (userId) => {
        if (!userId) guestSignIn.current = null;
        return userId;
      },
      () => {
        guestSignIn.current = null;
        return null;
      },
    );
    return guestSignIn.current;
  }, [attach, guestAccounts, state.isAuthenticated, state.userId]);

  // Signing out ends the guest account here too; the next need makes a new one.
  useEffect(() => {
    if (state.authReady && !state.isAuthenticated) guestSignIn.current = null;
  }, [state.authReady, state.isAuthenticated]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAnonymous: state.isAuthenticated === true && isAnonymous,
      guestAccountsAvailable: guestAccounts,
      ensureAccount,
      client: async () => (await attach()).authClient,
      passwordRecovery,
      endPasswordRecovery,
      accountConfirmed,
      clearAccountConfirmed,
      linkError,
      clearLinkError,
      signOut: async (scope = 'local') => {
        try {
          const { authClient } = await attach();
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
      },
    }),
    [
      state,
      attach,
      isAnonymous,
      guestAccounts,
      ensureAccount,
      passwordRecovery,
      linkError,
      accountConfirmed,
      endPasswordRecovery,
      clearLinkError,
      clearAccountConfirmed,
    ],
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
