import type { GoTrueClient } from '@supabase/auth-js';
import { afterEach, describe, expect, it } from 'vitest';
import { hasAuthCallback, landedLinkType, readRecovery, signOutWith, writeRecovery } from './auth-session';

const landOn = (hash: string) => window.history.replaceState(null, '', `/${hash}`);

describe('auth session helpers', () => {
  afterEach(() => landOn(''));

  it('tells an e-mail link with a session or an error from a plain page', () => {
    landOn('#access_token=abc&type=signup');
    expect(hasAuthCallback()).toBe(true);
    expect(landedLinkType()).toBe('signup');
    landOn('#error_code=otp_expired');
    expect(hasAuthCallback()).toBe(true);
    expect(landedLinkType()).toBeNull();
    landOn('#section-2');
    expect(hasAuthCallback()).toBe(false);
    expect(landedLinkType()).toBeNull();
  });

  it('remembers whose recovery is open until it is cleared', () => {
    expect(readRecovery()).toBeNull();
    writeRecovery('user-1');
    expect(readRecovery()).toBe('user-1');
    writeRecovery(null);
    expect(readRecovery()).toBeNull();
  });

  it('signs out, and treats a session the server already ended as signed out', async () => {
    const calls: string[] = [];
    const client = (error: Error | null) =>
      Promise.resolve({
        signOut: ({ scope }: { scope: string }) => {
          calls.push(`signOut ${scope}`);
          return Promise.resolve({ error });
        },
        getUser: () => {
          calls.push('getUser');
          return Promise.resolve({});
        },
      } as unknown as GoTrueClient);
    expect(await signOutWith(() => client(null), 'global')).toEqual({ error: null });
    const missing = Object.assign(new Error('gone'), { name: 'AuthSessionMissingError' });
    expect(await signOutWith(() => client(missing), 'local')).toEqual({ error: null });
    expect(calls).toEqual(['signOut global', 'signOut local', 'getUser']);
    const refused = new Error('refused');
    expect(await signOutWith(() => client(refused), 'local')).toEqual({ error: refused });
  });

  it('returns a failure to load the client as the error', async () => {
    const result = await signOutWith(() => Promise.reject(new Error('offline')), 'local');
    expect(result.error?.message).toBe('offline');
  });
});
