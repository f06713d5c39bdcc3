import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../domain/auth/auth-state';
import { authError, fakeAuth, fakeSession } from '../../../test/web/fake-auth';
import { AuthProvider, useAuth, type AuthContextValue } from './auth';

const STORAGE_KEY = 'prod.supabase.auth.token';

/** Timers the test fires by hand: the restore and profile timeouts. */
function manualSchedule() {
  const timers = new Map<number, { ms: number; callback: () => void }>();
  let next = 0;
  const schedule: Schedule = (callback, ms) => {
    const id = (next += 1);
    timers.set(id, { ms, callback });
    return () => timers.delete(id);
  };
  return {
    schedule,
    /** Whether a timer of `ms` is running. */
    has: (ms: number) => [...timers.values()].some((timer) => timer.ms === ms),
    fire(ms: number) {
      for (const [id, timer] of [...timers]) {
        if (timer.ms === ms) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
  };
}

let latest: AuthContextValue;
function Probe() {
  latest = useAuth();
  // The state and the notices as they are now (JSON leaves out the functions).
  return <output data-testid="state">{JSON.stringify(latest)}</output>;
}
const state = () => JSON.parse(screen.getByTestId('state').textContent!) as Record<string, unknown>;

function renderProvider(auth: ReturnType<typeof fakeAuth>, schedule: Schedule = manualSchedule().schedule) {
  return render(
    <AuthProvider load={auth.load} schedule={schedule}>
      <Probe />
    </AuthProvider>,
  );
}

/**
 * Opens the page from an e-mail link of this type and waits until auth-js listens, then takes the
 * link out of the address as auth-js does.
 */
async function landFromLink(type: string) {
  window.history.replaceState(
    null,
    '',
    `/#access_token=t&expires_in=3600&refresh_token=r&token_type=bearer&type=${type}`,
  );
  const auth = fakeAuth();
  renderProvider(auth);
  await waitFor(() => expect(auth.listenerCount()).toBeGreaterThan(0));
  window.history.replaceState(null, '', '/');
  return auth;
}

describe('AuthProvider', () => {
  it('makes a visitor with nothing stored a guest at once, without loading the auth client', async () => {
    const auth = fakeAuth();
    renderProvider(auth);
    await waitFor(() =>
      expect(state()).toMatchObject({ isAuthenticated: false, isGuest: true, authReady: true, isLoading: false }),
    );
    expect(auth.loads()).toBe(0);
  });

  it('restores a stored session and takes admin and tester from the profile', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    const tokens: string[] = [];
    const auth = fakeAuth({
      initial: fakeSession('admin-1'),
      roles: async (token) => {
        tokens.push(token);
        return { wab_admin: true, tester: true };
      },
    });
    renderProvider(auth);
    expect(state()).toMatchObject({ isAuthenticated: null, isLoading: true, authReady: false, isGuest: false });
    await waitFor(() =>
      expect(state()).toMatchObject({
        isAuthenticated: true,
        isAdmin: true,
        isTester: true,
        userId: 'admin-1',
        authReady: true,
      }),
    );
    expect(tokens).toEqual(['token-for-admin-1']);
  });

  it('signs in without roles when the profile cannot be read', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    const auth = fakeAuth({ initial: fakeSession(), roles: () => Promise.reject(new Error('500')) });
    renderProvider(auth);
    await waitFor(() => expect(state()).toMatchObject({ isAuthenticated: true, isAdmin: false, isTester: false }));
  });

  it('signs in without roles when the profile read passes 2000 ms', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    const timers = manualSchedule();
    const auth = fakeAuth({ initial: fakeSession(), roles: () => new Promise(() => {}) });
    renderProvider(auth, timers.schedule);
    await waitFor(() => expect(auth.listenerCount()).toBeGreaterThan(0));
    // The profile read has started and its 2000 ms timeout is running.
    await waitFor(() => expect(timers.has(2000)).toBe(true));
    expect(state()).toMatchObject({ isLoading: true });
    act(() => timers.fire(2000));
    await waitFor(() => expect(state()).toMatchObject({ isAuthenticated: true, isAdmin: false, authReady: true }));
  });

  it('becomes a guest when session restore passes 3000 ms, and still follows a later session', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    const timers = manualSchedule();
    const auth = fakeAuth();
    let release: (() => void) | undefined;
    const slowLoad = () => new Promise<typeof auth.module>((resolve) => (release = () => resolve(auth.module)));
    render(
      <AuthProvider load={slowLoad} schedule={timers.schedule}>
        <Probe />
      </AuthProvider>,
    );
    expect(state()).toMatchObject({ isLoading: true });
    act(() => timers.fire(3000));
    await waitFor(() => expect(state()).toMatchObject({ isGuest: true, authReady: true }));
    release!();
    await waitFor(() => expect(auth.listenerCount()).toBeGreaterThan(0));
    act(() => auth.emit('SIGNED_IN', fakeSession('late')));
    await waitFor(() => expect(state()).toMatchObject({ isAuthenticated: true, userId: 'late' }));
  });

  it('re-evaluates on every event: sign-in, recovery, sign-out', async () => {
    const auth = fakeAuth();
    renderProvider(auth);
    await waitFor(() => expect(state()).toMatchObject({ isGuest: true }));
    await act(async () => void (await latest.client()));
    await waitFor(() => expect(auth.listenerCount()).toBe(1));

    act(() => auth.emit('SIGNED_IN', fakeSession('u1')));
    await waitFor(() => expect(state()).toMatchObject({ isAuthenticated: true, userId: 'u1' }));
    act(() => auth.emit('PASSWORD_RECOVERY', fakeSession('u1')));
    await waitFor(() => expect(state()).toMatchObject({ passwordRecovery: true }));
    act(() => auth.emit('SIGNED_OUT', null));
    await waitFor(() =>
      expect(state()).toMatchObject({ isGuest: true, isAuthenticated: false, passwordRecovery: false }),
    );
  });

  it('keeps a recovery across a reload until the new password is saved or the reader signs out', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    const auth = fakeAuth({ initial: fakeSession('u1') });
    const first = renderProvider(auth);
    await waitFor(() => expect(state()).toMatchObject({ isAuthenticated: true, userId: 'u1' }));
    act(() => auth.emit('PASSWORD_RECOVERY', fakeSession('u1')));
    await waitFor(() => expect(state()).toMatchObject({ passwordRecovery: true }));
    expect(window.localStorage.getItem(`${STORAGE_KEY}-password-recovery`)).toBe('u1');

    first.unmount();
    renderProvider(fakeAuth({ initial: fakeSession('u1') }));
    expect(state()).toMatchObject({ passwordRecovery: true, isLoading: true });
    await waitFor(() => expect(state()).toMatchObject({ isAuthenticated: true, passwordRecovery: true }));
    act(() => latest.endPasswordRecovery());
    expect(state()).toMatchObject({ passwordRecovery: false });
    expect(window.localStorage.getItem(`${STORAGE_KEY}-password-recovery`)).toBeNull();
  });

  it('drops a stored recovery that belongs to another account, or ends with a sign-out', async () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    window.localStorage.setItem(`${STORAGE_KEY}-password-recovery`, 'someone-else');
    const auth = fakeAuth({ initial: fakeSession('u2') });
    renderProvider(auth);
    await waitFor(() =>
      expect(state()).toMatchObject({ isAuthenticated: true, userId: 'u2', passwordRecovery: false }),
    );
    expect(window.localStorage.getItem(`${STORAGE_KEY}-password-recovery`)).toBeNull();

    act(() => auth.emit('PASSWORD_RECOVERY', fakeSession('u2')));
    await waitFor(() => expect(state()).toMatchObject({ passwordRecovery: true }));
    act(() => auth.emit('SIGNED_OUT', null));
    await waitFor(() => expect(state()).toMatchObject({ isGuest: true, passwordRecovery: false }));
    expect(window.localStorage.getItem(`${STORAGE_KEY}-password-recovery`)).toBeNull();
  });

  it('notes that a confirmation link signed the reader in', async () => {
    const auth = await landFromLink('signup');
    act(() => auth.emit('SIGNED_IN', fakeSession('new-member')));
    await waitFor(() => expect(state()).toMatchObject({ isAuthenticated: true, accountConfirmed: true }));
    act(() => latest.clearAccountConfirmed());
    expect(state()).toMatchObject({ accountConfirmed: false });
  });

  it('does not call a recovery or magic link a confirmation', async () => {
    const auth = await landFromLink('magiclink');
    act(() => auth.emit('SIGNED_IN', fakeSession('member')));
    await waitFor(() => expect(state()).toMatchObject({ isAuthenticated: true, accountConfirmed: false }));
  });

  it('keeps the error code of an e-mail link that failed', async () => {
    window.history.replaceState(null, '', '/login#error=access_denied&error_code=otp_expired&error_description=x');
    const auth = fakeAuth({
      initializeError: Object.assign(authError('AuthImplicitGrantRedirectError'), { details: { code: 'otp_expired' } }),
    });
    renderProvider(auth);
    await waitFor(() => expect(state()).toMatchObject({ linkError: 'otp_expired', isGuest: true }));
    expect(window.location.hash).toBe('');
    window.history.replaceState(null, '', '/');
  });

  it('signs out a session the server already ended by asking for the user (auth-js keeps it otherwise)', async () => {
    const auth = fakeAuth();
    auth.answers.signOut = async () => ({ data: {}, error: authError('AuthSessionMissingError') });
    renderProvider(auth);
    await waitFor(() => expect(state()).toMatchObject({ isGuest: true }));
    let result: { error: Error | null } | undefined;
    await act(async () => {
      result = await latest.signOut('global');
    });
    expect(result).toEqual({ error: null });
    expect(auth.calls.map((call) => call.method)).toEqual(['signOut', 'getUser']);
    expect(auth.calls[0]!.args).toEqual([{ scope: 'global' }]);

    auth.answers.signOut = async () => ({ data: {}, error: authError('AuthRetryableFetchError', undefined, 0) });
    await act(async () => {
      result = await latest.signOut();
    });
    expect(result?.error?.name).toBe('AuthRetryableFetchError');
  });
});
