/**
 * Realtime budget: 1,000 websockets connected to one server instance, each signed in and joined
 * to its own notifications:<userId> channel. Measures notification insert → delivery latency
 * (p50/p99; budget p99 ≤ 100 ms), one at a time and as a burst to every socket at once, and the
 * server's memory per connection. It reports; it does not fail.
 *
 * The server runs in a child process so its memory is not mixed with the 1,000 clients'. It uses
 * an embedded database in a temporary folder, or PostgreSQL when BENCH_DATABASE_URL is set.
 * Usage: tsx bench/realtime.ts   (BENCH_SOCKETS, BENCH_SAMPLES to change the sizes)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const BUDGET_P99_MS = 100;
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

type ToServer =
  { type: 'memory' } | { type: 'send'; recipientId: string; sample: number } | { type: 'stats' } | { type: 'stop' };
type FromServer =
  | { type: 'ready'; url: string; members: Array<{ id: string; token: string }> }
  | { type: 'memory'; rss: number; heapUsed: number; external: number }
  | { type: 'stats'; connections: number; authenticated: number; subscriptions: number }
  | { type: 'sent' };

async function runServer(): Promise<void> {
  const { buildApp } = await import('../src/server/app');
  const { loadConfig } = await import('../src/server/config');
  const { issueSession } = await import('../src/server/auth/sessions');
  const { usersRepository } = await import('../src/server/auth/users');
  const { sendNotification } = await import('../src/server/features/notifications/notifications-repository');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-bench-realtime-'));
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      // Every benchmark socket comes from loopback.
      REALTIME_MAX_SOCKETS_PER_ADDRESS: '100000',
    }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (message: FromServer) => process.send!(message);

  // Members are made directly (no password to hash); each gets a real session and access token.
  const members: Array<{ id: string; token: string }> = [];
  const users = usersRepository(app.db);
  for (let i = 0; i < SOCKETS; i += 1) {
    const user = await users.insert({ email: `bench.${i}.${Date.now()}@example.org`, emailConfirmed: true });
    const session = await issueSession(app.auth, user, { method: 'password' });
    members.push({ id: user.id, token: session.access_token });
  }

  process.on('message', async (message: ToServer) => {
    if (message.type === 'memory') {
      for (let i = 0; i < 3; i += 1) globalThis.gc?.();
      const usage = process.memoryUsage();
      send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external });
    } else if (message.type === 'stats') {
      send({ type: 'stats', ...app.realtime.stats() });
    } else if (message.type === 'send') {
      await sendNotification(app, {
        recipientId: message.recipientId,
        type: 'friend_request',
        content: { sender_name: 'Bench', sample: message.sample, sent_at: now() },
      });
      send({ type: 'sent' });
    } else if (message.type === 'stop') {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  send({ type: 'ready', url, members });
}

function request<T extends FromServer['type']>(child: ChildProcess, message: ToServer, reply: T) {
  return new Promise<Extract<FromServer, { type: T }>>((resolve) => {
    const listener = (answer: FromServer) => {
      if (answer.type !== reply) return;
      child.off('message', listener);
      resolve(answer as Extract<FromServer, { type: T }>);
    };
    child.on('message', listener);
    child.send(message);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  console.log(
    `${label.padEnd(34)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(1)} ms  ` +
      `p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms  ` +
      `${p99 <= BUDGET_P99_MS ? 'within' : 'OVER'} budget (p99 ≤ ${BUDGET_P99_MS} ms)`,
  );
}

async function runClients(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Extract<FromServer, { type: 'ready' }>>((resolve) =>
    child.once('message', (message: FromServer) => message.type === 'ready' && resolve(message)),
  );
  const before = await request(child, { type: 'memory' }, 'memory');

  // Every delivery is timed on arrival against the time the server stamped just before the insert.
  const arrivals = new Map<number, number>();
  const waiting = new Map<number, () => void>();
  const wsUrl = `${ready.url.replace('http', 'ws')}/realtime/v1/websocket`;
  const opened = performance.now();
  const sockets = await Promise.all(
    ready.members.map(
      (member) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`${wsUrl}?access_token=${encodeURIComponent(member.token)}`);
          ws.on('message', (data) => {
            const message = JSON.parse(data.toString());
            if (message.type === 'auth_ok')
              ws.send(JSON.stringify({ type: 'join', channel: `notifications:${member.id}` }));
            else if (message.type === 'joined') resolve(ws);
            else if (message.type === 'event') {
              const content = message.payload.content as { sample: number; sent_at: number };
              arrivals.set(content.sample, now() - content.sent_at);
              waiting.get(content.sample)?.();
            }
          });
          ws.once('error', reject);
        }),
    ),
  );
  const connectMs = performance.now() - opened;
  const stats = await request(child, { type: 'stats' }, 'stats');
  const after = await request(child, { type: 'memory' }, 'memory');

  // One at a time: the next notification goes once the previous one arrived.
  let sample = 0;
  const sequential: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const id = (sample += 1);
    const arrived = new Promise<void>((resolve) => waiting.set(id, resolve));
    child.send({
      type: 'send',
      recipientId: ready.members[i % ready.members.length]!.id,
      sample: id,
    } satisfies ToServer);
    await arrived;
    sequential.push(arrivals.get(id)!);
  }

  // A burst: one notification to every connected member at once.
  const burstIds = ready.members.map(() => (sample += 1));
  const burstArrived = Promise.all(burstIds.map((id) => new Promise<void>((resolve) => waiting.set(id, resolve))));
  ready.members.forEach((member, index) =>
    child.send({ type: 'send', recipientId: member.id, sample: burstIds[index]! } satisfies ToServer),
  );
  await burstArrived;
  const burst = burstIds.map((id) => arrivals.get(id)!);

  console.log(
    `realtime bench: ${SOCKETS} sockets on one instance (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`,
  );
  console.log(
    `connected, signed in and joined: ${stats.authenticated}/${stats.connections} sockets, ${stats.subscriptions} subscriptions in ${(connectMs / 1000).toFixed(1)} s`,
  );
  summary('insert → delivery, one at a time', sequential);
  summary(`insert → delivery, burst of ${burstIds.length}`, burst);
  const rss = (after.rss - before.rss) / SOCKETS;
  const heap = (after.heapUsed + after.external - before.heapUsed - before.external) / SOCKETS;
  console.log(
    `server memory: rss ${mb(before.rss)} → ${mb(after.rss)}, heap+external ${mb(before.heapUsed + before.external)} → ` +
      `${mb(after.heapUsed + after.external)}; per connection ≈ ${kb(rss)} rss, ${kb(heap)} heap`,
  );

  for (const ws of sockets) ws.close();
  child.send({ type: 'stop' } satisfies ToServer);
  await new Promise((resolve) => child.once('exit', resolve));
}

if (process.argv.includes('--server')) await runServer();
else await runClients();
