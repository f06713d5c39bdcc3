/**
 * Who is using the app, as the spec's auth state (§3, §4, §6): loading at start, then
 * authenticated or guest. Roles come from the profile; any failure to read it means no roles.
 */
export interface AuthState {
  /** null while loading, then true (a session with a user) or false (guest). */
  isAuthenticated: boolean | null;
  isAdmin: boolean;
  isWabAdmin: boolean;
  isTester: boolean;
  /** No session. */
  isGuest: boolean;
  userId: string | null;
  isLoading: boolean;
  /** Loading is over and isAuthenticated is known. */
  authReady: boolean;
}

/** The profile flags roles are read from. */
export interface ProfileRoles {
  wab_admin: boolean;
  tester: boolean;
}

/** The events the auth client emits; every one of them re-evaluates the state (§4). */
export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

/** §9: how long session restore and the profile read may take before defaults apply. */
export const SESSION_RESTORE_TIMEOUT_MS = 3000;
export const PROFILE_FETCH_TIMEOUT_MS = 2000;

export const LOADING_STATE: AuthState = Object.freeze({
  isAuthenticated: null,
  isAdmin: false,
  isWabAdmin: false,
  isTester: false,
  isGuest: false,
  userId: null,
  isLoading: true,
  authReady: false,
});

export const GUEST_STATE: AuthState = Object.freeze({
  isAuthenticated: false,
  isAdmin: false,
  isWabAdmin: false,
  isTester: false,
  isGuest: true,
  userId: null,
  isLoading: false,
  authReady: true,
});

/** A signed-in user; without roles (the profile could not be read) they are neither admin nor tester. */
export function signedInState(userId: string, roles: ProfileRoles | null): AuthState {
  const admin = roles?.wab_admin === true;
  return {
    isAuthenticated: true,
    isAdmin: admin,
    isWabAdmin: admin,
    isTester: roles?.tester === true,
    isGuest: false,
    userId,
    isLoading: false,
    authReady: true,
  };
}

/** Starts a timer and returns a function that cancels it (setTimeout in the browser, a fake in tests). */
export type Schedule = (callback: () => void, ms: number) => () => void;

export type Outcome<Value> = { ok: true; value: Value } | { ok: false; reason: 'timeout' | 'error' };

/** Settles with the work's value, or with the reason it failed or ran out of time. Never rejects. */
export function withTimeout<Value>(work: Promise<Value>, ms: number, schedule: Schedule): Promise<Outcome<Value>> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome<Value>) => {
      if (settled) return;
      settled = true;
      cancel();
      resolve(outcome);
    };
    const cancel = schedule(() => settle({ ok: false, reason: 'timeout' }), ms);
    work.then(
      (value) => settle({ ok: true, value }),
      () => settle({ ok: false, reason: 'error' }),
    );
  });
}

export interface EvaluateOptions {
  schedule: Schedule;
  profileTimeoutMs?: number;
}

/**
 * The state for a session's user (null: no session). With a user, the roles are read from the
 * profile; a failure or a read slower than the timeout gives a member without roles.
 */
export async function evaluateSession(
  userId: string | null,
  readRoles: (userId: string) => Promise<ProfileRoles>,
  { schedule, profileTimeoutMs = PROFILE_FETCH_TIMEOUT_MS }: EvaluateOptions,
): Promise<AuthState> {
  if (!userId) return GUEST_STATE;
  let roles: Promise<ProfileRoles>;
  try {
    roles = readRoles(userId);
  } catch (error) {
    roles = Promise.reject(error);
  }
  const outcome = await withTimeout(roles, profileTimeoutMs, schedule);
  return signedInState(userId, outcome.ok ? outcome.value : null);
}

/**
 * Waits for the stored session's user id (null when there is none). Restore that fails or takes
 * longer than the timeout counts as no session: the visitor continues as a guest.
 */
export async function restoreSession(
  read: Promise<string | null>,
  { schedule, restoreTimeoutMs = SESSION_RESTORE_TIMEOUT_MS }: { schedule: Schedule; restoreTimeoutMs?: number },
): Promise<string | null> {
  const outcome = await withTimeout(read, restoreTimeoutMs, schedule);
  return outcome.ok ? outcome.value : null;
}
