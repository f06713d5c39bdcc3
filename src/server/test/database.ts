import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

export interface TestDatabase {
  db: Database;
  /** The connection URL when running on PostgreSQL. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a
 * new database on the server named by TEST_DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ memory: true });
    if (options.migrate !== false) await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `rookery_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  if (options.migrate !== false) await migrate(db);
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
