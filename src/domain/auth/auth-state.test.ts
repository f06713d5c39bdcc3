import { describe, expect, it } from 'vitest';
import {
  AUTH_EVENTS,
  evaluateSession,
  GUEST_STATE,
  LOADING_STATE,
  restoreSession,
  signedInState,
  withTimeout,
  type Schedule,
} from './auth-state';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0;
  const timers: Array<{ at: number; callback: () => void; cancelled: boolean }> = [];
  const schedule: Schedule = (callback, ms) => {
    const timer = { at: now + ms, callback, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  return {
    schedule,
    advance(ms: number) {
      now += ms;
      for (const timer of timers) {
        if (!timer.cancelled && timer.at <= now) {
          timer.cancelled = true;
          timer.callback();
        }
      }
    },
    pending: () => timers.filter((timer) => !timer.cancelled).length,
  };
}

const never = <T>() => new Promise<T>(() => {});
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('auth states', () => {
  it('starts loading, not ready, authentication unknown', () => {
    expect(LOADING_STATE).toMatchObject({ isAuthenticated: null, isLoading: true, authReady: false, isGuest: false });
  });

  it('makes a guest unauthenticated, without roles, and ready', () => {
    expect(GUEST_STATE).toEqual({
      isAuthenticated: false,
      isAdmin: false,
      isWabAdmin: false,
      isTester: false,
      isGuest: true,
      userId: null,
      isLoading: false,
      authReady: true,
    });
  });

  it('gives admin and wab-admin from wab_admin, tester from tester', () => {
    expect(signedInState('u1', { wab_admin: true, tester: false })).toMatchObject({
      isAuthenticated: true,
      isAdmin: true,
      isWabAdmin: true,
      isTester: false,
      isGuest: false,
      userId: 'u1',
      authReady: true,
    });
    expect(signedInState('u1', { wab_admin: false, tester: true })).toMatchObject({ isAdmin: false, isTester: true });
    expect(signedInState('u1', null)).toMatchObject({ isAuthenticated: true, isAdmin: false, isTester: false });
  });

  it('lists the seven session events', () => {
    expect(AUTH_EVENTS).toHaveLength(7);
    expect(AUTH_EVENTS).toContain('MFA_CHALLENGE_VERIFIED');
  });
});

describe('withTimeout', () => {
  it('settles with the value and cancels its timer', async () => {
    const clock = fakeClock();
    await expect(withTimeout(Promise.resolve(3), 100, clock.schedule)).resolves.toEqual({ ok: true, value: 3 });
    expect(clock.pending()).toBe(0);
  });

  it('settles with error for a rejection and timeout when time runs out, never rejecting', async () => {
    const clock = fakeClock();
    await expect(withTimeout(Promise.reject(new Error('x')), 100, clock.schedule)).resolves.toEqual({
      ok: false,
      reason: 'error',
    });
    const slow = withTimeout(never(), 100, clock.schedule);
    clock.advance(99);
    clock.advance(1);
    await expect(slow).resolves.toEqual({ ok: false, reason: 'timeout' });
  });
});

describe('evaluateSession', () => {
  it('is a guest without a session, without reading the profile', async () => {
    const clock = fakeClock();
    let reads = 0;
    const state = await evaluateSession(
      null,
      async () => {
        reads += 1;
        return { wab_admin: true, tester: true };
      },
      { schedule: clock.schedule },
    );
    expect(state).toEqual(GUEST_STATE);
    expect(reads).toBe(0);
  });

  it('reads roles from the profile of the session user', async () => {
    const clock = fakeClock();
    const seen: string[] = [];
    const state = await evaluateSession(
      'user-7',
      async (id) => {
        seen.push(id);
        return { wab_admin: false, tester: true };
      },
      { schedule: clock.schedule },
    );
    expect(seen).toEqual(['user-7']);
    expect(state).toEqual(signedInState('user-7', { wab_admin: false, tester: true }));
  });

  it('gives a member without roles when the profile read fails, throws, or passes the timeout', async () => {
    const clock = fakeClock();
    const failed = await evaluateSession('u', () => Promise.reject(new Error('500')), { schedule: clock.schedule });
    expect(failed).toEqual(signedInState('u', null));
    const thrown = await evaluateSession(
      'u',
      () => {
        throw new Error('sync');
      },
      { schedule: clock.schedule },
    );
    expect(thrown).toEqual(signedInState('u', null));

    const slow = evaluateSession('u', never, { schedule: clock.schedule, profileTimeoutMs: 2000 });
    clock.advance(1999);
    await flush();
    let done = false;
    void slow.then(() => (done = true));
    await flush();
    expect(done).toBe(false);
    clock.advance(1);
    expect(await slow).toEqual(signedInState('u', null));
  });

  it('uses the 2000 ms profile timeout by default', async () => {
    const clock = fakeClock();
    const slow = evaluateSession('u', never, { schedule: clock.schedule });
    clock.advance(2000);
    expect(await slow).toEqual(signedInState('u', null));
  });
});

describe('restoreSession', () => {
  it('returns the stored user, or null when there is none', async () => {
    const clock = fakeClock();
    expect(await restoreSession(Promise.resolve('u1'), { schedule: clock.schedule })).toBe('u1');
    expect(await restoreSession(Promise.resolve(null), { schedule: clock.schedule })).toBeNull();
  });

  it('treats a failed restore, or one slower than 3000 ms, as no session', async () => {
    const clock = fakeClock();
    expect(await restoreSession(Promise.reject(new Error('storage')), { schedule: clock.schedule })).toBeNull();
    const slow = restoreSession(never(), { schedule: clock.schedule });
    clock.advance(3000);
    expect(await slow).toBeNull();
  });
});
