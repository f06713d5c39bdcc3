import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ME_PATH } from '../../contracts/paths';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { testSocket } from '../../../test/server/sockets';
import { METADATA_MAX_BYTES, METADATA_MAX_DEPTH } from './metadata';
import { adminClient, authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../test/server/auth-support';

/**
 * Regression tests for the defects an outside probe reproduced: account take-over by a repeat
 * sign-up, answers that told registered addresses apart, sessions that outlived a password
 * change, unbounded metadata and bodies, and limits a forged header could dodge.
 */

const UNIFORM_MS = 250;
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100',
    AUTH_UNIFORM_RESPONSE_MS: String(UNIFORM_MS),
    SITE_URL: 'http://rookery.test',
  });
});
afterAll(async () => server.close());

const authUrl = (path: string) => `${server.baseUrl}/auth/v1${path}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(authUrl(path), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function confirmedMember(email = uniqueEmail('hardened')) {
  const client = authClient(server);
  await client.signUp({ email, password: GOOD_PASSWORD });
  const { error } = await client.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' });
  expect(error).toBeNull();
  return { client, email };
}

/** The shape of a JSON value: its keys and the types of its leaves, values left out. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

describe('a repeat sign-up', () => {
  it('never changes the password or metadata of an unconfirmed account; it only resends the confirmation', async () => {
    const email = uniqueEmail('owner');
    const owner = authClient(server);
    await owner.signUp({ email, password: GOOD_PASSWORD, options: { data: { username: 'Owner' } } });
    const first = await lastMail(server, email);

    const intruder = await authClient(server).signUp({
      email,
      password: 'Intruder-Pass-2026',
      options: { data: { username: 'Intruder', role: 'admin' } },
    });
    expect(intruder.error).toBeNull();
    const resent = await lastMail(server, email);
    expect(resent?.template).toBe('confirmation');
    expect(resent?.code).not.toBe(first?.code);

    // The owner confirms with the newest code; the account is theirs as it was.
    const verified = await owner.verifyOtp({ email, token: resent!.code!, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.user_metadata).toEqual({ username: 'Owner' });
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();
    expect((await authClient(server).signInWithPassword({ email, password: 'Intruder-Pass-2026' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
  });
});

describe('answers that do not tell registered addresses apart', () => {
  it('gives a new and a registered address sign-up answers of one shape', async () => {
    const { email: registered } = await confirmedMember();
    const pending = uniqueEmail('pending');
    await post('/signup', { email: pending, password: GOOD_PASSWORD });
    const data = { username: 'Raven', language: 'es' };
    const answers = await Promise.all(
      [uniqueEmail('fresh'), registered, pending].map(async (email) => {
        const response = await post('/signup', { email, password: GOOD_PASSWORD, data });
        expect(response.status).toBe(200);
        return (await response.json()) as Record<string, unknown>;
      }),
    );
    const [fresh, ...others] = answers;
    for (const other of others) expect(shapeOf(other)).toEqual(shapeOf(fresh));
    for (const answer of answers) {
      expect(answer).toMatchObject({ user_metadata: data, is_anonymous: false });
      expect(answer.identities).toHaveLength(1);
    }
  });

  it('answers sign-up, recover, otp and resend no sooner than the uniform time, for registered and unknown addresses', async () => {
    const { email: registered } = await confirmedMember();
    const figures: Record<string, { registered: number[]; unknown: number[] }> = {};
    const calls: Array<[string, (email: string) => Promise<Response>]> = [
      ['signup', (email) => post('/signup', { email, password: GOOD_PASSWORD })],
      ['recover', (email) => post('/recover', { email })],
      ['otp', (email) => post('/otp', { email, create_user: false })],
      ['resend', (email) => post('/resend', { type: 'signup', email })],
    ];
    for (const [name, call] of calls) {
      figures[name] = { registered: [], unknown: [] };
      for (let round = 0; round < 5; round += 1) {
        for (const kind of ['registered', 'unknown'] as const) {
          const answer = await timed(() => call(kind === 'registered' ? registered : uniqueEmail('nobody')));
          expect(answer.status, `${name} ${kind}: ${answer.body}`).toBe(200);
          expect(answer.ms).toBeGreaterThanOrEqual(UNIFORM_MS - 5);
          figures[name]![kind].push(answer.ms);
        }
      }
      // The answers themselves are the same bytes apart from the sign-up's fresh ids and times.
    }
    console.log(
      'enumeration timing (ms, median/p95):',
      Object.entries(figures)
        .map(
          ([name, { registered: r, unknown: u }]) =>
            `${name} registered ${median(r).toFixed(0)}/${p95(r).toFixed(0)} unknown ${median(u).toFixed(0)}/${p95(u).toFixed(0)}`,
        )
        .join('; '),
    );
  });
});

/** What GET /user answers for an access token (auth-js hides a 403 behind a local sign-out). */
async function userAnswer(token: string) {
  const response = await fetch(authUrl('/user'), { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, ...((await response.json()) as Record<string, unknown>) };
}

describe('sessions end with a password change', () => {
  it('ends every other session and refresh token, and keeps the one that changed it', async () => {
    const { client: phone, email } = await confirmedMember();
    const laptop = authClient(server);
    expect((await laptop.signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();
    const laptopSession = (await laptop.getSession()).data.session!;

    expect((await phone.updateUser({ password: 'Brand-New-Pass-2026' })).error).toBeNull();

    expect(await userAnswer(laptopSession.access_token)).toMatchObject({ status: 403, error_code: 'session_not_found' });
    expect((await laptop.refreshSession({ refresh_token: laptopSession.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect((await phone.getUser()).error).toBeNull();
    expect((await phone.refreshSession()).error).toBeNull();
  });

  it('ends every other session when the password is changed through a recovery code', async () => {
    const { client: thief, email } = await confirmedMember();
    const thiefSession = (await thief.getSession()).data.session!;
    const owner = authClient(server);
    expect((await owner.resetPasswordForEmail(email)).error).toBeNull();
    const recovery = await lastMail(server, email);
    expect(recovery?.template).toBe('recovery');
    expect((await owner.verifyOtp({ email, token: recovery!.code!, type: 'recovery' })).error).toBeNull();
    expect((await owner.updateUser({ password: 'Recovered-Pass-2026' })).error).toBeNull();

    expect(await userAnswer(thiefSession.access_token)).toMatchObject({ status: 403, error_code: 'session_not_found' });
    expect((await thief.refreshSession({ refresh_token: thiefSession.refresh_token })).error).not.toBeNull();
    expect((await authClient(server).signInWithPassword({ email, password: 'Recovered-Pass-2026' })).error).toBeNull();
  });
});

describe('sockets close when their sessions end', () => {
  /** A confirmed member with a realtime socket signed in and listening to their notifications. */
  async function listeningMember() {
    const { client } = await confirmedMember();
    const session = (await client.getSession()).data.session!;
    const socket = await testSocket(server.baseUrl);
    await socket.join(session.access_token, `notifications:${session.user.id}`);
    return { client, session, socket };
  }

  it('closes them at once on sign-out everywhere, an admin ban and account deletion; others stay open', async () => {
    const bystander = await listeningMember();
    const admin = adminClient(server);

    const signedOut = await listeningMember();
    expect((await signedOut.client.signOut({ scope: 'global' })).error).toBeNull();
    expect(await signedOut.socket.closed()).toMatchObject({ code: 4005 });

    const banned = await listeningMember();
    expect((await admin.updateUserById(banned.session.user.id, { ban_duration: '24h' })).error).toBeNull();
    expect(await banned.socket.closed()).toMatchObject({ code: 4005 });

    const removed = await listeningMember();
    expect((await admin.deleteUser(removed.session.user.id)).error).toBeNull();
    expect(await removed.socket.closed()).toMatchObject({ code: 4005 });

    const leaving = await listeningMember();
    const deleted = await fetch(`${server.baseUrl}${PROFILE_ME_PATH}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${leaving.session.access_token}` },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await leaving.socket.closed()).toMatchObject({ code: 4005 });

    // Whoever else was listening still is: a ping after all of that is answered.
    await bystander.socket.ping();
    expect(bystander.socket.closeEvent).toBeNull();
    bystander.socket.ws.close();
  });
});

describe('bounded user data', () => {
  const nested = (levels: number) => {
    let value: Record<string, unknown> = { leaf: true };
    for (let level = 1; level < levels; level += 1) value = { next: value };
    return value;
  };

  it('refuses metadata that is too large or too deep with a 422, and stores nothing', async () => {
    const { client, email } = await confirmedMember();
    const huge = { notes: 'x'.repeat(METADATA_MAX_BYTES) };
    const deep = nested(METADATA_MAX_DEPTH + 1);
    for (const data of [huge, deep]) {
      const update = await client.updateUser({ data });
      expect(update.error).toMatchObject({ status: 422, code: 'validation_failed' });
      expect(update.error?.message).toMatch(/user_metadata may/);
      const signup = await post('/signup', { email: uniqueEmail('big'), password: GOOD_PASSWORD, data });
      expect(signup.status).toBe(422);
    }
    expect((await client.updateUser({ data: nested(METADATA_MAX_DEPTH) })).error).toBeNull();
    // Sign-in still works and its token stays small.
    const again = await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.session!.access_token.length).toBeLessThan(8 * 1024);
  });

  it('answers a body nested 5,000 levels deep with 400 on every auth route, and a NUL in stored JSON with 400', async () => {
    const { client } = await confirmedMember();
    const token = (await client.getSession()).data.session!.access_token;
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const routes: Array<[string, string]> = [
      ['POST', '/verify'],
      ['POST', '/token?grant_type=password'],
      ['POST', '/otp'],
      ['POST', '/signup'],
      ['POST', '/resend'],
      ['POST', '/recover'],
      ['PUT', '/user'],
    ];
    for (const [method, path] of routes) {
      const response = await fetch(authUrl(path), {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: deep,
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
    }
    const api = await fetch(`${server.baseUrl}/api/lists`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: deep,
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ code: 'validation_failed' });

    const nul = await client.updateUser({ data: { motto: 'ravens\u0000fly' } });
    expect(nul.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await client.getUser()).data.user?.user_metadata).not.toHaveProperty('motto');
  });

  it('answers a body over the limit with the 413 JSON answer, read by a client that sends all of it first', async () => {
    const url = new URL(server.baseUrl);
    const body = Buffer.alloc(6 * 1024 * 1024, 'a');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname);
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        `POST /auth/v1/signup HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      // A client that writes the whole body before reading: a server that hung up early gives EPIPE.
      socket.write(body, (error) => (error ? reject(error) : undefined));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"error_code":"request_too_large"');
  });
});

