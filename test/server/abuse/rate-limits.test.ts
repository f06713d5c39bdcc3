import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_COMMANDS } from '../../fixtures/game';
import { befriend } from '../social-helpers';
import { createTestApp, type TestApp } from '../app';
import { callApi, signedUpMember, type TestMember } from '../members';
import { signedInAdmin, tester } from './cast';

/**
 * Bursts against the endpoints people could use to pester others or guess their way in. Each
 * is limited per member (client error reports per address); the sign-in limits are covered in
 * auth/limits.test.ts. A burst is sent all at once, as a script would.
 */

const LIMIT = 5;
const BURST = LIMIT + 4;
let server: TestApp;
let admin: TestMember;

beforeAll(async () => {
  server = await createTestApp({ MEMBER_RATE_LIMIT_PER_MINUTE: String(LIMIT), AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await signedInAdmin(server);
});
afterAll(async () => server?.close());

/** Sends the burst in parallel and sorts the answers into allowed and limited. */
async function burst(send: (index: number) => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: BURST }, (_, index) => send(index)));
  const limited = responses.filter((response) => response.status === 429);
  for (const response of limited) {
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
  }
  const allowed = responses.filter((response) => response.status !== 429);
  for (const response of allowed) await response.arrayBuffer();
  expect(allowed.every((response) => response.status < 500)).toBe(true);
  return { allowed: allowed.length, limited: limited.length, statuses: allowed.map((response) => response.status) };
}

const count = async (sql: string, params: unknown[]) => (await server.app.db.query<{ n: number }>(sql, params))[0]!.n;

