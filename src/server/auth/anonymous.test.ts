import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { listPath } from '../../contracts/lists';
import { MEMBER_COUNT_PATH } from '../../contracts/paths';
import { SOCIAL_PATHS, socialPath } from '../../contracts/social';
import { makeList } from '../../../test/fixtures/army';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../test/server/members';
import { removeIdleGuests } from './idle-guests';
import { authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../test/server/auth-support';

/**
 * Anonymous guests through the official auth-js client (issue 20, item 1; decision 0029): a guest
 * who needs the server signs in without an address, keeps what they save when they add one later,
 * and may not do what only members with an account may.
 */

let server: TestApp;
let member: TestMember;

beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  member = await signedUpMember(server, 'Host');
});
afterAll(async () => server.close());

async function anonymousGuest(on = server) {
  const client = authClient(on);
  const { data, error } = await client.signInAnonymously();
  expect(error).toBeNull();
  const token = data.session!.access_token;
  return {
    client,
    user: data.user!,
    token,
    api: (path: string, init: { method?: string; body?: unknown } = {}) => callApi(on, path, { ...init, token }),
  };
}

const memberCount = async () => ((await (await callApi(server, MEMBER_COUNT_PATH)).json()) as { count: number }).count;

describe('anonymous sign-in', () => {
  it('gives a session whose token and user say is_anonymous, with role authenticated', async () => {
    const guest = await anonymousGuest();
    expect(guest.user).toMatchObject({
      role: 'authenticated',
      aud: 'authenticated',
      is_anonymous: true,
      email: '',
      phone: '',
      identities: [],
      app_metadata: { provider: 'anonymous', providers: ['anonymous'] },
    });
    expect(decodeJwt(guest.token)).toMatchObject({
      sub: guest.user.id,
      role: 'authenticated',
      is_anonymous: true,
      amr: [{ method: 'anonymous' }],
    });
    const { data } = await guest.client.getUser();
    expect(data.user).toMatchObject({ id: guest.user.id, is_anonymous: true });
    const refreshed = await guest.client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ sub: guest.user.id, is_anonymous: true });
  });

  it('is announced in /settings as GoTrue does', async () => {
    const settings = await (await fetch(`${server.baseUrl}/auth/v1/settings`)).json();
    expect(settings.external).toMatchObject({ anonymous_users: true });
  });

  it("with AUTH_ANONYMOUS off is refused with GoTrue's message, and creates nobody", async () => {
    const closed = await createTestApp({ AUTH_ANONYMOUS: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const before = await closed.app.db.query('SELECT id FROM auth.users');
      const { data, error } = await authClient(closed).signInAnonymously();
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 422,
        code: 'anonymous_provider_disabled',
        message: 'Anonymous sign-ins are disabled',
      });
      expect(await closed.app.db.query('SELECT id FROM auth.users')).toHaveLength(before.length);
      const settings = await (await fetch(`${closed.baseUrl}/auth/v1/settings`)).json();
      expect(settings.external.anonymous_users).toBe(false);
    } finally {
      await closed.close();
    }
  });

  it('is limited per client address', async () => {
    const limited = await createTestApp({
      AUTH_ANONYMOUS_RATE_LIMIT_PER_HOUR: '2',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    });
    try {
      const results = [];
      for (let attempt = 0; attempt < 3; attempt += 1) results.push(await authClient(limited).signInAnonymously());
      expect(results.slice(0, 2).map((result) => result.error)).toEqual([null, null]);
      expect(results[2]!.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      // Members signing up with an address are not held back by it.
      expect((await authClient(limited).signUp({ email: uniqueEmail(), password: GOOD_PASSWORD })).error).toBeNull();
    } finally {
      await limited.close();
    }
  });

  it('refuses malformed metadata with 400 and a password without an address with 422', async () => {
    const response = await fetch(`${server.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.app.auth.anonKey },
      body: JSON.stringify({ data: 'nope' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
    const guest = await anonymousGuest();
    expect((await guest.client.updateUser({ password: GOOD_PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'validation_failed',
    });
  });
});

describe('linking an e-mail', () => {
  it('keeps the user id and the saved list; the next token is no longer anonymous', async () => {
    const guest = await anonymousGuest();
    const list = { ...makeList([{ unitId: 'warlord' }]), id: 'guest-list-1', name: 'Guest raiders' };
    expect((await guest.api(listPath(list.id), { method: 'PUT', body: { list } })).status).toBe(201);

    const email = uniqueEmail('linked');
    const update = await guest.client.updateUser({ email, password: GOOD_PASSWORD });
    expect(update.error).toBeNull();
    expect(update.data.user).toMatchObject({ id: guest.user.id, is_anonymous: true, new_email: email });
    const code = (await lastMail(server, email))!.code!;
    const verified = await guest.client.verifyOtp({ email, token: code, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: guest.user.id, email, is_anonymous: false });
    expect(verified.data.user!.identities!.map((identity) => identity.provider)).toEqual(['email']);

    // A fresh sign-in with the address and password is the same account, with its list.
    const again = authClient(server);
    const signedIn = await again.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(signedIn.error).toBeNull();
    const token = signedIn.data.session!.access_token;
    expect(decodeJwt(token)).toMatchObject({ sub: guest.user.id, is_anonymous: false, email });
    const saved = await callApi(server, listPath(list.id), { token });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ list: { id: list.id, name: 'Guest raiders' } });
  });

  it('needs no confirmation under AUTH_AUTOCONFIRM, as GoTrue', async () => {
    const quick = await createTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const guest = await anonymousGuest(quick);
      const email = uniqueEmail('quick');
      const update = await guest.client.updateUser({ email, password: GOOD_PASSWORD });
      expect(update.error).toBeNull();
      expect(update.data.user).toMatchObject({ id: guest.user.id, email, is_anonymous: false });
      const refreshed = await guest.client.refreshSession();
      expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({
        sub: guest.user.id,
        is_anonymous: false,
      });
    } finally {
      await quick.close();
    }
  });
});

describe('what guests may not do', () => {
  it('answers messages, comments and friend requests with 403 anonymous_not_allowed', async () => {
    const guest = await anonymousGuest();
    const calls = [
      guest.api(socialPath(SOCIAL_PATHS.messages, { userId: member.id }), { method: 'POST', body: { body: 'hi' } }),
      guest.api(socialPath(SOCIAL_PATHS.comments, { userId: member.id }), { method: 'POST', body: { body: 'hi' } }),
      guest.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: member.id } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: 'anonymous_not_allowed',
        message: expect.stringMatching(/Create an account/),
      });
    }
    // Nothing reached the member.
    const requests = await server.app.db.query('SELECT id FROM friendships WHERE requester_id = $1', [guest.user.id]);
    expect(requests).toEqual([]);
  });

  it('are never counted as members', async () => {
    const before = await memberCount();
    await anonymousGuest();
    await anonymousGuest();
    expect(await memberCount()).toBe(before);
    await signedUpMember(server);
    expect(await memberCount()).toBe(before + 1);
  });
});

describe('idle guests', () => {
  const DAY = 86_400_000;
  const exists = async (id: string) =>
    (await server.app.db.query('SELECT 1 FROM auth.users WHERE id = $1', [id])).length === 1;
  const listsOf = async (id: string) =>
    (await server.app.db.query('SELECT id FROM army_lists WHERE owner_id = $1', [id])).length;

  it('are removed with their data after AUTH_ANONYMOUS_IDLE_DAYS (90) unused; members and recent guests stay', async () => {
    const idle = await anonymousGuest();
    const list = { ...makeList([{ unitId: 'warlord' }]), id: 'idle-list', name: 'Forgotten raiders' };
    expect((await idle.api(listPath(list.id), { method: 'PUT', body: { list } })).status).toBe(201);
    expect(await listsOf(idle.user.id)).toBe(1);

    expect(await removeIdleGuests(server.app.auth, new Date(Date.now() + 89 * DAY))).toBe(0);
    expect(await exists(idle.user.id)).toBe(true);

    const removed = await removeIdleGuests(server.app.auth, new Date(Date.now() + 91 * DAY));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await exists(idle.user.id)).toBe(false);
    expect(await listsOf(idle.user.id)).toBe(0);
    expect(await exists(member.id)).toBe(true);
    // Its refresh token no longer works.
    expect((await idle.client.refreshSession()).error).not.toBeNull();
  });
});
