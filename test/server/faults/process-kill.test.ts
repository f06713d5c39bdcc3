import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from '../auth-support';
import { startChildServer } from '../child-server';
import { seededDataDir } from '../pglite-seed';
import { createTestDatabase, type TestDatabase } from '../database';
import { testSocket } from '../sockets';
import { expectNothingLost, startWriteLoad } from './write-load';
import { describeNeeding, itNeeding, POSTGRES_MISSING } from '../../../scripts/test-requirements';

/**
 * The Node process killed with SIGKILL while it is writing (no shutdown of any kind), then
 * started again on the same data: every save the server acknowledged is still there.
 */

const children: ChildProcess[] = [];
const dataDirs: string[] = [];
const databases: TestDatabase[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(async () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  for (const database of databases) await database.drop();
});

/** The version every writer has had acknowledged before the kill: the load is well under way. */
const KILL_AFTER_VERSION = 5;

const ENV = {
  AUTH_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '10000',
};

async function session(baseUrl: string, email: string, signUp: boolean) {
  const response = await fetch(`${baseUrl}/auth/v1/${signUp ? 'signup' : 'token?grant_type=password'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: GOOD_PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string; user?: { id: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { token: body.access_token!, id: body.user!.id };
}

async function killMidWriteAndRestart(env: Record<string, string>) {
  const first = startChildServer({ ...ENV, ...env }, children);
  const firstUrl = await first.listening;
  const email = uniqueEmail('killed');
  const { token } = await session(firstUrl, email, true);

  const load = startWriteLoad(
    () => firstUrl,
    () => token,
    6,
    'killed',
  );
  await expect.poll(() => load.acknowledged.size, { timeout: 20_000 }).toBe(6);
  // Mid-write: every writer has had several saves acknowledged, and each is sending its next one.
  await expect
    .poll(() => Math.min(...load.acknowledged.values()), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(KILL_AFTER_VERSION);
  first.child.kill('SIGKILL');
  await first.exited;
  await load.stop();
  const failures = load.statuses.get(0) ?? 0;

  const second = startChildServer({ ...ENV, ...env }, children);
  const secondUrl = await second.listening;
  const again = await session(secondUrl, email, false);
  await expectNothingLost(secondUrl, again.token, load.acknowledged);
  return { acknowledged: [...load.acknowledged.values()].reduce((a, b) => a + b, 0), cutShort: failures };
}

describe('the server killed with SIGKILL mid-write', () => {
  it('keeps every acknowledged save on the embedded database (PGlite data directory)', async () => {
    const dataDir = seededDataDir('rookery-kill-');
    dataDirs.push(dataDir);
    const outcome = await killMidWriteAndRestart({ DATA_DIR: dataDir });
    expect(outcome.acknowledged).toBeGreaterThan(0);
  }, 180_000);

  itNeeding(
    POSTGRES_MISSING,
    'keeps every acknowledged save on PostgreSQL',
    async () => {
      const database = await createTestDatabase({ migrate: false });
      databases.push(database);
      const outcome = await killMidWriteAndRestart({
        DATABASE_URL: database.url!,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rookery-kill-files-')),
      });
      expect(outcome.acknowledged).toBeGreaterThan(0);
    },
    180_000,
  );
});

describeNeeding(POSTGRES_MISSING, 'two instances on one PostgreSQL, one of them killed', () => {
  it('keeps serving and delivering realtime events from the instance that is left', async () => {
    const database = await createTestDatabase({ migrate: false });
    databases.push(database);
    const env = { ...ENV, DATABASE_URL: database.url!, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rookery-two-')) };
    const a = startChildServer(env, children);
    const b = startChildServer(env, children);
    const [aUrl, bUrl] = await Promise.all([a.listening, b.listening]);

    const alice = await session(aUrl, uniqueEmail('alice'), true);
    const bob = await session(bUrl, uniqueEmail('bob'), true);
    const socket = await testSocket(aUrl);
    await socket.join(alice.token, `notifications:${alice.id}`);

    // Bob, on the other instance, asks Alice to be friends: her socket on A hears it.
    const request = await fetch(`${bUrl}/api/social/friend-requests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: alice.id }),
    });
    expect(request.status, await request.clone().text()).toBeLessThan(300);
    await socket.next((m) => m.type === 'event' && (m.payload as { type?: string }).type === 'friend_request', 10_000);

    // B dies without a word; A carries on, reading, writing and delivering live.
    b.child.kill('SIGKILL');
    await b.exited;
    expect((await fetch(`${aUrl}/api/health`)).status).toBe(200);
    const carol = await session(aUrl, uniqueEmail('carol'), true);
    const second = await fetch(`${aUrl}/api/social/friend-requests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carol.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: alice.id }),
    });
    expect(second.status).toBeLessThan(300);
    await expect
      .poll(() => socket.messages.filter((m) => m.type === 'event').length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    socket.ws.close();
  }, 180_000);
});
