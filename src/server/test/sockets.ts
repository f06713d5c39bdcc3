import WebSocket from 'ws';

export type SocketMessage = Record<string, unknown>;

/** A realtime socket that records every message, with a helper to wait for one that matches. */
export async function testSocket(baseUrl: string) {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/realtime/v1/websocket`);
  const messages: SocketMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as SocketMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = async (predicate: (message: SocketMessage) => boolean, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  const send = (message: unknown) => ws.send(JSON.stringify(message));
  /** Signs the socket in and joins a channel. */
  const join = async (token: string, channel: string, timeoutMs = 10_000) => {
    send({ type: 'auth', token });
    await next((m) => m.type === 'auth_ok', timeoutMs);
    const ref = `join-${channel}`;
    send({ type: 'join', channel, ref });
    const answer = await next((m) => m.ref === ref, timeoutMs);
    if (answer.type !== 'joined') throw new Error(`could not join ${channel}: ${JSON.stringify(answer)}`);
  };
  return { ws, messages, next, send, join };
}
