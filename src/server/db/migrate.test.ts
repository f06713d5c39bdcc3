import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/server/database';
import { loadMigrations, migrate, resetSchema } from './migrate';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

const sample = [
  { name: '0001_a', sql: 'CREATE TABLE a (id int PRIMARY KEY);' },
  { name: '0002_b', sql: 'CREATE TABLE b (id int PRIMARY KEY REFERENCES a(id)); INSERT INTO a VALUES (1);' },
];

describe('migrate', () => {
  it('applies every shipped migration in order, once', async () => {
    database = await createTestDatabase({ migrate: false });
    const names = loadMigrations().map((m) => m.name);
    expect(names).toEqual([...names].sort());
    expect(await migrate(database.db)).toEqual(names);
    expect(await migrate(database.db)).toEqual([]);
    const rows = await database.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(names);
  });

  it('runs each migration in its own transaction and stops at a failing one', async () => {
    database = await createTestDatabase({ migrate: false });
    const broken = [...sample, { name: '0003_broken', sql: 'CREATE TABLE c (id int); SELECT no_such_function();' }];
    await expect(migrate(database.db, broken)).rejects.toThrow();
    const applied = await database.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((r) => r.name)).toEqual(['0001_a', '0002_b']);
    const tables = await database.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'c'`);
    expect(tables).toHaveLength(0);
  });

  it('lets two runners race without applying anything twice', async () => {
    database = await createTestDatabase({ migrate: false });
    const [first, second] = await Promise.all([migrate(database.db, sample), migrate(database.db, sample)]);
    expect([...first, ...second].sort()).toEqual(['0001_a', '0002_b']);
    expect(await database.db.query('SELECT * FROM a')).toHaveLength(1);
  });

  it('resetSchema drops everything so migrations can start again', async () => {
    database = await createTestDatabase();
    await database.db.query(`INSERT INTO settings (key, value) VALUES ('k', '1')`);
    await resetSchema(database.db);
    expect(await migrate(database.db)).toEqual(loadMigrations().map((m) => m.name));
    expect(await database.db.query('SELECT * FROM settings')).toHaveLength(0);
  });
});
