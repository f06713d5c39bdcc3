import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { queryStats, timedClient } from './query-stats';

const folder = mkdtempSync(path.join(tmpdir(), 'rookery-query-stats-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Row {
  statement: string;
  count: number;
  totalMs: number;
  meanMs: number;
  maxMs: number;
}

const target = () =>
  process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL } : ({ memory: true } as const);

describe('per-statement timing (DB_QUERY_STATS)', () => {
  it('counts every statement: raw, through Drizzle, inside our transactions and inside Drizzle’s', async () => {
    const file = path.join(folder, 'stats.json');
    const database = await openDatabase(target(), queryStats(file));
    await database.query('SELECT 1 AS one');
    await database.query('SELECT   1 AS one');
    await database.orm.execute(sql`SELECT 2 AS two`);
    await database.transaction(async (tx) => {
      await tx.query('SELECT 3 AS three');
    });
    await database.orm.transaction(async (tx) => {
      await tx.execute(sql`SELECT 4 AS four`);
    });
    await database.close();

    const rows = JSON.parse(readFileSync(file, 'utf8')) as Row[];
    const count = (statement: string) => rows.find((row) => row.statement === statement)?.count ?? 0;
    // Spaces are folded, so the two spellings of the first statement are one entry.
    expect(count('SELECT 1 AS one')).toBe(2);
    expect(count('SELECT 2 AS two')).toBe(1);
    expect(count('SELECT 3 AS three')).toBe(1);
    expect(count('SELECT 4 AS four')).toBe(1);
    for (const row of rows) {
      expect(row.meanMs).toBeGreaterThanOrEqual(0);
      expect(row.maxMs).toBeGreaterThanOrEqual(row.meanMs);
    }
    // Slowest total first.
    expect(rows.map((row) => row.totalMs)).toEqual([...rows.map((row) => row.totalMs)].sort((a, b) => b - a));
  });

  it('leaves the client untouched when timing is off', () => {
    const client = { query: () => Promise.resolve({ rows: [] }) };
    expect(timedClient(client, undefined)).toBe(client);
  });

  it('gives a client one timed copy, so what is built per client is built once', async () => {
    const stats = queryStats(path.join(folder, 'copies.json'));
    const client = { query: (text: string) => Promise.resolve({ rows: [{ text }] }) };
    const timed = timedClient(client, stats);
    expect(timedClient(client, stats)).toBe(timed);
    expect(timedClient({ ...client }, stats)).not.toBe(timed);
    expect(await timed.query('SELECT 5 AS five')).toEqual({ rows: [{ text: 'SELECT 5 AS five' }] });
  });
});
