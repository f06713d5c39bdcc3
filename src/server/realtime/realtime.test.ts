import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../test/server/auth-support';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { sendNotification } from '../features/notifications/notifications-repository';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { testSocket } from '../../../test/server/sockets';
import { describeNeeding, POSTGRES_MISSING } from '../../../scripts/test-requirements';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100' });
});
afterAll(async () => server.close());

async function member(target: TestApp = server) {
  const email = uniqueEmail();
  const client = authClient(target);
  await client.signUp({ email, password: GOOD_PASSWORD });
  await client.verifyOtp({ email, token: (await lastMail(target, email))!.code!, type: 'signup' });
  const session = (await client.getSession()).data.session!;
  return { id: session.user.id, token: session.access_token, email };
}

/** Signs the member in again: a second session, with its own token. */
async function anotherSession(email: string, target: TestApp = server) {
  const { data, error } = await authClient(target).signInWithPassword({ email, password: GOOD_PASSWORD });
  if (error) throw error;
  return data.session.access_token;
}

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { session_id: string }).session_id;

async function signedInSocket(token: string, baseUrl = server.baseUrl) {
  const s = await socket(baseUrl);
  s.send({ type: 'auth', token });
  await s.next((m) => m.type === 'auth_ok');
  return s;
}

const socket = testSocket;