describe('bursts against abuse-prone endpoints', () => {
  it('limits direct messages per sender, and stores only the allowed ones', async () => {
    const [sender, recipient, bystander] = await Promise.all([
      signedUpMember(server, 'Chatty'),
      signedUpMember(server, 'Quiet'),
      signedUpMember(server, 'Calm'),
    ]);
    await befriend(sender, recipient);
    await befriend(bystander, recipient);
    const result = await burst((index) =>
      sender.api(`/api/social/messages/${recipient.id}`, { method: 'POST', body: { body: `spam ${index}` } }),
    );
    expect(result).toMatchObject({ allowed: LIMIT, limited: BURST - LIMIT });
    expect(await count('SELECT count(*)::int AS n FROM direct_messages WHERE sender_id = $1', [sender.id])).toBe(LIMIT);
    // Someone else writing to the same person is not held back.
    const other = await bystander.api(`/api/social/messages/${recipient.id}`, {
      method: 'POST',
      body: { body: 'hello' },
    });
    expect(other.status).toBe(201);
  });

  it('limits profile comments per author', async () => {
    const [author, owner] = await Promise.all([signedUpMember(server, 'Wordy'), signedUpMember(server, 'Owner')]);
    await befriend(author, owner);
    const result = await burst((index) =>
      author.api(`/api/social/profiles/${owner.id}/comments`, { method: 'POST', body: { body: `comment ${index}` } }),
    );
    expect(result).toMatchObject({ allowed: LIMIT, limited: BURST - LIMIT });
    expect(await count('SELECT count(*)::int AS n FROM profile_comments WHERE author_id = $1', [author.id])).toBe(
      LIMIT,
    );
  });

  it('limits friend requests per sender', async () => {
    const sender = await signedUpMember(server, 'Eager');
    const targets = await Promise.all(
      Array.from({ length: BURST }, (_, index) => signedUpMember(server, `Target${index}`)),
    );
    const result = await burst((index) =>
      sender.api('/api/social/friend-requests', { method: 'POST', body: { user_id: targets[index]!.id } }),
    );
    expect(result).toMatchObject({ allowed: LIMIT, limited: BURST - LIMIT });
    expect(await count('SELECT count(*)::int AS n FROM friendships WHERE requester_id = $1', [sender.id])).toBe(LIMIT);
  });

  it('limits reports per reporter', async () => {
    const reporter = await signedUpMember(server, 'Tattler');
    const result = await burst(() =>
      reporter.api('/api/social/reports', {
        method: 'POST',
        body: { kind: 'comment', target_id: crypto.randomUUID(), reason: 'spam' },
      }),
    );
    expect(result).toMatchObject({ allowed: LIMIT, limited: BURST - LIMIT });
  });

  it('limits avatar uploads per member', async () => {
    const uploader = await signedUpMember(server, 'Vain');
    const result = await burst(() =>
      uploader.api('/api/profiles/me/avatar', {
        method: 'PUT',
        body: new Uint8Array([1, 2, 3]),
        headers: { 'content-type': 'application/octet-stream' },
      }),
    );
    expect(result.limited).toBe(BURST - LIMIT);
    expect(result.statuses.every((status) => status >= 400 && status < 500)).toBe(true);
  });

  it('limits join-code guesses per member, even for a code that exists', async () => {
    const host = await tester(server, admin, 'Host');
    const guesser = await tester(server, admin, 'Guesser');
    const created = await host.api('/api/games', {
      method: 'POST',
      body: {
        commands: SETUP_COMMANDS.map((command, index) => ({ id: `s-${index}`, at: new Date().toISOString(), command })),
      },
    });
    expect(created.status).toBe(201);
    const { joinCode } = (await created.json()) as { joinCode: string };
    const result = await burst((index) =>
      guesser.api('/api/games/join', { method: 'POST', body: { code: `ZZZZ${index}${index}` } }),
    );
    expect(result).toMatchObject({ allowed: LIMIT, limited: BURST - LIMIT });
    expect(result.statuses.every((status) => status === 404 || status === 400)).toBe(true);
    // Over the limit, even the right code waits for the next minute.
    const right = await guesser.api('/api/games/join', { method: 'POST', body: { code: joinCode } });
    expect(right.status).toBe(429);
  });

  it('limits client error reports per address', async () => {
    const report = { message: 'boom', stack: 'at x', url: `${server.baseUrl}/`, release: '1' };
    const result = await burst(() => callApi(server, '/api/client-errors', { method: 'POST', body: report }));
    expect(result).toMatchObject({ allowed: LIMIT, limited: BURST - LIMIT });
  });

  it('keeps reading open while writing is limited', async () => {
    const reader = await signedUpMember(server, 'Reader');
    const friend = await signedUpMember(server, 'Pen pal');
    await befriend(reader, friend);
    await burst((index) =>
      reader.api(`/api/social/messages/${friend.id}`, { method: 'POST', body: { body: `m${index}` } }),
    );
    const statuses = await Promise.all(
      Array.from({ length: BURST }, () => reader.api(`/api/social/messages/${friend.id}`)),
    );
    expect(statuses.map((response) => response.status)).toEqual(Array(BURST).fill(200));
    await Promise.all(statuses.map((response) => response.arrayBuffer()));
  });
});

describe('per-address limits and X-Forwarded-For', () => {
  const signIn = (base: string, forwardedFor: string) =>
    fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' }),
    });

  it('cannot be dodged by a changing X-Forwarded-For when the server trusts no proxy', async () => {
    const direct = await createTestApp({ TRUST_PROXY: 'false', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    try {
      const statuses = await Promise.all(
        Array.from({ length: BURST }, async (_, index) => {
          const response = await signIn(direct.baseUrl, `203.0.113.${index}`);
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMIT);
    } finally {
      await direct.close();
    }
  });

  it('counts each forwarded client on its own behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    try {
      const statuses = await Promise.all(
        Array.from({ length: BURST }, async (_, index) => {
          const response = await signIn(proxied.baseUrl, `203.0.113.${index}`);
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(statuses.filter((status) => status === 429)).toEqual([]);
    } finally {
      await proxied.close();
    }
  });
});
