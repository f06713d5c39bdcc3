import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { TestApp } from '../../test/server/app';
import { seededDataDir } from '../../test/server/pglite-seed';

/** A port nobody listens on right now, so the server's own address can go into SITE_URL. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server with the built web app, in this test file's process and on its own embedded
 * database, for journeys that need what only the server side can see: the e-mail outbox
 * (lastMail), or an admin made with ensureAdmin. Links in e-mails point at it (SITE_URL).
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = seededDataDir('rookery-e2e-own-');
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: inject('webDir'),
      SITE_URL: baseUrl,
      // Every journey signs in from the same loopback address.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    }),
  );
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    database: { db: app.db, drop: async () => {} },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const SCREENSHOTS = path.resolve('test-results/screenshots');

/** Where a journey saves a screenshot called `name` (the folder is made on first use). */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return path.join(SCREENSHOTS, name);
}

/**
 * This test file's own server (startServer), up before its journeys and closed after them. Read
 * `server` inside tests and hooks, once it has started; `url` makes an address on it.
 */
export function ownServerForThisFile(env: Record<string, string> = {}) {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startServer(env);
  });
  afterAll(async () => started?.close());
  const own = {
    get server(): TestApp {
      if (!started) throw new Error('The server of this test file has not started yet.');
      return started;
    },
    url: (pathname: string) => `${own.server.baseUrl}${pathname}`,
  };
  return own;
}
