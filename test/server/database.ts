import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { provided } from './provided';
import { TEST_CONNECT_TIMEOUT_MS, type DatabaseTemplate } from './template-database';

export interface TestDatabase {
  db: Database;
  /** The connection URL when running on PostgreSQL. */
  url?: string;
  drop(): Promise<void>;
}

/** The run's migrated template (global-setup.ts), when this project has one. */
function template(): DatabaseTemplate | undefined {
  return provided('databaseTemplate');
}

let pgliteDump: Blob | undefined;

/** Connections one test file's database keeps at most (a server's default is larger, for load). */
const TEST_POOL_SIZE = 10;

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a
 * new database on the server named by TEST_DATABASE_URL, dropped afterwards. Both start as a copy
 * of the run's template, migrated once; `migrate: false` gives an empty one instead.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const copyOf = options.migrate === false ? undefined : template();
  if (!serverUrl) {
    if (copyOf?.kind === 'pglite') pgliteDump ??= new Blob([readFileSync(copyOf.dumpPath)]);
    const db = await openDatabase({ memory: true, loadDataDir: copyOf?.kind === 'pglite' ? pgliteDump : undefined });
    if (options.migrate !== false && copyOf?.kind !== 'pglite') await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `rookery_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const fromTemplate = copyOf?.kind === 'postgres' && copyOf.serverUrl === serverUrl;
  await admin.query(fromTemplate ? `CREATE DATABASE ${name} TEMPLATE ${copyOf.name}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Many test files share one PostgreSQL server (100 connections): each keeps a small pool.
  const db = await openDatabase({
    url: url.toString(),
    poolSize: TEST_POOL_SIZE,
    connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  });
  if (options.migrate !== false && !fromTemplate) await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