describe('limits no header changes', () => {
  it('trusts X-Forwarded-For only from loopback by default, so a forged one from elsewhere is ignored', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 8; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          remoteAddress: '198.51.100.20',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index}` },
          payload: { email: `nobody${index}@example.org`, password: 'not-the-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);

      // A proxy on the same machine still speaks for its clients.
      const proxied = await limited.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
        payload: { email: 'nobody@example.org', password: 'not-the-password' },
      });
      expect(proxied.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('pauses sign-in for an account after too many wrong passwords, whatever address they come from', async () => {
    const limited = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_AUTOCONFIRM: 'true',
      AUTH_FAILED_SIGN_IN_LIMIT: '4',
      TRUST_PROXY: 'true',
    });
    try {
      const signIn = (email: string, password: string, index: number) =>
        fetch(`${limited.baseUrl}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index}` },
          body: JSON.stringify({ email, password }),
        });
      const victim = uniqueEmail('victim');
      const bystander = uniqueEmail('bystander');
      for (const email of [victim, bystander]) {
        expect((await authClient(limited).signUp({ email, password: GOOD_PASSWORD })).error).toBeNull();
      }
      const unknown = uniqueEmail('unknown');
      for (const email of [victim, unknown]) {
        const statuses = await Promise.all(
          Array.from({ length: 12 }, async (_, index) => (await signIn(email, 'wrong-password', index)).status),
        );
        expect(statuses.filter((status) => status === 400)).toHaveLength(4);
        expect(statuses.filter((status) => status === 429)).toHaveLength(8);
      }
      // The right password waits too, while the account is paused; other accounts are untouched.
      const paused = await signIn(victim, GOOD_PASSWORD, 99);
      expect(paused.status).toBe(429);
      expect(await paused.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
      expect((await signIn(bystander, GOOD_PASSWORD, 98)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('clears an account’s failed attempts when it signs in', async () => {
    const limited = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_AUTOCONFIRM: 'true',
      AUTH_FAILED_SIGN_IN_LIMIT: '3',
    });
    try {
      const email = uniqueEmail('forgetful');
      const client = authClient(limited);
      expect((await client.signUp({ email, password: GOOD_PASSWORD })).error).toBeNull();
      for (let round = 0; round < 3; round += 1) {
        for (let miss = 0; miss < 2; miss += 1) {
          expect((await client.signInWithPassword({ email, password: 'wrong-password' })).error).toMatchObject({
            code: 'invalid_credentials',
          });
        }
        expect((await client.signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();
      }
    } finally {
      await limited.close();
    }
  });
});
