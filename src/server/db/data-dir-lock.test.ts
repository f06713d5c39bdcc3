import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, type DataDirLock } from './data-dir-lock';
import { openDatabase } from './database';

const dirs: string[] = [];
const locks: DataDirLock[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rookery-lock-'));
  dirs.push(dir);
  return dir;
}

async function acquire(dir: string, options?: Parameters<typeof acquireDataDirLock>[1]) {
  const lock = await acquireDataDirLock(dir, options);
  locks.push(lock);
  return lock;
}

const readHolder = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number; hostname: string; startedAt: string };

function writeLock(dir: string, holder: { pid: number; hostname: string }, ageMs = 0) {
  const file = path.join(dir, LOCK_FILE);
  writeFileSync(file, JSON.stringify({ ...holder, startedAt: '2026-11-22T10:00:00.000Z' }));
  const at = new Date(Date.now() - ageMs);
  utimesSync(file, at, at);
}

/** The pid of a process that has come and gone. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

async function refusal(promise: Promise<unknown>): Promise<DataDirLockedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataDirLockedError);
  return error as DataDirLockedError;
}

describe('the data folder lock', () => {
  it('is a file naming this process, removed on release', async () => {
    const dir = freshDir();
    const lock = await acquire(dir);
    expect(lock.file).toBe(path.join(dir, LOCK_FILE));
    const holder = readHolder(dir);
    expect(holder).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(Date.parse(holder.startedAt)).toBeGreaterThan(Date.now() - 60_000);

    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a second holder, naming the folder and the first one', async () => {
    const dir = freshDir();
    await acquire(dir);
    const inProcess = await refusal(acquireDataDirLock(dir));
    expect(inProcess.holder).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(inProcess.message).toContain(dir);
    expect(inProcess.message).toContain(`process ${process.pid} on host ${os.hostname()}`);

    // Another live process on this host (the test runner that started this worker).
    const other = freshDir();
    writeLock(other, { pid: process.ppid, hostname: os.hostname() }, 60_000);
    const refused = await refusal(acquireDataDirLock(other));
    expect(refused.holder).toMatchObject({ pid: process.ppid, startedAt: '2026-11-22T10:00:00.000Z' });
    expect(refused.message).toContain(other);
    expect(readHolder(other).pid).toBe(process.ppid);
  });

  it('takes over a lock left by a process that is gone, or by an earlier process with our pid', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), hostname: os.hostname() });
    await acquire(dir);
    expect(readHolder(dir).pid).toBe(process.pid);

    const reused = freshDir();
    writeLock(reused, { pid: process.pid, hostname: os.hostname() });
    await acquire(reused);
    expect(readHolder(reused).startedAt).not.toBe('2026-11-22T10:00:00.000Z');
  });

  it('judges a holder on another host by its heartbeat', async () => {
    const fresh = freshDir();
    writeLock(fresh, { pid: process.pid, hostname: 'elsewhere' }, 1_000);
    expect((await refusal(acquireDataDirLock(fresh))).holder?.hostname).toBe('elsewhere');

    const silent = freshDir();
    writeLock(silent, { pid: process.pid, hostname: 'elsewhere' }, 16_000); // three 5 s beats missed
    await acquire(silent);
    expect(readHolder(silent).hostname).toBe(os.hostname());
  });

  it('keeps its lock fresh on a heartbeat, and notices when another host took it over', async () => {
    const dir = freshDir();
    const lost: unknown[] = [];
    const lock = await acquire(dir, { heartbeatMs: 50, onLost: (holder) => lost.push(holder) });
    const past = new Date(Date.now() - 60_000);
    utimesSync(lock.file, past, past);
    await expect.poll(() => Date.now() - statSync(lock.file).mtimeMs, { timeout: 5_000 }).toBeLessThan(30_000);

    writeLock(dir, { pid: 4242, hostname: 'elsewhere' });
    await expect.poll(() => lost, { timeout: 5_000 }).toEqual([expect.objectContaining({ hostname: 'elsewhere' })]);
    lock.release();
    expect(readHolder(dir).hostname).toBe('elsewhere'); // not ours to remove
  });

  it('clears a take-over guard left by a process killed in the middle of one', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), hostname: os.hostname() });
    const guard = path.join(dir, `${LOCK_FILE}.takeover`);
    mkdirSync(guard);
    const past = new Date(Date.now() - 60_000);
    utimesSync(guard, past, past);
    await acquire(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
    expect(existsSync(guard)).toBe(false);
  });

  it('gives a stale lock to exactly one of several processes racing for it', async () => {
    const dir = freshDir();
    const stalePid = deadPid();
    writeLock(dir, { pid: stalePid, hostname: os.hostname() });
    const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href;
    // Each contender loads the module, says "ready", and on "go" tries once; a winner holds on
    // until its stdin closes.
    const script = `
      const { acquireDataDirLock } = await import(${JSON.stringify(moduleUrl)});
      process.stdout.write('ready\\n');
      process.stdin.once('data', async () => {
        try {
          const lock = await acquireDataDirLock(${JSON.stringify(dir)});
          process.stdout.write(JSON.stringify({ won: true }) + '\\n');
          process.stdin.on('end', () => { lock.release(); process.exit(0); });
          process.stdin.resume();
        } catch (error) {
          process.stdout.write(JSON.stringify({ won: false, holder: error.holder, message: error.message }) + '\\n');
          process.exit(0);
        }
      });`;
    const contenders = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      children.push(child);
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      /** The n-th complete line the contender printed. */
      const line = (n: number) =>
        new Promise<string>((resolve, reject) => {
          const check = () => {
            const lines = output.split('\n');
            if (lines.length > n + 1) resolve(lines[n]!);
          };
          child.stdout!.on('data', check);
          void exited.then(() => reject(new Error(`contender exited early:\n${output}`)));
          check();
        });
      return { child, ready: line(0), result: line(1) };
    });
    await Promise.all(contenders.map((c) => c.ready));
    for (const { child } of contenders) child.stdin!.write('go\n');
    const results = (await Promise.all(contenders.map((c) => c.result))).map(
      (text) => JSON.parse(text) as { won: boolean; holder?: { pid: number }; message?: string },
    );

    const winners = contenders.filter((_, index) => results[index]!.won);
    expect(winners).toHaveLength(1);
    const winnerPid = winners[0]!.child.pid!;
    expect(readHolder(dir).pid).toBe(winnerPid);
    for (const result of results.filter((r) => !r.won)) {
      expect(result.holder?.pid).toBe(winnerPid);
      expect(result.message).toContain(`process ${winnerPid}`);
    }
    const exited = new Promise((resolve) => winners[0]!.child.once('exit', resolve));
    winners[0]!.child.stdin!.end();
    await exited;
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});

describe('the embedded database', () => {
  it('locks its data folder from open to close', async () => {
    const dir = freshDir();
    const target = { dataDir: path.join(dir, 'pglite'), lockDir: dir };
    const db = await openDatabase(target);
    try {
      expect(readHolder(dir).pid).toBe(process.pid);
      const refused = await refusal(openDatabase(target));
      expect(refused.message).toContain(dir);
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const again = await openDatabase(target);
    await again.close();
  }, 60_000);
});
