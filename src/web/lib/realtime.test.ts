import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime';

/** Stands in for the browser's WebSocket: the test opens it, speaks for the server and closes it. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.serverCloses(code);
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverCloses(code: number) {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const originalWebSocket = globalThis.WebSocket;
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
});
afterEach(() => {
  vi.useRealTimers();
  globalThis.WebSocket = originalWebSocket;
});

function connectedClient(token: string) {
  const client = new RealtimeClient(() => 'ws://rookery.test/realtime/v1/websocket');
  client.setToken(token);
  const stop = client.subscribe('notifications:me', () => {});
  const socket = FakeSocket.instances.at(-1)!;
  socket.open();
  return { client, socket, stop };
}

/** No new socket until `ms` have passed, and one then. */
function expectReconnectAfter(ms: number) {
  vi.advanceTimersByTime(ms - 1);
  expect(FakeSocket.instances).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(FakeSocket.instances).toHaveLength(2);
}

describe('RealtimeClient and the hub limits', () => {
  it('reconnects after a second when the connection simply drops', () => {
    const { socket, stop } = connectedClient('token-1');
    socket.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    stop();
  });

  it('waits the longest backoff after being rate limited, not a second', () => {
    const { socket, stop } = connectedClient('token-1');
    socket.receive({ type: 'error', code: 'rate_limited', message: 'Too many messages.' });
    socket.serverCloses(4008);
    expectReconnectAfter(30_000);
    stop();
  });

  it('backs off fully on close code 4008 even if the error frame was lost', () => {
    const { socket, stop } = connectedClient('token-1');
    socket.serverCloses(4008);
    expectReconnectAfter(30_000);
    stop();
  });

  it('stays away once its session has ended, until the token changes', () => {
    const { client, socket, stop } = connectedClient('token-1');
    socket.receive({ type: 'session_ended' });
    socket.serverCloses(4005);
    vi.advanceTimersByTime(10 * 60_000);
    // Subscribing again does not bring back a socket holding the dead token.
    const again = client.subscribe('dm:thread', () => {});
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);

    client.setToken('token-2');
    expect(FakeSocket.instances).toHaveLength(2);
    const fresh = FakeSocket.instances[1]!;
    fresh.open();
    expect(fresh.sent[0]).toEqual({ type: 'auth', token: 'token-2' });
    expect(fresh.sent.filter((m) => m.type === 'join').map((m) => m.channel)).toEqual(['notifications:me', 'dm:thread']);
    again();
    stop();
  });

  it('comes back signed out when the app signs out after the session ended', () => {
    const { client, socket, stop } = connectedClient('token-1');
    socket.serverCloses(4005);
    client.setToken(null);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1]!.open();
    expect(FakeSocket.instances[1]!.sent.some((m) => m.type === 'auth')).toBe(false);
    stop();
  });

  it('tells subscribers to fetch again after a dropped connection, but not after a sign-out', () => {
    const { client, socket, stop } = connectedClient('token-1');
    let refetches = 0;
    const stopListening = client.onReconnect(() => (refetches += 1));
    socket.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    FakeSocket.instances[1]!.open();
    expect(refetches).toBe(1);

    // Signed out here: the socket starts again as a guest, and the member's lists are not fetched
    // again without the member's token.
    client.setToken(null);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.instances[2]!.open();
    expect(refetches).toBe(1);

    // Signed in again after the server ended the session: a fresh start too.
    client.setToken('token-2');
    FakeSocket.instances[2]!.serverCloses(4005);
    client.setToken('token-3');
    FakeSocket.instances[3]!.open();
    expect(FakeSocket.instances[3]!.sent).toContainEqual({ type: 'auth', token: 'token-3' });
    expect(refetches).toBe(1);

    // A later drop of that session's connection is a reconnect again.
    FakeSocket.instances[3]!.serverCloses(1006);
    vi.advanceTimersByTime(1000);
    FakeSocket.instances[4]!.open();
    expect(refetches).toBe(2);
    stopListening();
    stop();
  });
});
