import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, memberCountSchema, profileSchema } from '../../../contracts/profiles';
import { adminClient, authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../../test/server/auth-support';
import { makeList } from '../../../../test/fixtures/army';
import { asGameId, emptyGame } from '../../../domain/game/game-state';
import { totpCode } from '../../auth/totp';
import { createTestApp, type TestApp } from '../../../../test/server/app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '50' });
});
afterAll(async () => server.close());

const api = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
  });

/** A confirmed, signed-in member with a username; returns the client and the access token. */
async function member(username = `Raven${Math.floor(performance.now() * 1000) % 1_000_000}`) {
  const email = uniqueEmail();
  const client = authClient(server);
  await client.signUp({ email, password: GOOD_PASSWORD, options: { data: { username } } });
  const { data, error } = await client.verifyOtp({
    email,
    token: (await lastMail(server, email))!.code!,
    type: 'signup',
  });
  expect(error).toBeNull();
  return { client, email, username, userId: data.user!.id, token: data.session!.access_token };
}

const memberCount = async () => memberCountSchema.parse(await (await api('/api/stats/members')).json()).count;

describe('GET /api/profiles/me', () => {
  it('needs a signed-in member', async () => {
    const response = await api('/api/profiles/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthorized' });
    expect((await api('/api/profiles/me', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it("returns the member's own profile, never cached", async () => {
    const { token, userId, username } = await member();
    const response = await api('/api/profiles/me', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const profile = profileSchema.parse(await response.json());
    expect(profile).toMatchObject({ id: userId, username, wab_admin: false, tester: false });
    expect(profile.wab_id).toMatch(/^WAB-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });
});

describe('GET /api/profiles/me/export', () => {
  it('needs a signed-in member', async () => {
    expect((await api('/api/profiles/me/export')).status).toBe(401);
  });

  it('downloads the account, profile, sign-in methods and security log, without secrets', async () => {
    const { token, userId, email, username, client } = await member();
    await client.signInWithPassword({ email, password: GOOD_PASSWORD });
    const response = await api('/api/profiles/me/export', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rookery-data-WAB-[\w-]+\.json"$/,
    );
    const text = await response.text();
    const data = accountExportSchema.parse(JSON.parse(text));
    expect(data.account).toMatchObject({ id: userId, email, user_metadata: { username } });
    expect(data.account.email_confirmed_at).not.toBeNull();
    expect(data.profile).toMatchObject({ id: userId, username });
    expect(data.identities).toEqual([expect.objectContaining({ provider: 'email', email })]);
    expect(data.security_log.map((entry) => entry.action)).toEqual(expect.arrayContaining(['user_signedup', 'login']));
    expect(text).not.toMatch(/argon2|encrypted_password|secret|refresh_token/);
    expect(data).toMatchObject({
      lists: [],
      collection: [],
      data_reports: [],
      games: [],
      messages: [],
      comments: { written: [], received: [] },
    });
  });

  it('holds what the member keeps here: their own army lists, not those of others', async () => {
    const owner = await member();
    const other = await member();
    const saved = { ...makeList([{ unitId: 'warlord' }]), id: 'export-list', name: 'Frost Warband' };
    for (const { token } of [owner, other]) {
      const put = await api('/api/lists/export-list', {
        method: 'PUT',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ list: saved }),
      });
      expect(put.status, await put.text()).toBeLessThan(300);
    }
    const response = await api('/api/profiles/me/export', { token: owner.token });
    const data = accountExportSchema.parse(await response.json());
    expect(data.lists).toEqual([
      expect.objectContaining({ list: expect.objectContaining({ id: 'export-list', name: 'Frost Warband' }) }),
    ]);
  });

  it('holds their online games, the messages they sent and received, and the comments they wrote or were left', async () => {
    const [owner, friend, stranger] = [await member(), await member(), await member()];
    const { games, social } = server.app.repositories;
    const newGame = async (hostId: string) => {
      const id = randomUUID();
      const code = id.replace(/-/g, '');
      await games.create({
        id,
        hostId,
        joinCode: code.slice(0, 6).toUpperCase(),
        spectatorCode: code.slice(0, 16),
        state: emptyGame(asGameId(id)),
        commands: [],
      });
      return id;
    };
    const hosted = await newGame(owner.userId);
    await newGame(stranger.userId);
    const theirs = await social.messages.ensureConversation(owner.userId, friend.userId);
    await social.messages.insert(theirs, friend.userId, owner.userId, 'Good game!');
    await social.messages.insert(theirs, owner.userId, friend.userId, 'Rematch?');
    const elsewhere = await social.messages.ensureConversation(friend.userId, stranger.userId);
    await social.messages.insert(elsewhere, friend.userId, stranger.userId, 'Not for the owner');
    await social.comments.insert(friend.userId, owner.userId, 'Well played');
    await social.comments.insert(owner.userId, friend.userId, 'Fine painting');
    await social.comments.insert(stranger.userId, friend.userId, 'Not about the owner');

    const response = await api('/api/profiles/me/export', { token: owner.token });
    const data = accountExportSchema.parse(await response.json());
    expect(data.games).toEqual([expect.objectContaining({ id: hosted, role: 'host', phase: 'setup', ended_at: null })]);
    expect(data.messages.map((message) => [message.sender_id, message.body])).toEqual([
      [friend.userId, 'Good game!'],
      [owner.userId, 'Rematch?'],
    ]);
    expect(data.comments.written.map((comment) => [comment.profile_id, comment.body])).toEqual([
      [friend.userId, 'Well played'],
    ]);
    expect(data.comments.received.map((comment) => [comment.author.username, comment.body])).toEqual([
      [friend.username, 'Fine painting'],
    ]);
  });
});

describe('DELETE /api/profiles/me', () => {
  it('needs a signed-in member and deletes nothing without one', async () => {
    const before = await memberCount();
    const response = await api('/api/profiles/me', { method: 'DELETE' });
    expect(response.status).toBe(401);
    expect(await memberCount()).toBe(before);
  });

  it('removes the account and everything personal, logs it, and leaves other members alone', async () => {
    const other = await member();
    const gone = await member();
    await gone.client.updateUser({ email: uniqueEmail('next') });
    const before = await memberCount();
    const db = server.database.db;

    const response = await api('/api/profiles/me', { method: 'DELETE', token: gone.token });
    expect(response.status).toBe(204);

    expect(await memberCount()).toBe(before - 1);
    for (const [table, column] of [
      ['auth.users', 'id'],
      ['profiles', 'id'],
      ['auth.identities', 'user_id'],
      ['auth.sessions', 'user_id'],
      ['auth.refresh_tokens', 'user_id'],
      ['auth.one_time_tokens', 'user_id'],
    ]) {
      expect(await db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [gone.userId]), table).toEqual([]);
    }
    expect(await db.query('SELECT 1 FROM email_outbox WHERE lower(to_address) = lower($1)', [gone.email])).toEqual([]);
    const [audit] = await db.query<{ action: string; payload: unknown }>(
      'SELECT action, payload FROM auth.audit_log WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [gone.userId],
    );
    expect(audit).toEqual({ action: 'user_deleted', payload: { by: 'self' } });

    expect((await api('/api/profiles/me', { token: gone.token })).status).toBe(401);
    const signIn = await authClient(server).signInWithPassword({ email: gone.email, password: GOOD_PASSWORD });
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
    expect((await api('/api/profiles/me', { token: other.token })).status).toBe(200);
  });

  it('lets the client drop the ended session: getUser answers session_not_found and signs out', async () => {
    const gone = await member();
    const events: string[] = [];
    gone.client.onAuthStateChange((event) => void events.push(event));
    await api('/api/profiles/me', { method: 'DELETE', token: gone.token });
    const { error } = await gone.client.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
    expect((await gone.client.getSession()).data.session).toBeNull();
    expect(events).toContain('SIGNED_OUT');
  });

  it('asks an account with an authenticator app for a session that passed it', async () => {
    const { client, email, userId } = await member();
    const enrolled = await client.mfa.enroll({ factorType: 'totp' });
    const factor = enrolled.data!;
    expect(
      (await client.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, Date.now()) }))
        .error,
    ).toBeNull();

    const fresh = authClient(server);
    const { data } = await fresh.signInWithPassword({ email, password: GOOD_PASSWORD });
    const refused = await api('/api/profiles/me', { method: 'DELETE', token: data.session!.access_token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'forbidden' });
    expect(await server.database.db.query('SELECT 1 FROM auth.users WHERE id = $1', [userId])).toHaveLength(1);

    const verified = await fresh.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, Date.now() + 30_000),
    });
    expect(verified.error).toBeNull();
    const allowed = await api('/api/profiles/me', { method: 'DELETE', token: verified.data!.access_token });
    expect(allowed.status).toBe(204);
  });

  it('is refused for a banned member', async () => {
    const { token, userId } = await member();
    await server.database.db.query('UPDATE profiles SET banned = true WHERE id = $1', [userId]);
    expect((await api('/api/profiles/me', { method: 'DELETE', token })).status).toBe(403);
    expect(await server.database.db.query('SELECT 1 FROM auth.users WHERE id = $1', [userId])).toHaveLength(1);
    expect((await adminClient(server).getUserById(userId)).data.user?.id).toBe(userId);
  });
});
