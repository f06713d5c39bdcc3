/**
 * Proves the backup procedure in docs/operations.md: `npm run ops:backup-check`.
 *
 * 1. Creates a throwaway PostgreSQL database next to the one BACKUP_CHECK_DATABASE_URL (or
 *    TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres) points at.
 * 2. Starts the server on it (migrations run on start) and fills it through the real API:
 *    members, army lists, a friend request and its notification, an online game with commands,
 *    a direct message and a news item.
 * 3. Backs it up with `pg_dump --format=custom` and restores the file with `pg_restore` into a
 *    second fresh database.
 * 4. Compares every table in every schema: row count and a checksum of the rows' content.
 * Exits non-zero on any difference; both databases are dropped at the end.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { SETUP_COMMANDS } from '../test/fixtures/game';
import { makeList } from '../test/fixtures/army';
import { buildApp } from '../src/server/app';
import { createJwt } from '../src/server/auth/jwt';
import { loadConfig } from '../src/server/config';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const INSTALL_HINT =
  'pg_dump, pg_restore and psql come with the PostgreSQL client tools: on Debian or Ubuntu `apt-get install postgresql-client` (use the same major version as the server or newer).';

export interface TableCount {
  table: string;
  source: number;
  restored: number | null;
  sameContent: boolean;
}

export interface CheckResult {
  tables: TableCount[];
  differences: string[];
  dumpBytes: number;
  commands: { dump: string; restore: string };
}

/** Whether pg_dump and pg_restore can be run here. */
export function clientToolsAvailable(): boolean {
  return ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every base table in every schema, with its row count and an md5 of its rows in a fixed order. */
async function tableFingerprints(url: string): Promise<Map<string, { rows: number; md5: string | null }>> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
       ORDER BY 1, 2`,
    );
    const result = new Map<string, { rows: number; md5: string | null }>();
    for (const { schema, name } of tables) {
      const qualified = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const { rows } = await client.query<{ rows: number; md5: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM ${qualified} t`,
      );
      result.set(`${schema}.${name}`, rows[0]!);
    }
    return result;
  });
}

