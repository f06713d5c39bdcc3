import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameSkeleton } from '../../../domain/social/usernames';
import { loadMigrations, migrate } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../../../test/server/database';

/**
 * The migration that added profiles.username_key computed it in SQL for the names already stored,
 * and a later one re-keyed them for full case folding.
 * These names, stored before it ran, must come out with the key usernameSkeleton() gives them,
 * on PGlite and on PostgreSQL alike (whatever the database's locale).
 */
const KEYED_MIGRATION = '0014_username_key';

const STORED_NAMES = [
  'Korvus',
  'ÉMILE Zola',
  'Ŀukasz  Ŵójcik ',
  'ΟΔΥΣΣΕΥΣ',
  'Ὀδυσσεύς',
  'ИВАН',
  'ВОВ',
  'Ιστανμπούλ',
  'İstanbul',
  'Straße',
  'STRAẞE MAIN',
  'ᾠδὴ ᾳ ῼ',
  'ᲀᲂᲃ',
  'ｆｕｌｌ　ｗｉｄｔｈ',
  '𝐁𝐨𝐥𝐝',
  'ﬁne',
  'zero\u200bwidth',
  'soft\u00adhyphen',
  '\u202eevil',
  'tab\there',
  'Ⴀნა',
  'ᏣᎳᎩ',
  'Ⲁⲛⲧⲱⲛⲓⲟⲥ',
  'Ǆemal',
  '山田 Taro',
  'x_y-z.1 2',
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const migrations = loadMigrations();
  const at = migrations.findIndex((migration) => migration.name === KEYED_MIGRATION);
  expect(at).toBeGreaterThan(0);
  await migrate(database.db, migrations.slice(0, at));
  const names = [...STORED_NAMES, 'alice', 'alice\u200b', 'alicе', 'Weiss', 'weiß'];
  for (const [index, username] of names.entries()) {
    const id = crypto.randomUUID();
    await database.db.query('INSERT INTO auth.users (id, email) VALUES ($1, $2)', [id, `keyed${index}@example.org`]);
    await database.db.query(
      `INSERT INTO profiles (id, username, wab_id, created_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [id, username, `WAB-TEST-${String(index).padStart(4, '0')}-KEYS`, index],
    );
  }
  await migrate(database.db, migrations);
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

describe('the username_key backfill', () => {
  it('gives stored names the skeleton the server computes', async () => {
    const rows = await database.db.query<{ username: string; username_key: string | null }>(
      'SELECT username, username_key FROM profiles WHERE username = ANY($1::text[])',
      [STORED_NAMES],
    );
    expect(rows).toHaveLength(STORED_NAMES.length);
    const stored = Object.fromEntries(rows.map((row) => [row.username, row.username_key]));
    expect(stored).toEqual(Object.fromEntries(STORED_NAMES.map((name) => [name, usernameSkeleton(name)])));
  });

  it('keys only the oldest of names that already look alike, and then refuses another', async () => {
    const rows = await database.db.query<{ username: string; username_key: string | null }>(
      `SELECT username, username_key FROM profiles WHERE username IN ('alice', 'alice\u200b', 'alicе') ORDER BY created_at`,
    );
    expect(rows).toEqual([
      { username: 'alice', username_key: 'alice' },
      { username: 'alice\u200b', username_key: null },
      { username: 'alicе', username_key: null },
    ]);
    const id = crypto.randomUUID();
    await database.db.query('INSERT INTO auth.users (id, email) VALUES ($1, $2)', [id, 'late@example.org']);
    await expect(
      database.db.query(
        `INSERT INTO profiles (id, username, username_key, wab_id) VALUES ($1, 'Alice', 'alice', 'WAB-LATE-0000-KEYS')`,
        [id],
      ),
    ).rejects.toThrow();
  });

  it('keeps the older of two names that full case folding makes one', async () => {
    const rows = await database.db.query<{ username: string; username_key: string | null }>(
      `SELECT username, username_key FROM profiles WHERE username IN ('Weiss', 'weiß') ORDER BY created_at`,
    );
    expect(rows).toEqual([
      { username: 'Weiss', username_key: 'weiss' },
      { username: 'weiß', username_key: null },
    ]);
  });
});
