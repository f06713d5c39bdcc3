/** Starts the production build as a child process on a free loopback port, and watches its memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The server under test; LOAD_SERVER_BUNDLE names another build (an earlier one, to compare against). */
export const SERVER_BUNDLE = process.env.LOAD_SERVER_BUNDLE
  ? path.resolve(process.env.LOAD_SERVER_BUNDLE)
  : path.join(ROOT, 'dist/server/main.js');
export const WEB_INDEX = path.join(ROOT, 'dist/web/index.html');

export function assertBuilt(): void {
  const missing = [SERVER_BUNDLE, WEB_INDEX].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `The production build is missing (${missing.map((file) => path.relative(ROOT, file)).join(', ')}): run npm run build first.`,
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database next to the one `adminUrl` points at; drop() removes it. */
export async function freshPostgresDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Resident memory of the server process now, in bytes (Linux). */
  rss(): number;
  /** CPU time the server process has used so far (user and system), in ms (Linux). */
  cpuMs(): number;
  /** Lines the server logged at error level or worse. */
  errorLines(): string[];
  stop(): Promise<number | null>;
}

/** User plus system CPU time of a process, in ms, from /proc (clock ticks of 10 ms). */
export function readCpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

export function readRss(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
    return kb * 1024;
  } catch {
    return 0;
  }
}

/**
 * Runs `node dist/server/main.js` with the given environment and waits for /api/health; with a
 * profile folder, the server writes a CPU profile there when it stops.
 */
export async function startServer(
  env: Record<string, string>,
  logFile: string,
  options: { profileDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A CPU profile is written when the server exits (it stops cleanly on SIGTERM).
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: baseUrl,
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
      // One instance under this load, configured for it: writes hold their connections across
      // several turns of a busy event loop (decision 37). DATABASE_POOL_SIZE below overrides it.
      DATABASE_POOL_SIZE: '40',
      // Passed on when given, to try another pool size or libuv thread pool.
      ...Object.fromEntries(
        ['DATABASE_POOL_SIZE', 'UV_THREADPOOL_SIZE'].flatMap((name) =>
          process.env[name] ? [[name, process.env[name]]] : [],
        ),
      ),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  const errors: string[] = [];
  let pending = '';
  const scan = (chunk: Buffer) => {
    log.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        if ((JSON.parse(line) as { level?: number }).level! >= 50) errors.push(line);
      } catch {
        if (line.trim()) errors.push(line);
      }
    }
  };
  child.stdout!.on('data', scan);
  child.stderr!.on('data', scan);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 60 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    pid: child.pid!,
    rss: () => readRss(child.pid!),
    cpuMs: () => readCpuMs(child.pid!),
    errorLines: () => errors,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      log.end();
      return code;
    },
  };
}