describe('realtime hub', () => {
  it('delivers a new notification to its recipient live, and to nobody else', async () => {
    const alice = await member();
    const bob = await member();
    const a = await socket(server.baseUrl);
    a.send({ type: 'auth', token: alice.token });
    await a.next((m) => m.type === 'auth_ok');
    a.send({ type: 'join', channel: `notifications:${alice.id}`, ref: '1' });
    await a.next((m) => m.type === 'joined');

    a.send({ type: 'join', channel: `notifications:${bob.id}`, ref: '2' });
    expect(await a.next((m) => m.ref === '2')).toMatchObject({ type: 'error', code: 'forbidden' });

    await sendNotification(server.app, {
      recipientId: alice.id,
      type: 'friend_request',
      content: { sender_name: 'Bob' },
    });
    // Delivery time is a figure of npm run bench:realtime; here, that it arrives by itself.
    const event = await a.next((m) => m.type === 'event');
    expect(event).toMatchObject({
      channel: `notifications:${alice.id}`,
      event: 'INSERT',
      payload: { type: 'friend_request', read: false },
    });

    // Events reach a hub in the order they were published: once a later one for alice has arrived,
    // bob's would have too.
    await sendNotification(server.app, { recipientId: bob.id, type: 'friend_request' });
    await sendNotification(server.app, { recipientId: alice.id, type: 'profile_comment' });
    await a.next((m) => m.type === 'event' && (m.payload as { type?: string }).type === 'profile_comment');
    expect(
      a.messages.filter((m) => m.type === 'event').map((m) => (m.payload as { recipient_id?: string }).recipient_id),
    ).toEqual([alice.id, alice.id]);
    a.ws.close();
  });

  it('closes the socket with a clear reason for an invalid token', async () => {
    const s = await socket(server.baseUrl);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      s.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    s.send({ type: 'auth', token: 'not-a-token' });
    expect(await closed).toEqual({ code: 4001, reason: 'invalid token' });
  });

  it('answers bad messages without closing, and pings', async () => {
    const s = await socket(server.baseUrl);
    s.ws.send('not json');
    expect(await s.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_message' });
    s.send({ type: 'ping' });
    await s.next((m) => m.type === 'pong');
    s.send({ type: 'join', channel: 'nonsense' });
    expect(await s.next((m) => m.code === 'forbidden')).toBeTruthy();
    s.ws.close();
  });

  it('handles messages in order, so a join right after auth succeeds', async () => {
    const alice = await member();
    const s = await socket(server.baseUrl);
    s.send({ type: 'auth', token: alice.token });
    s.send({ type: 'join', channel: `notifications:${alice.id}`, ref: 'fast' });
    expect(await s.next((m) => m.ref === 'fast')).toMatchObject({ type: 'joined' });
    s.ws.close();
  });

  it('reports its connections', async () => {
    const s = await socket(server.baseUrl);
    await s.next((m) => m.type === 'welcome');
    expect(server.app.realtime.stats().connections).toBeGreaterThanOrEqual(1);
    s.ws.close();
  });
});

describe('ending sessions', () => {
  it("closes the other sessions' sockets with keepSessionId, then all of them without; nobody else's", async () => {
    const alice = await member();
    const bob = await member();
    const secondToken = await anotherSession(alice.email);
    expect(sessionIdOf(secondToken)).not.toBe(sessionIdOf(alice.token));
    const kept = await signedInSocket(alice.token);
    const other = await signedInSocket(secondToken);
    const bystander = await signedInSocket(bob.token);

    await server.app.realtime.endSessions(alice.id, { keepSessionId: sessionIdOf(alice.token) });
    await other.next((m) => m.type === 'session_ended');
    expect(await other.closed()).toEqual({ code: 4005, reason: 'session ended' });
    await kept.ping();
    await bystander.ping();
    expect(kept.messages.some((m) => m.type === 'session_ended')).toBe(false);

    await server.app.realtime.endSessions(alice.id);
    await kept.next((m) => m.type === 'session_ended');
    expect(await kept.closed()).toEqual({ code: 4005, reason: 'session ended' });
    await bystander.ping();
    expect(bystander.closeEvent).toBeNull();
    expect(bystander.messages.some((m) => m.type === 'session_ended')).toBe(false);
    bystander.ws.close();
  });

  it('is what signing out the other sessions does to their sockets', async () => {
    const alice = await member();
    const secondToken = await anotherSession(alice.email);
    const current = await signedInSocket(alice.token);
    const other = await signedInSocket(secondToken);
    const response = await fetch(`${server.baseUrl}/auth/v1/logout?scope=others`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(response.status).toBe(204);
    expect(await other.closed()).toEqual({ code: 4005, reason: 'session ended' });
    await current.ping();
    current.ws.close();
  });

  it('cannot be ordered by a client, nor by an event payload', async () => {
    const alice = await member();
    const s = await signedInSocket(alice.token);
    s.send({ type: 'join', channel: `notifications:${alice.id}`, ref: 'n' });
    await s.next((m) => m.ref === 'n');
    s.send({ control: 'end_sessions', userId: alice.id });
    s.send({ type: 'end_sessions', userId: alice.id });
    await s.ping();
    expect(s.messages.filter((m) => m.code === 'bad_message')).toHaveLength(2);

    await server.app.realtime.publish(`notifications:${alice.id}`, 'INSERT', {
      control: 'end_sessions',
      userId: alice.id,
    });
    expect(await s.next((m) => m.type === 'event')).toMatchObject({ payload: { control: 'end_sessions' } });
    await s.ping();
    expect(s.closeEvent).toBeNull();
    s.ws.close();
  });
});

describe('notifications API', () => {
  it('lists only my notifications, newest first, and lets only me mark them read', async () => {
    const alice = await member();
    const bob = await member();
    const first = await sendNotification(server.app, {
      recipientId: alice.id,
      type: 'direct_message',
      content: { sender_name: 'Bob' },
    });
    const second = await sendNotification(server.app, {
      recipientId: alice.id,
      type: 'profile_comment',
      content: { sender_name: 'Cy' },
    });
    await sendNotification(server.app, { recipientId: bob.id, type: 'friend_accepted' });
    const api = (path: string, token: string, method = 'GET') =>
      fetch(`${server.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } });

    const list = await (await api('/api/notifications', alice.token)).json();
    expect(list.notifications.map((n: { id: string }) => n.id)).toEqual([second.id, first.id]);

    expect((await api(`/api/notifications/${first.id}/read`, bob.token, 'POST')).status).toBe(404);
    expect((await api('/api/notifications/not-an-id/read', alice.token, 'POST')).status).toBe(404);
    const marked = await (await api(`/api/notifications/${first.id}/read`, alice.token, 'POST')).json();
    expect(marked).toMatchObject({ id: first.id, read: true });

    expect(await (await api('/api/notifications/read-all', bob.token, 'POST')).json()).toEqual({ updated: 1 });
    const after = await (await api('/api/notifications', alice.token)).json();
    expect(after.notifications.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
    expect(await (await api('/api/notifications/read-all', alice.token, 'POST')).json()).toEqual({ updated: 1 });
    expect((await fetch(`${server.baseUrl}/api/notifications`)).status).toBe(401);
  });

  it('reads content stored as a JSON string', async () => {
    const alice = await member();
    await server.app.db.query(
      `INSERT INTO notifications (recipient_id, type, content) VALUES ($1, 'build_failure', to_jsonb($2::text))`,
      [alice.id, '{"site_name":"rookery","branch":"main"}'],
    );
    const list = await (
      await fetch(`${server.baseUrl}/api/notifications`, { headers: { authorization: `Bearer ${alice.token}` } })
    ).json();
    expect(list.notifications[0].content).toEqual({ site_name: 'rookery', branch: 'main' });
  });
});

describeNeeding(POSTGRES_MISSING, 'two instances on one PostgreSQL', () => {
  it("delivers an event published by one instance to the other's sockets", async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: server.database.url!,
      DATA_DIR: '/tmp/rookery-test-unused',
    });
    const db2 = await openDatabase({ url: server.database.url! });
    const second = await buildApp(config, { database: db2, skipMigrations: true });
    const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const alice = await member();
      const s = await socket(secondUrl);
      s.send({ type: 'auth', token: alice.token });
      await s.next((m) => m.type === 'auth_ok');
      s.send({ type: 'join', channel: `notifications:${alice.id}` });
      await s.next((m) => m.type === 'joined');
      await sendNotification(server.app, {
        recipientId: alice.id,
        type: 'direct_message',
        content: { sender_name: 'Dee' },
      });
      expect(await s.next((m) => m.type === 'event')).toMatchObject({ payload: { type: 'direct_message' } });
      s.ws.close();
    } finally {
      await second.close();
      await db2.close();
    }
  });

  it("closes an ended session's socket on the other instance", async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: server.database.url!,
      DATA_DIR: '/tmp/rookery-test-unused',
    });
    const db2 = await openDatabase({ url: server.database.url! });
    const second = await buildApp(config, { database: db2, skipMigrations: true });
    const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const alice = await member();
      const bob = await member();
      const s = await signedInSocket(alice.token, secondUrl);
      const b = await signedInSocket(bob.token, secondUrl);
      await server.app.realtime.endSessions(alice.id);
      await s.next((m) => m.type === 'session_ended');
      expect(await s.closed()).toEqual({ code: 4005, reason: 'session ended' });
      await b.ping();
      b.ws.close();
    } finally {
      await second.close();
      await db2.close();
    }
  });
});
