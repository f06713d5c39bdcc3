import { expect } from 'vitest';
import { socialPath, SOCIAL_PATHS } from '../../src/contracts/social';
import type { TestMember } from './members';

/** Makes two members friends the way players do: one asks, the other accepts. */
export async function befriend(a: TestMember, b: TestMember): Promise<void> {
  const sent = await a.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: b.id } });
  expect(sent.status).toBe(201);
  const { id } = await sent.json();
  expect((await b.api(socialPath(SOCIAL_PATHS.acceptRequest, { id }), { method: 'POST' })).status).toBe(200);
}

export async function notificationsOf(member: TestMember) {
  const body = await (await member.api('/api/notifications')).json();
  return body.notifications as Array<{ id: string; type: string; read: boolean; content: Record<string, unknown> }>;
}

export const A_UUID = '0b6f3c9e-8a0e-4f57-9a43-3c8b52c1d0aa';

/** A realtime socket that records every message, with a helper to wait for one that matches. */
export async function realtimeSocket(baseUrl: string, token: string) {
  const { default: WebSocket } = await import('ws');
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/realtime/v1/websocket`);
  const messages: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = async (predicate: (message: Record<string, unknown>) => boolean, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const send = (message: unknown) => ws.send(JSON.stringify(message));
  send({ type: 'auth', token });
  await next((message) => message.type === 'auth_ok');
  return { ws, messages, next, send };
}
