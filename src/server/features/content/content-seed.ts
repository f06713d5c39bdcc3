import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentBundle } from '../../../domain/content/content-schema';
import type { Database } from '../../db/database';
import { loadContentDir, seedContentDir } from './content-files';
import { writeContentBundle } from './content-repository';

/** Any fixed number: instances starting together seed one at a time. */
const CONTENT_SEED_LOCK_ID = 727_274_005;
const SEED_STATE_KEY = 'content.seed';

interface SeedState {
  seededAt: string;
  changelogHash: string | null;
}

const hash = (text: string | null | undefined) =>
  text == null ? null : createHash('sha256').update(text).digest('hex');

export type SeedOutcome = 'seeded' | 'changelog-updated' | 'unchanged' | 'no-seed-files';

/**
 * Fills the content tables from `src/data/content` on first start: each table only when it is
 * empty, and only once per database (a later deletion by an admin stays deleted). The changelog
 * also follows new releases, as long as nobody has edited the stored copy since we wrote it.
 */
export async function seedContent(db: Database, log?: FastifyBaseLogger, dir = seedContentDir()): Promise<SeedOutcome> {
  if (!existsSync(dir)) return 'no-seed-files';
  const bundle = loadContentDir(dir);
  const fileHash = hash(bundle.changelog);
  const outcome = await db.transaction(async (tx): Promise<SeedOutcome> => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_SEED_LOCK_ID]);
    const [stored] = await tx.query<{ value: SeedState }>('SELECT value FROM settings WHERE key = $1', [
      SEED_STATE_KEY,
    ]);
    let result: SeedOutcome = 'unchanged';
    if (!stored) {
      const isEmpty = async (table: string) => (await tx.query(`SELECT 1 FROM ${table} LIMIT 1`)).length === 0;
      const part: ContentBundle = {};
      if (await isEmpty('rules_chapters')) Object.assign(part, { rules: bundle.rules, notes: bundle.notes });
      if (await isEmpty('faq_sections')) part.faq = bundle.faq;
      if (await isEmpty('news_items')) part.news = bundle.news;
      if (await isEmpty('changelog')) part.changelog = bundle.changelog;
      await writeContentBundle(tx, part);
      result = 'seeded';
    } else if (stored.value.changelogHash !== fileHash && bundle.changelog !== undefined) {
      const [current] = await tx.query<{ content: string }>('SELECT content FROM changelog WHERE id = 1');
      if (!current || hash(current.content) === stored.value.changelogHash) {
        await writeContentBundle(tx, { changelog: bundle.changelog });
        result = 'changelog-updated';
      }
    }
    if (result !== 'unchanged') {
      const state: SeedState = {
        seededAt: stored?.value.seededAt ?? new Date().toISOString(),
        changelogHash: fileHash,
      };
      await tx.query(
        `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [SEED_STATE_KEY, JSON.stringify(state)],
      );
    }
    return result;
  });
  if (outcome !== 'unchanged') log?.info({ outcome }, 'content seed');
  return outcome;
}

/** Tables the seed fills, children first so deleting in this order breaks no reference. */
const SEEDED_TABLES = [
  'rules_section_notes',
  'rules_sections',
  'rules_chapters',
  'faq_sections',
  'news_items',
  'changelog',
];

/**
 * Puts the demo content back as the seed files have it: empties the seeded tables, forgets that
 * the database was seeded and seeds again. It throws away every edit, so callers keep it off
 * production.
 */
export async function reseedContent(
  db: Database,
  log?: FastifyBaseLogger,
  dir = seedContentDir(),
): Promise<SeedOutcome> {
  if (!existsSync(dir)) return 'no-seed-files';
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_SEED_LOCK_ID]);
    for (const table of SEEDED_TABLES) await tx.query(`DELETE FROM ${table}`);
    await tx.query('DELETE FROM settings WHERE key = $1', [SEED_STATE_KEY]);
  });
  return seedContent(db, log, dir);
}
