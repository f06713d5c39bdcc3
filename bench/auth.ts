/**
 * Auth throughput: password sign-ins and token refreshes per second, and p99 latency, with 50
 * concurrent clients against the real server on loopback (embedded database by default,
 * PostgreSQL with DATABASE_URL). Bounded: a fixed number of requests, then it stops.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { ensureAdmin } from '../src/server/features/profiles/ensure-admin';

const CONCURRENCY = 50;
const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 400);
const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 2000);
const PASSWORD = 'Bench-Password-2026';

const app = await buildApp(
  loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rk-bench-auth-')),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
);
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const emails = Array.from({ length: CONCURRENCY }, (_, index) => `bench-${index}-${Date.now()}@example.org`);
for (const email of emails) await ensureAdmin(app.auth, email, { info: () => {} }, PASSWORD);

const post = (url: string, body: unknown) =>
  fetch(`${base}/auth/v1${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function run(total: number, job: (worker: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (next < total) {
        next += 1;
        const begin = performance.now();
        await job(worker);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { perSecond: total / seconds, p50: at(0.5), p99: at(0.99) };
}

try {
  const refreshTokens: string[] = [];
  const signIns = await run(SIGN_INS, async (worker) => {
    const response = await post('/token?grant_type=password', { email: emails[worker], password: PASSWORD });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
    refreshTokens[worker] = (await response.json()).refresh_token;
  });
  const refreshes = await run(REFRESHES, async (worker) => {
    const response = await post('/token?grant_type=refresh_token', { refresh_token: refreshTokens[worker] });
    if (!response.ok) throw new Error(`refresh failed: ${response.status}`);
    refreshTokens[worker] = (await response.json()).refresh_token;
  });
  console.log(`auth on ${app.db.kind}, ${CONCURRENCY} concurrent clients:`);
  console.log(`  password sign-ins: ${signIns.perSecond.toFixed(0)}/s   p50 ${signIns.p50.toFixed(1)} ms   p99 ${signIns.p99.toFixed(1)} ms`);
  console.log(`  token refreshes:   ${refreshes.perSecond.toFixed(0)}/s   p50 ${refreshes.p50.toFixed(1)} ms   p99 ${refreshes.p99.toFixed(1)} ms`);
} finally {
  await app.close();
}
