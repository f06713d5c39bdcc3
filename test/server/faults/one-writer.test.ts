import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from '../auth-support';
import { LOCK_FILE } from '../../../src/server/db/data-dir-lock';
import { startChildServer } from '../child-server';
import { seededDataDir } from '../pglite-seed';
import { expectNothingLost, startWriteLoad, type WriteLoad } from './write-load';

/**
 * One writer per embedded database (issue 15): real server processes on one DATA_DIR. A second
 * one stops at once without opening anything, a killed one never keeps the next from starting,
 * and no acknowledged save is lost along the way.
 */

const children: ChildProcess[] = [];
const dataDirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const ENV = {
  DATABASE_URL: '',
  AUTH_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '10000',
};
const WRITERS = 3;

function freshDataDir() {
  const dir = seededDataDir('rookery-one-writer-');
  dataDirs.push(dir);
  return dir;
}

const start = (dataDir: string, env: Record<string, string> = {}) =>
  startChildServer({ ...ENV, DATA_DIR: dataDir, ...env }, children);

async function session(baseUrl: string, email: string, signUp: boolean) {
  const response = await fetch(`${baseUrl}/auth/v1/${signUp ? 'signup' : 'token?grant_type=password'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: GOOD_PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.access_token!;
}

const lockHolder = (dataDir: string) =>
  JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; hostname: string };

/** Sum of the acknowledged versions: it grows with every acknowledged save. */
const saves = (load: WriteLoad) => [...load.acknowledged.values()].reduce((sum, version) => sum + version, 0);

/** Waits until every writer has had saves acknowledged and `more` besides, from now. */
async function writesGoOn(load: WriteLoad, more = WRITERS * 2) {
  await expect.poll(() => load.acknowledged.size, { timeout: 30_000 }).toBe(WRITERS);
  const now = saves(load);
  await expect.poll(() => saves(load), { timeout: 30_000 }).toBeGreaterThanOrEqual(now + more);
}

async function stopCleanly(server: ReturnType<typeof start>) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe('one server process per embedded data folder', () => {
  it('stops a second server on the same folder at once, naming the folder and the first one', async () => {
    const dataDir = freshDataDir();
    const first = start(dataDir);
    const firstUrl = await first.listening;
    const email = uniqueEmail('one-writer');
    const token = await session(firstUrl, email, true);
    const load = startWriteLoad(() => firstUrl, () => token, WRITERS, 'first');
    await writesGoOn(load);

    const second = start(dataDir);
    expect(await second.exited).toBe(1);
    const refusal = second.output();
    expect(refusal).toContain(`The data folder ${dataDir} is in use by process ${first.child.pid} on host`);
    expect(refusal).not.toContain('listening at');
    expect(lockHolder(dataDir).pid).toBe(first.child.pid);

    // The first never noticed: it goes on acknowledging saves, and they are all there after a restart.
    await writesGoOn(load);
    await load.stop();
    await stopCleanly(first);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false); // released on SIGTERM

    const again = start(dataDir);
    const againUrl = await again.listening;
    await expectNothingLost(againUrl, await session(againUrl, email, false), load.acknowledged);
    await stopCleanly(again);
  }, 180_000);

  it('starts again on the folder of a server killed mid-write, round after round, losing no save', async () => {
    const dataDir = freshDataDir();
    const email = uniqueEmail('killed-again');
    const acknowledged = new Map<string, number>();
    for (let round = 1; round <= 3; round += 1) {
      const server = start(dataDir);
      const url = await server.listening; // rejects if the folder could not be opened
      const token = await session(url, email, round === 1);
      if (round > 1) await expectNothingLost(url, token, acknowledged);

      const load = startWriteLoad(() => url, () => token, WRITERS, `round-${round}`);
      await writesGoOn(load);
      server.child.kill('SIGKILL');
      await server.exited;
      await load.stop();
      for (const [id, version] of load.acknowledged) acknowledged.set(id, version);
      expect(lockHolder(dataDir).pid).toBe(server.child.pid); // left behind, to be taken over
    }

    const last = start(dataDir);
    const lastUrl = await last.listening;
    await expectNothingLost(lastUrl, await session(lastUrl, email, false), acknowledged);
    expect(lockHolder(dataDir).pid).toBe(last.child.pid);
    await stopCleanly(last);
  }, 300_000);

  it('stops a second server whose port is taken before it touches the database', async () => {
    const dataDir = freshDataDir();
    const first = start(dataDir);
    const firstUrl = await first.listening;
    const port = new URL(firstUrl).port;
    const email = uniqueEmail('port-taken');
    const token = await session(firstUrl, email, true);
    const load = startWriteLoad(() => firstUrl, () => token, WRITERS, 'port');
    await writesGoOn(load);
    const lockFile = path.join(dataDir, LOCK_FILE);
    const lockBefore = { text: readFileSync(lockFile, 'utf8'), ino: statSync(lockFile).ino };

    const second = start(dataDir, { PORT: port });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    // It stopped before even asking for the data folder's lock.
    expect(second.output()).not.toContain('is in use by process');
    expect({ text: readFileSync(lockFile, 'utf8'), ino: statSync(lockFile).ino }).toEqual(lockBefore);

    // The first serves on; killed outright afterwards, its folder opens and holds every save.
    await writesGoOn(load);
    first.child.kill('SIGKILL');
    await first.exited;
    await load.stop();
    const again = start(dataDir);
    const againUrl = await again.listening;
    await expectNothingLost(againUrl, await session(againUrl, email, false), load.acknowledged);
    await stopCleanly(again);
  }, 180_000);
});
