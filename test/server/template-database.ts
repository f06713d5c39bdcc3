import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/database';
import { loadMigrations, migrate } from '../../src/server/db/migrate';

/**
 * How long a test's connection may take to open. The suite shares two cores with browsers and
 * builds, and PostgreSQL may be writing a new database's checkpoint: 3 s, the server's own limit,
 * once ran out while the run's template database was being migrated, and the whole run stopped.
 */
export const TEST_CONNECT_TIMEOUT_MS = 20_000;

/**
 * A database migrated once per test run, which every test file copies instead of migrating
 * its own from nothing: a PostgreSQL template database (CREATE DATABASE … TEMPLATE), or a dump of
 * an embedded PGlite data folder that each file loads.
 */
export type DatabaseTemplate = { kind: 'postgres'; serverUrl: string; name: string } | { kind: 'pglite'; dumpPath: string };

/** Identifies the migrations a template was made with, so a stale one is never used. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const migration of loadMigrations()) hash.update(migration.name).update(migration.sql);
  return hash.digest('hex').slice(0, 12);
}

export async function createDatabaseTemplate(): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `rookery_template_${migrationsFingerprint()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: TEST_CONNECT_TIMEOUT_MS });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ url: url.toString(), connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
    await migrate(db);
    // A template must have no open connections while it is copied.
    await db.close();
    return {
      template: { kind: 'postgres', serverUrl, name },
      async remove() {
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const client = await PGlite.create();
  const db = await openDatabase({ client });
  await migrate(db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'rookery-template-'));
  const dumpPath = path.join(dir, `pglite-${migrationsFingerprint()}.tar`);
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { kind: 'pglite', dumpPath },
    async remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Creating an embedded database in an empty folder runs PostgreSQL's initdb, which takes most of
 * the time a fresh server needs to start (seconds, against well under one to open a copy). A run
 * creates one, migrated, in its global setup; tests that need a new DATA_DIR copy it.
 */
export async function createPgliteSeed(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rookery-seed-'));
  const db = await openDatabase({ dataDir: path.join(dir, 'pglite'), lockDir: dir });
  await migrate(db);
  await db.close();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
