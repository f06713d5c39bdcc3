import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';
import type { ProfileRoles } from '../../src/domain/auth/auth-state';
import type { AuthModule } from '../../src/web/lib/auth';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
type Result<Data = unknown> = { data: Data; error: Error | null };

/** A session as auth-js hands it to listeners; only the fields the app reads. */
export function fakeSession(userId = 'user-1', email = 'raven@example.org'): Session {
  return {
    access_token: `token-for-${userId}`,
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: 4_000_000_000,
    token_type: 'bearer',
    user: {
      id: userId,
      email,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    },
  } as Session;
}

/** An anonymous guest's session: no address, marked is_anonymous. */
export function fakeAnonymousSession(userId = 'guest-1'): Session {
  const session = fakeSession(userId);
  return { ...session, user: { ...session.user, email: undefined, is_anonymous: true } };
}

/** An error shaped like auth-js's own (name, code, status), for the paths that read them. */
export function authError(name: string, code?: string, status = 400, message = code ?? name) {
  return Object.assign(new Error(message), { name, code, status });
}

/**
 * A stand-in for the auth-js client: it reports `initial` to each new listener (as auth-js
 * does with INITIAL_SESSION), lets the test emit further events, and answers the calls the
 * pages make with what the test sets in `answers`.
 */
export function fakeAuth({
  initial = null,
  roles = async () => ({ wab_admin: false, tester: false }),
  initializeError = null,
}: {
  initial?: Session | null;
  roles?: (accessToken: string) => Promise<ProfileRoles>;
  initializeError?: Error | null;
} = {}) {
  const listeners = new Set<Listener>();
  let session = initial;
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const answers: Record<string, (...args: unknown[]) => Promise<Result>> = {};
  const answer =
    (method: string, fallback: Result) =>
    async (...args: unknown[]) => {
      calls.push({ method, args });
      return answers[method] ? answers[method](...args) : fallback;
    };

  const client = {
    onAuthStateChange(listener: Listener) {
      listeners.add(listener);
      queueMicrotask(() => listener('INITIAL_SESSION', session));
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    },
    initialize: async () => ({ error: initializeError }),
    getSession: async () => ({ data: { session }, error: null }),
    signInWithPassword: answer('signInWithPassword', { data: {}, error: null }),
    // As auth-js does: a new session for an account without an address, announced as SIGNED_IN.
    signInAnonymously: async () => {
      calls.push({ method: 'signInAnonymously', args: [] });
      const next = fakeAnonymousSession('guest-1');
      emit('SIGNED_IN', next);
      return { data: { user: next.user, session: next }, error: null };
    },
    signUp: answer('signUp', { data: { user: null, session: null }, error: null }),
    signInWithOtp: answer('signInWithOtp', { data: {}, error: null }),
    verifyOtp: answer('verifyOtp', { data: {}, error: null }),
    resend: answer('resend', { data: {}, error: null }),
    resetPasswordForEmail: answer('resetPasswordForEmail', { data: {}, error: null }),
    updateUser: answer('updateUser', { data: {}, error: null }),
    getUser: answer('getUser', { data: { user: session?.user ?? null }, error: null }),
    signOut: answer('signOut', { data: {}, error: null }),
    mfa: {
      getAuthenticatorAssuranceLevel: answer('mfa.getAuthenticatorAssuranceLevel', {
        data: { currentLevel: 'aal1', nextLevel: 'aal1', currentAuthenticationMethods: [] },
        error: null,
      }),
      listFactors: answer('mfa.listFactors', { data: { all: [], totp: [], phone: [] }, error: null }),
      challengeAndVerify: answer('mfa.challengeAndVerify', { data: {}, error: null }),
    },
  };

  function emit(event: AuthChangeEvent, next: Session | null) {
    session = next;
    for (const listener of [...listeners]) listener(event, next);
  }

  const module: AuthModule = {
    authClient: client as unknown as GoTrueClient,
    readProfileRoles: (accessToken) => roles(accessToken),
  };
  let loads = 0;
  return {
    module,
    load: async () => {
      loads += 1;
      return module;
    },
    loads: () => loads,
    calls,
    answers,
    /** Emits an auth event to every listener, as auth-js does after a sign-in or sign-out. */
    emit,
    listenerCount: () => listeners.size,
  };
}

/**
 * A member whose session is stored on this device, as after signing in: the app restores it at
 * start from `fakeAuth`, with these roles.
 */
export function storedMember(roles: ProfileRoles = { wab_admin: false, tester: false }, session = fakeSession()) {
  window.localStorage.setItem('prod.supabase.auth.token', '{}');
  return fakeAuth({ initial: session, roles: async () => roles });
}

/** An admin whose session is stored on this device. */
export const storedAdmin = () => storedMember({ wab_admin: true, tester: false });
