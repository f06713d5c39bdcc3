import WebSocket from 'ws';

export type SocketMessage = Record<string, unknown>;

export interface TestSocketOptions {
  /** Headers of the upgrade request, e.g. X-Forwarded-For to connect "from" another address. */
  headers?: Record<string, string>;
}

/** A realtime socket that records every message, with helpers to wait for one that matches or for the close. */
export async function testSocket(baseUrl: string, options: TestSocketOptions = {}) {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/realtime/v1/websocket`, { headers: options.headers });
  const messages: SocketMessage[] = [];
  let closeEvent: { code: number; reason: string } | null = null;
  const waiters: Array<() => void> = [];
  const wakeAll = () => {
    for (const wake of waiters.splice(0)) wake();
  };
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as SocketMessage);
    wakeAll();
  });
  ws.on('close', (code, reason) => {
    closeEvent = { code, reason: reason.toString() };
    wakeAll();
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  /** Waits until check() returns something other than undefined, woken by each message and the close. */
  const until = async <T>(check: () => T | undefined, timeoutMs: number, describe: () => string): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(describe());
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  const next = async (predicate: (message: SocketMessage) => boolean, timeoutMs = 3000) =>
    until(() => messages.find(predicate), timeoutMs, () => `no matching message; got ${JSON.stringify(messages)}`);
  /** Resolves with the close code and reason once the server has closed the socket. */
  const closed = async (timeoutMs = 3000) =>
    until(() => closeEvent ?? undefined, timeoutMs, () => `socket still open; got ${JSON.stringify(messages)}`);
  const send = (message: unknown) => ws.send(JSON.stringify(message));
  /**
   * Sends a ping and waits for its pong. Messages are handled in order, so once it returns every
   * message sent before it has been handled: the positive signal to wait for before asserting
   * that something did not happen.
   */
  const ping = async (timeoutMs = 3000) => {
    const before = messages.filter((m) => m.type === 'pong').length;
    send({ type: 'ping' });
    await until(
      () => (messages.filter((m) => m.type === 'pong').length > before ? true : undefined),
      timeoutMs,
      () => `no pong; got ${JSON.stringify(messages)}${closeEvent ? `, closed ${JSON.stringify(closeEvent)}` : ''}`,
    );
  };
  /** Signs the socket in and joins a channel. */
  const join = async (token: string, channel: string, timeoutMs = 10_000) => {
    send({ type: 'auth', token });
    await next((m) => m.type === 'auth_ok', timeoutMs);
    const ref = `join-${channel}`;
    send({ type: 'join', channel, ref });
    const answer = await next((m) => m.ref === ref, timeoutMs);
    if (answer.type !== 'joined') throw new Error(`could not join ${channel}: ${JSON.stringify(answer)}`);
  };
  return {
    ws,
    messages,
    next,
    send,
    join,
    closed,
    ping,
    /** How the server closed the socket, or null while it is open. */
    get closeEvent() {
      return closeEvent;
    },
  };
}
export type TestSocket = Awaited<ReturnType<typeof testSocket>>;
