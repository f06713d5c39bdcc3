import fc from 'fast-check';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { signedUpMember, type TestMember } from '../members';
import { testSocket } from '../sockets';
import { signedInAdmin } from './cast';

/**
 * Access tokens that must never work: forged, unsigned, expired, for someone deleted or banned,
 * or not tokens at all. Each is tried on the API, on GoTrue's /auth/v1/user and on the realtime
 * socket. (auth.test.ts covers the GoTrue side of the forged ones; this file adds the rest.)
 */

const SECRET = 'the-real-signing-secret-of-this-test-server-0123456789';
let server: TestApp;
let admin: TestMember;

beforeAll(async () => {
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_JWT_SECRET: SECRET,
    // The realtime fuzz sends its frames faster than a client may; the flood limit has its own tests.
    REALTIME_MAX_FRAMES_PER_SECOND: '1000',
  });
  admin = await signedInAdmin(server);
});
afterAll(async () => server?.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const now = () => Math.floor(Date.now() / 1000);

/** Tokens built from a real member's token that the server must refuse, by name. */
async function badTokens(member: TestMember): Promise<Record<string, string>> {
  const claims = claimsOf(member.token);
  const [header, payload, signature] = member.token.split('.') as [string, string, string];
  const wrongKey = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!');
  return {
    'wrong secret': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(wrongKey),
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg none, signature kept': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
    'HS512 header on an HS256 signature': `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
    'claims raised to service_role': `${header}.${b64({ ...claims, role: 'service_role' })}.${signature}`,
    'someone else as subject': `${header}.${b64({ ...claims, sub: admin.id })}.${signature}`,
    expired: await server.app.auth.jwt.sign({ ...claims, exp: undefined }, now() - 60),
    // (A token without our issuer but signed with the secret is accepted, as GoTrue accepts it: decision 0026.)
    'ES256 from a key we never held': await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: 'not-ours' })
      .sign((await generateKeyPair('ES256')).privateKey),
    'well signed, no session': await server.app.auth.jwt.sign(
      { ...claims, session_id: '00000000-0000-4000-8000-000000000000' },
      now() + 600,
    ),
    'well signed, no sub': await server.app.auth.jwt.sign({ ...claims, sub: undefined }, now() + 600),
    garbage: 'garbage',
    'two segments': `${header}.${payload}`,
    'four segments': `${member.token}.extra`,
    'header not JSON': `${Buffer.from('{not json').toString('base64url')}.${payload}.${signature}`,
    'very long': 'x'.repeat(6000),
  };
}

/** The API's answer: 401 with the stable code `unauthorized`, and no data. */
async function expectApiRefuses(token: string, label: string) {
  const response = await fetch(`${server.baseUrl}/api/profiles/me`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  expect(response.status, `${label}: ${JSON.stringify(body)}`).toBe(401);
  expect(body, label).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
  expect(Object.keys(body).sort(), label).toEqual(['code', 'message']);
}

/** GoTrue's answer for /user: 403 bad_jwt for a token that does not verify, 403/401 for a session that is gone. */
async function authUserStatus(token: string) {
  const response = await fetch(`${server.baseUrl}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { error_code?: string; code?: number } };
}

/**
 * Opens the realtime socket, signs in with the token and reports how the socket was closed
 * (code 0, "still open", when the server has not closed it within 3 s).
 */
async function socketClose(token: string): Promise<{ code: number; reason: string; error?: string }> {
  const socket = await testSocket(server.baseUrl);
  socket.send({ type: 'auth', token });
  const result = await socket.closed(3000).catch(() => ({ code: 0, reason: 'still open' }));
  socket.ws.terminate();
  return { ...result, error: socket.messages.find((message) => message.type === 'error')?.code as string | undefined };
}

describe('forged and broken tokens', () => {
  it('are refused by the API with 401 unauthorized', async () => {
    const member = await signedUpMember(server, 'Forgery');
    for (const [label, token] of Object.entries(await badTokens(member))) await expectApiRefuses(token, label);
    // The member's real token still works: the refusals were about the tokens, not the member.
    expect((await member.api('/api/profiles/me')).status).toBe(200);
  });

  it('are refused by /auth/v1/user with GoTrue codes', async () => {
    const member = await signedUpMember(server, 'Forgery two');
    for (const [label, token] of Object.entries(await badTokens(member))) {
      const { status, body } = await authUserStatus(token);
      expect([401, 403], `${label}: ${JSON.stringify(body)}`).toContain(status);
      expect(['bad_jwt', 'session_not_found', 'user_not_found'], label).toContain(body.error_code);
    }
  });

  it('close the realtime socket with 4001 "invalid token"', async () => {
    const member = await signedUpMember(server, 'Forgery three');
    for (const [label, token] of Object.entries(await badTokens(member))) {
      expect(await socketClose(token), label).toEqual({ code: 4001, reason: 'invalid token', error: 'invalid_token' });
    }
  });

  it('are refused in every malformed Authorization header', async () => {
    const member = await signedUpMember(server, 'Headers');
    for (const header of [
      'Bearer',
      'Bearer ',
      `Basic ${member.token}`,
      `Token ${member.token}`,
      `Bearer ${member.token} extra`,
      `Bearer\t`,
      '',
    ]) {
      const response = await fetch(`${server.baseUrl}/api/profiles/me`, { headers: { authorization: header } });
      expect(response.status, JSON.stringify(header)).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'unauthorized' });
    }
  });
});

