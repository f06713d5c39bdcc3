import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appRoot } from '../app-root';
import type { Database } from './database';

export interface Migration {
  name: string;
  sql: string;
}

/** Any fixed number works; every instance must use the same one so only one migrates at a time. */
const MIGRATION_LOCK_ID = 727_274_001;

export function migrationsDir(): string {
  return path.join(appRoot(), 'src/server/db/migrations');
}

export function loadMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, file), 'utf8') }));
}

/** Applies pending migrations in name order, each in its own transaction. Returns the names applied. */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  // Even "IF NOT EXISTS" races between instances on PostgreSQL, so it waits for the lock too.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

/** Drops everything in the public schema (and any schemas our migrations create). */
export async function resetSchema(db: Database): Promise<void> {
  const schemas = await db.query<{ nspname: string }>(
    `SELECT nspname FROM pg_namespace
     WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast', 'public')
       AND nspname NOT LIKE 'pg_%'`,
  );
  for (const { nspname } of schemas) await db.exec(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
  await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
}
