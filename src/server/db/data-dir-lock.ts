import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';

/**
 * One writer per embedded database (issue 15). Two processes on one PGlite folder each see only
 * their own writes and lose acknowledged saves, so whoever opens DATA_DIR first holds
 * `DATA_DIR/rookery.lock` until it closes, and everyone else stops at once.
 *
 * A lock left behind by a killed process must not block the next start. On the same host the
 * holder's pid says it all: not alive (or our own pid, as when pid 1 is reused in a container)
 * means stale. A holder on another host (a shared volume) cannot be asked, so holders touch the
 * file's mtime on a heartbeat, and one not touched for three heartbeats is stale. Taking over a
 * stale lock happens inside a `mkdir` guard, so of several processes racing for it exactly one
 * wins; the others then find the winner's fresh lock and stop.
 */

export const LOCK_FILE = 'rookery.lock';
const TAKEOVER_GUARD = `${LOCK_FILE}.takeover`;
const HEARTBEAT_MS = 5_000;
/** How long a process waits for another one that is in the middle of taking over. */
const GUARD_WAIT_MS = 20;

const lockRecordSchema = z.object({
  pid: z.number().int(),
  hostname: z.string(),
  startedAt: z.string(),
  /** Tells this holding apart from an earlier one by the same pid. */
  id: z.string().optional(),
});
type LockRecord = z.infer<typeof lockRecordSchema>;
export type LockHolder = Pick<LockRecord, 'pid' | 'hostname' | 'startedAt'>;

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `process ${holder.pid} on host ${holder.hostname} (since ${holder.startedAt})`
      : 'another process (its lock file is being written)';
    super(
      `The data folder ${dir} is in use by ${who}. Only one Rookery process (server or script) ` +
        `may open an embedded database at a time: stop that one first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** The lock file, `<dir>/rookery.lock`. */
  readonly file: string;
  /** Stops the heartbeat and removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

export interface DataDirLockOptions {
  /** How often the holder touches the lock; a lock from another host is stale after three. */
  heartbeatMs?: number;
  /** Called when the heartbeat finds that another process has taken the lock over. */
  onLost?: (holder: LockHolder | undefined) => void;
}

/** Lock files this process holds, so a second open in the same process is refused too. */
const held = new Map<string, () => void>();
let exitHookInstalled = false;

/**
 * Takes the lock on `dir` (created if missing) or throws DataDirLockedError naming its holder.
 * Nothing else in the folder is touched before it succeeds.
 */
export async function acquireDataDirLock(dir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  const folder = path.resolve(dir);
  const file = path.join(folder, LOCK_FILE);
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const staleAfterMs = 3 * heartbeatMs;
  if (held.has(file)) throw new DataDirLockedError(folder, readLock(file)?.record);

  fs.mkdirSync(folder, { recursive: true });
  const me: LockRecord = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    id: randomUUID(),
  };
  // An abandoned take-over guard is removed after staleAfterMs, so this always ends.
  const deadline = Date.now() + staleAfterMs + 10_000;
  for (;;) {
    if (createExclusive(file, me)) return hold(file, me, heartbeatMs, options.onLost);
    const seen = readLock(file);
    if (!seen) continue; // released meanwhile
    if (!isStale(seen, staleAfterMs)) throw new DataDirLockedError(folder, seen.record);
    const outcome = takeOver(folder, file, seen, me, staleAfterMs);
    if (outcome === 'taken') return hold(file, me, heartbeatMs, options.onLost);
    if (Date.now() > deadline) throw new DataDirLockedError(folder, seen.record);
    if (outcome === 'busy') await delay(GUARD_WAIT_MS);
  }
}

interface SeenLock {
  /** Undefined while the file is still being written (or holds something else). */
  record: LockRecord | undefined;
  text: string;
  ino: number;
  mtimeMs: number;
}

function readLock(file: string): SeenLock | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    // Stat and read through one descriptor, so both describe the same file even if it is replaced.
    const stat = fs.fstatSync(fd);
    const text = fs.readFileSync(fd, 'utf8');
    return { record: parseRecord(text), text, ino: stat.ino, mtimeMs: stat.mtimeMs };
  } finally {
    fs.closeSync(fd);
  }
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const parsed = lockRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a whole file next to `file`, so the lock itself never exists half-written. */
function writeTemporary(file: string, record: LockRecord): string {
  const temporary = `${file}.${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(record)}\n`, { flag: 'wx' });
  return temporary;
}

/** Creates the lock if there is none; false if there is one. */
function createExclusive(file: string, record: LockRecord): boolean {
  const temporary = writeTemporary(file, record);
  try {
    fs.linkSync(temporary, file); // fails with EEXIST, atomically, when a lock is there
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(errorCode(error) ?? '')) throw error;
    // File systems without hard links: exclusive create; readers treat a half-written lock as held.
    try {
      fs.writeFileSync(file, `${JSON.stringify(record)}\n`, { flag: 'wx' });
      return true;
    } catch (fallbackError) {
      if (errorCode(fallbackError) === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function isStale(seen: SeenLock, staleAfterMs: number): boolean {
  const { record } = seen;
  if (record && record.hostname === os.hostname()) {
    return record.pid === process.pid || !isAlive(record.pid);
  }
  return Date.now() - seen.mtimeMs > staleAfterMs;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return errorCode(error) === 'EPERM'; // it exists, under another user
  }
  return !isZombie(pid);
}

/** A killed process its parent has not reaped yet still answers kill(pid, 0). */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // no procfs: trust kill(pid, 0)
  }
}

/**
 * Replaces the stale lock `seen` with ours, inside the take-over guard. 'lost' when the lock
 * changed since we looked (someone else took it or it was released): look again.
 */
function takeOver(
  folder: string,
  file: string,
  seen: SeenLock,
  me: LockRecord,
  staleAfterMs: number,
): 'taken' | 'lost' | 'busy' {
  const guard = path.join(folder, TAKEOVER_GUARD);
  try {
    fs.mkdirSync(guard);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    return removeAbandonedGuard(guard, staleAfterMs) ? 'lost' : 'busy';
  }
  try {
    const now = readLock(file);
    if (!now || now.ino !== seen.ino || now.mtimeMs !== seen.mtimeMs || now.text !== seen.text) return 'lost';
    const temporary = writeTemporary(file, me);
    try {
      fs.renameSync(temporary, file);
    } catch (error) {
      fs.rmSync(temporary, { force: true });
      throw error;
    }
    return 'taken';
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

/**
 * A take-over lasts milliseconds; a guard older than a stale lock belongs to a process killed in
 * the middle of one. Renaming it away first means only one of several processes removes it.
 */
function removeAbandonedGuard(guard: string, staleAfterMs: number): boolean {
  try {
    if (Date.now() - fs.statSync(guard).mtimeMs <= staleAfterMs) return false;
    const away = `${guard}.${randomUUID()}.abandoned`;
    fs.renameSync(guard, away);
    fs.rmSync(away, { recursive: true, force: true });
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  return true;
}

function hold(
  file: string,
  me: LockRecord,
  heartbeatMs: number,
  onLost: DataDirLockOptions['onLost'],
): DataDirLock {
  const stop = () => {
    clearInterval(timer);
    held.delete(file);
  };
  const release = () => {
    if (!held.has(file)) return;
    stop();
    try {
      if (readLock(file)?.record?.id === me.id) fs.rmSync(file, { force: true });
    } catch {
      // Nothing to clean up if the folder itself is gone.
    }
  };
  const heartbeat = () => {
    try {
      const now = readLock(file);
      if (!now) {
        // Someone deleted it by hand: it is still ours, unless another process got there first.
        if (createExclusive(file, me)) return;
      } else if (now.record?.id === me.id) {
        const at = new Date();
        fs.utimesSync(file, at, at);
        return;
      }
      stop();
      onLost?.(readLock(file)?.record);
    } catch {
      // A passing file-system error; the next beat tries again.
    }
  };
  const timer = setInterval(heartbeat, heartbeatMs);
  timer.unref();
  held.set(file, release);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A process that exits without closing its database still leaves no lock behind.
    process.on('exit', () => {
      for (const releaseOne of [...held.values()]) releaseOne();
    });
  }
  return { file, release };
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined;
}
