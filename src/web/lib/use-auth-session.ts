import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  evaluateSession,
  GUEST_STATE,
  LOADING_STATE,
  PROFILE_FETCH_TIMEOUT_MS,
  restoreSession,
  SESSION_RESTORE_TIMEOUT_MS,
  type AuthState,
  type Schedule,
} from '../../domain/auth/auth-state';
import {
  hasAuthCallback,
  hasStoredSession,
  landedLinkType,
  readRecovery,
  recoveryKey,
  storageKey,
  writeRecovery,
  type AuthModule,
} from './auth-session';
import { rememberRoles } from './known-roles';
import { realtime } from './realtime';

/** What the e-mail links said, each with the way to put it away once handled. */
export interface AuthNotices {
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
}

/**
 * The session behind AuthProvider: loading at start, then authenticated or guest, with what the
 * e-mail links said (a password recovery, a confirmed account, a link that failed).
 */
export function useAuthSession(load: () => Promise<AuthModule>, schedule: Schedule) {
  const [state, setState] = useState<AuthState>(LOADING_STATE);
  // Taken from storage when mounted (below), so the first render matches a server-rendered page.
  const [passwordRecovery, setPasswordRecovery] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  // Read on the first render, before the client is loaded and clears the fragment.
  const [linkType] = useState(landedLinkType);
  const [accountConfirmed, setAccountConfirmed] = useState(false);
  const [isAnonymous, setIsAnonymous] = useState(false);
  const attached = useRef<Promise<AuthModule> | null>(null);
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
  const notices = useMemo<AuthNotices>(
    () => ({
      passwordRecovery,
      endPasswordRecovery,
      accountConfirmed,
      clearAccountConfirmed,
      linkError,
      clearLinkError,
    }),
    [passwordRecovery, endPasswordRecovery, accountConfirmed, clearAccountConfirmed, linkError, clearLinkError],
  );

  return { state, attach, isAnonymous, notices };
}

/**
 * The id of the account to act with: the signed-in one, or for a guest an anonymous account made
 * once and shared by every caller until sign-out.
 */
export function useEnsureAccount(
  state: AuthState,
  attach: () => Promise<AuthModule>,
  guestAccounts: () => Promise<boolean>,
): () => Promise<string | null> {
  const guestSignIn = useRef<Promise<string | null> | null>(null);
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
  return ensureAccount;
}
