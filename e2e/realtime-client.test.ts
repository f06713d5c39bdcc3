import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { RealtimeClient } from '../src/web/lib/realtime';
import { authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../test/server/auth-support';
import { sendNotification } from '../src/server/features/notifications/notifications-repository';
import { createTestApp, type TestApp } from '../test/server/app';
import { startTcpProxy } from '../test/server/tcp-proxy';

/** The web app's realtime client, run in Node against the real hub through a proxy a test can cut. */

let server: TestApp;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
const originalWebSocket = globalThis.WebSocket;
const cleanups: Array<() => void> = [];

/** Every socket the clients opened, oldest first. */
const sockets: NodeWebSocket[] = [];
class RecordedWebSocket extends NodeWebSocket {
  constructor(...args: ConstructorParameters<typeof NodeWebSocket>) {
    super(...args);
    sockets.push(this);
  }
}
/** The client's first reconnect delay (src/web/lib/realtime.ts: backoff from 1 s). */
const FIRST_RECONNECT_DELAY_MS = 1000;

beforeAll(async () => {
  globalThis.WebSocket = RecordedWebSocket as unknown as typeof WebSocket;
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100' });
  proxy = await startTcpProxy('127.0.0.1', Number(new URL(server.baseUrl).port));
});
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});
afterAll(async () => {
  proxy.close();
  await server.close();
  globalThis.WebSocket = originalWebSocket;
});

async function member() {
  const email = uniqueEmail();
  const client = authClient(server);
  await client.signUp({ email, password: GOOD_PASSWORD });
  await client.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' });
  const session = (await client.getSession()).data.session!;
  return { id: session.user.id, token: session.access_token, client };
}

function newClient() {
  const client = new RealtimeClient(() => `ws://127.0.0.1:${proxy.port}/realtime/v1/websocket`);
  const events: unknown[] = [];
  let reconnects = 0;
  cleanups.push(client.onReconnect(() => (reconnects += 1)));
  return {
    client,
    events,
    get reconnects() {
      return reconnects;
    },
    listen(channel: string) {
      const stop = client.subscribe(channel, (_event, payload) => events.push(payload));
      cleanups.push(stop);
      return stop;
    },
  };
}

// A condition, waited for up to 30 s: when the whole suite saturates the machine, a socket's handshake
// alone has taken over 5 s (a clean-clone CI run, where the swap after sign-out timed out at 5 s).
const until = (check: () => boolean, timeout = 30_000) => expect.poll(check, { timeout, interval: 25 }).toBe(true);

const connections = () => server.app.realtime.stats().connections;

describe('the web realtime client', () => {
  it('delivers live, and after its connection is cut reconnects, re-joins and asks to re-fetch', async () => {
    const alice = await member();
    const tab = newClient();
    tab.client.setToken(alice.token);
    tab.listen(`notifications:${alice.id}`);
    await until(() => server.app.realtime.stats().subscriptions >= 1);

    await sendNotification(server.app, {
      recipientId: alice.id,
      type: 'friend_request',
      content: { sender_name: 'Bo' },
    });
    await until(() => tab.events.length === 1);

    await proxy.cut();
    await until(() => connections() === 0);
    // Sent while the tab is away: the socket will not bring it, the re-fetch must.
    await sendNotification(server.app, { recipientId: alice.id, type: 'profile_comment' });
    await proxy.restore();
    await until(() => tab.reconnects === 1);
    expect(tab.events).toHaveLength(1);

    await until(() => server.app.realtime.stats().subscriptions >= 1);
    await sendNotification(server.app, { recipientId: alice.id, type: 'direct_message' });
    await until(() => tab.events.length === 2);
    expect(tab.events[1]).toMatchObject({ type: 'direct_message' });
  });

  it('re-authenticates the open socket with a refreshed token, without reconnecting', async () => {
    const alice = await member();
    const bob = await member();
    const tab = newClient();
    tab.client.setToken(alice.token);
    tab.listen(`notifications:${alice.id}`);
    await until(() => server.app.realtime.stats().subscriptions >= 1);

    // Token times have one-second resolution: refresh in a later second, so the token is new.
    const issuedAt = (JSON.parse(Buffer.from(alice.token.split('.')[1]!, 'base64url').toString()) as { iat: number })
      .iat;
    await until(() => Math.floor(Date.now() / 1000) > issuedAt, 3000);
    const refreshed = (await alice.client.refreshSession()).data.session!;
    expect(refreshed.access_token).not.toBe(alice.token);
    tab.client.setToken(refreshed.access_token);
    await sendNotification(server.app, { recipientId: alice.id, type: 'friend_accepted' });
    await until(() => tab.events.length === 1);

    // The hub judges channels by the token the socket last sent: another member's token loses
    // alice's channel at once, which shows the new token reached the open socket.
    const before = server.app.realtime.stats().subscriptions;
    tab.client.setToken(bob.token);
    await until(() => server.app.realtime.stats().subscriptions === before - 1);
    // The same socket follows bob's channel too: his notification, sent after alice's, arrives
    // after anything of hers would have.
    const bobs: unknown[] = [];
    cleanups.push(tab.client.subscribe(`notifications:${bob.id}`, (_event, payload) => bobs.push(payload)));
    await until(() => server.app.realtime.stats().subscriptions === before);
    await sendNotification(server.app, { recipientId: alice.id, type: 'friend_request' });
    await sendNotification(server.app, { recipientId: bob.id, type: 'friend_request' });
    await until(() => bobs.length === 1);
    expect(bobs[0]).toMatchObject({ type: 'friend_request', recipient_id: bob.id });
    expect(tab.events).toHaveLength(1);
    expect(tab.reconnects).toBe(0);
  });

  it('keeps exactly one socket after signing out, and none once nothing listens', async () => {
    const alice = await member();
    const start = connections();
    const tab = newClient();
    tab.client.setToken(alice.token);
    const stop = tab.listen(`notifications:${alice.id}`);
    await until(() => connections() === start + 1);

    const [old] = sockets.slice(-1);
    const opened = sockets.length;
    // The client's reconnect delays run on a fake clock from here: the test moves it on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      tab.client.setToken(null);
      // Signed out, it swaps the socket at once: the old one closes and a new one opens.
      await until(() => old!.readyState === NodeWebSocket.CLOSED && sockets.at(-1)!.readyState === NodeWebSocket.OPEN);
      await until(() => connections() === start + 1);
      // Past the first reconnect delay: the old socket's late close must not have opened another.
      await vi.advanceTimersByTimeAsync(FIRST_RECONNECT_DELAY_MS);
      expect(sockets.length).toBe(opened + 1);
    } finally {
      vi.useRealTimers();
    }
    expect(connections()).toBe(start + 1);

    stop();
    await until(() => connections() === start);
  });
});