describe('tokens of people who may no longer sign in', () => {
  it('refuses the token of a deleted account everywhere', async () => {
    const member = await signedUpMember(server, 'Leaver');
    expect((await admin.api(`/api/admin/users/${member.id}`, { method: 'DELETE' })).status).toBe(200);
    await expectApiRefuses(member.token, 'deleted by an admin');
    expect((await authUserStatus(member.token)).status).toBeGreaterThanOrEqual(401);
    expect(await socketClose(member.token)).toMatchObject({ code: 4001, reason: 'invalid token' });

    const selfDeleted = await signedUpMember(server, 'Self leaver');
    expect((await selfDeleted.api('/api/profiles/me', { method: 'DELETE' })).status).toBe(204);
    await expectApiRefuses(selfDeleted.token, 'deleted by its owner');
    expect(await socketClose(selfDeleted.token)).toMatchObject({ code: 4001 });

    // A token signed with the real secret for someone who never existed.
    const ghost = await server.app.auth.jwt.sign(
      { ...claimsOf(member.token), sub: '00000000-0000-4000-8000-00000000beef' },
      now() + 600,
    );
    await expectApiRefuses(ghost, 'never existed');
    expect(await socketClose(ghost)).toMatchObject({ code: 4001 });
  });

  it('refuses the token of a banned member everywhere', async () => {
    // Banned through the admin screen: the sessions end with the ban.
    const member = await signedUpMember(server, 'Rowdy');
    expect(
      (await admin.api(`/api/admin/users/${member.id}/ban`, { method: 'POST', body: { banned: true } })).status,
    ).toBe(200);
    await expectApiRefuses(member.token, 'banned by an admin');
    expect([401, 403]).toContain((await authUserStatus(member.token)).status);
    expect(await socketClose(member.token)).toMatchObject({ code: 4001, reason: 'invalid token' });

    // Banned by a flag alone (say, straight in the database): the session exists but is refused.
    const flagged = await signedUpMember(server, 'Flagged');
    await server.app.db.query('UPDATE profiles SET banned = true WHERE id = $1', [flagged.id]);
    const response = await flagged.api('/api/profiles/me');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
    // GoTrue answers a banned user with 400 user_banned, as auth-js expects.
    expect(await authUserStatus(flagged.token)).toMatchObject({ status: 400, body: { error_code: 'user_banned' } });
    expect(await socketClose(flagged.token)).toMatchObject({ code: 4001, reason: 'invalid token' });
  });

  it('refuses the token of a deactivated member', async () => {
    const member = await signedUpMember(server, 'Sleeper');
    expect(
      (await admin.api(`/api/admin/users/${member.id}/deactivate`, { method: 'POST', body: { deactivated: true } }))
        .status,
    ).toBe(200);
    expect([401, 403]).toContain((await member.api('/api/profiles/me')).status);
    expect(await socketClose(member.token)).toMatchObject({ code: 4001 });
  });

  it('refuses a token after its session signed out', async () => {
    const member = await signedUpMember(server, 'Leaving');
    const out = await fetch(`${server.baseUrl}/auth/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(out.status).toBe(204);
    await expectApiRefuses(member.token, 'signed out');
    expect(await socketClose(member.token)).toMatchObject({ code: 4001 });
  });
});

describe('fuzzed realtime messages', () => {
  it('never break a signed-in socket: each is answered or ignored, and the socket still answers a ping', async () => {
    const member = await signedUpMember(server, 'Noisy socket');
    const socket = await testSocket(server.baseUrl);
    socket.send({ type: 'auth', token: member.token });
    await socket.next((message) => message.type === 'auth_ok');
    const closed = () => socket.closeEvent?.code ?? null;
    const frame = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc
        .record(
          {
            type: fc.constantFrom('join', 'leave', 'ping', 'auth', 'event', ''),
            channel: fc.oneof(
              fc.string({ maxLength: 120 }),
              fc.constantFrom('game:x', 'dm:', 'notifications:', 'watch:%00', ':::'),
            ),
            ref: fc.string({ maxLength: 80 }),
            token: fc.string({ maxLength: 50 }),
          },
          { requiredKeys: ['type'] },
        )
        .filter((message) => message.type !== 'auth')
        .map((message) => JSON.stringify(message)),
    );
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(frame, async (text) => {
        sent += 1;
        socket.ws.send(text);
        // The hub handles a socket's frames in order: once it answers a `leave` sent after the
        // fuzzed frame, that frame has been handled (or the socket is closed, and the run fails).
        const probe = `probe-${sent}`;
        socket.send({ type: 'leave', channel: probe });
        await socket.next((message) => closed() !== null || (message.type === 'left' && message.channel === probe));
        return closed() === null;
      }),
      { numRuns: 300 },
    );
    const pong = await socket.ping().then(
      () => true,
      () => false,
    );
    expect({ sent, closed: closed(), pong }).toEqual({
      sent: 300,
      closed: null,
      pong: true,
    });
    expect((await member.api('/api/profiles/me')).status).toBe(200);
    socket.ws.close();
  });
});