/** Fills the database through the server's HTTP API, as members and an admin would. */
async function fill(url: string, log: (line: string) => void): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-backup-check-'));
  const secret = randomBytes(36).toString('base64url');
  const adminEmail = 'backup-admin@example.org';
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      AUTH_JWT_SECRET: secret,
      ADMIN_EMAIL: adminEmail,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    }),
  );
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const serviceKey = await createJwt(secret).sign({ role: 'service_role' });
    const call = async (token: string, pathname: string, method = 'GET', body?: unknown) => {
      const response = await fetch(`${baseUrl}${pathname}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 200)}`);
      return (text ? JSON.parse(text) : null) as Record<string, unknown>;
    };
    const signIn = async (email: string) => {
      const link = await call(serviceKey, '/auth/v1/admin/generate_link', 'POST', { type: 'magiclink', email });
      const session = await call('', '/auth/v1/verify', 'POST', { type: 'magiclink', token_hash: link.hashed_token });
      return { token: session.access_token as string, id: (session.user as { id: string }).id };
    };
    const members = [];
    for (const username of ['aldara', 'bruk', 'corvina', 'dagny']) {
      const email = `${username}@example.org`;
      await call(serviceKey, '/auth/v1/admin/users', 'POST', {
        email,
        email_confirm: true,
        user_metadata: { username },
      });
      members.push({ username, ...(await signIn(email)) });
    }
    const admin = await signIn(adminEmail);
    for (const member of members) {
      for (const n of [1, 2]) {
        const id = `${member.username}-${n}`;
        const list = makeList([{ unitId: 'orc-hunters', quantity: n }], { id, name: `${member.username} list ${n}` });
        await call(member.token, `/api/lists/${id}`, 'PUT', { list, public: n === 1 });
      }
    }
    const [aldara, bruk, corvina] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    const request = await call(aldara.token, '/api/social/friend-requests', 'POST', { user_id: bruk.id });
    await call(bruk.token, `/api/social/friend-requests/${request.id as string}/accept`, 'POST');
    await call(bruk.token, `/api/social/messages/${aldara.id}`, 'POST', { body: 'See you at the club on Thursday.' });
    await call(corvina.token, '/api/social/friend-requests', 'POST', { user_id: aldara.id });
    await call(admin.token, `/api/admin/users/${aldara.id}/roles`, 'POST', { tester: true });
    await call(admin.token, `/api/admin/users/${bruk.id}/roles`, 'POST', { tester: true });
    const at = new Date().toISOString();
    const game = await call(aldara.token, '/api/games', 'POST', {
      commands: SETUP_COMMANDS.map((command, i) => ({ id: `setup-${i}`, at, command })),
    });
    await call(bruk.token, '/api/games/join', 'POST', { code: game.joinCode });
    const { sequence } = await call(aldara.token, `/api/games/${game.id}`);
    await call(aldara.token, `/api/games/${game.id}/commands`, 'POST', {
      expectedSequence: sequence,
      commands: [{ id: 'note-1', at, command: { type: 'add_note', text: 'Backed up and restored' } }],
    });
    await call(admin.token, '/api/admin/content/news', 'POST', {
      news_id: 'backup-check',
      date: at.slice(0, 10),
      content_en: 'Backups are restored and counted.',
    });
    log(
      `filled through the API: ${members.length} members and an admin, 8 lists, a friendship and a request, a direct message, 1 game, 1 news item`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runBackupRestoreCheck(
  adminUrl = DEFAULT_ADMIN_URL,
  log: (line: string) => void = console.log,
): Promise<CheckResult> {
  if (!clientToolsAvailable()) throw new Error(`pg_dump or pg_restore is missing. ${INSTALL_HINT}`);
  const suffix = `${process.pid}_${Date.now()}`;
  const sourceName = `rookery_backup_source_${suffix}`;
  const restoredName = `rookery_backup_restored_${suffix}`;
  const sourceUrl = databaseUrl(adminUrl, sourceName);
  const restoredUrl = databaseUrl(adminUrl, restoredName);
  const work = mkdtempSync(path.join(tmpdir(), 'rookery-backup-'));
  const dumpFile = path.join(work, 'rookery.dump');
  try {
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${sourceName}`));
    log(`created ${sourceName}`);
    await fill(sourceUrl, log);

    const dump = ['--format=custom', '--no-owner', '--no-privileges', `--file=${dumpFile}`, `--dbname=${sourceUrl}`];
    execFileSync('pg_dump', dump, { stdio: ['ignore', 'inherit', 'inherit'] });
    const dumpBytes = statSync(dumpFile).size;
    log(`pg_dump wrote ${(dumpBytes / 1024).toFixed(0)} KB`);

    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${restoredName}`));
    const restore = ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${restoredUrl}`, dumpFile];
    execFileSync('pg_restore', restore, { stdio: ['ignore', 'inherit', 'inherit'] });
    log(`pg_restore filled ${restoredName}`);

    const source = await tableFingerprints(sourceUrl);
    const restored = await tableFingerprints(restoredUrl);
    const differences: string[] = [];
    const tables: TableCount[] = [];
    for (const [table, before] of source) {
      const after = restored.get(table);
      const sameContent = after?.md5 === before.md5;
      tables.push({ table, source: before.rows, restored: after?.rows ?? null, sameContent });
      if (!after) differences.push(`${table} is missing after the restore`);
      else if (after.rows !== before.rows)
        differences.push(`${table}: ${before.rows} rows backed up, ${after.rows} restored`);
      else if (!sameContent)
        differences.push(`${table}: the same ${before.rows} rows counted, but their content differs`);
    }
    for (const table of restored.keys())
      if (!source.has(table)) differences.push(`${table} appeared in the restore only`);
    const mask = (url: string) => url.replace(/\/\/[^@/]*@/, '//…@');
    return {
      tables,
      differences,
      dumpBytes,
      commands: {
        dump: `pg_dump ${dump.map((arg) => mask(arg)).join(' ')}`,
        restore: `pg_restore ${restore.map((arg) => mask(arg)).join(' ')}`,
      },
    };
  } finally {
    await withClient(adminUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${sourceName} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    });
    rmSync(work, { recursive: true, force: true });
    log(`dropped ${sourceName} and ${restoredName}`);
  }
}

async function main(): Promise<number> {
  if (!clientToolsAvailable()) {
    console.error(`pg_dump or pg_restore is missing. ${INSTALL_HINT}`);
    return 2;
  }
  const adminUrl = process.env.BACKUP_CHECK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const result = await runBackupRestoreCheck(adminUrl);
  const width = Math.max(...result.tables.map((row) => row.table.length));
  console.log(`\n${'table'.padEnd(width)}  backed up  restored  content`);
  for (const row of result.tables) {
    console.log(
      `${row.table.padEnd(width)}  ${String(row.source).padStart(9)}  ${String(row.restored ?? '-').padStart(8)}  ${row.sameContent ? 'same' : 'DIFFERENT'}`,
    );
  }
  const rows = result.tables.reduce((sum, row) => sum + row.source, 0);
  if (result.differences.length) {
    console.error(`\nBackup check FAILED:\n${result.differences.map((line) => `  - ${line}`).join('\n')}`);
    return 1;
  }
  console.log(
    `\nBackup check passed: ${result.tables.length} tables, ${rows} rows, restored with the same counts and content.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
