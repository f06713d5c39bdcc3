import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentBundle } from '../../../domain/content/content-schema';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Orm } from '../../db/database';
import { settings } from '../settings/schema';
import { loadContentDir, seedContentDir } from './content-files';
import { writeContentBundle } from './content-repository';
import { changelog, faqSections, newsItems, rulesChapters, rulesSectionNotes, rulesSections } from './schema';

/** Any fixed number: instances starting together seed one at a time. */
const CONTENT_SEED_LOCK_ID = 727_274_005;
const SEED_STATE_KEY = 'content.seed';

interface SeedState {
  seededAt: string;
  changelogHash: string | null;
}

/** Held until the transaction ends. */
const lockSeed = (orm: Orm) => orm.execute(sql`SELECT pg_advisory_xact_lock(${CONTENT_SEED_LOCK_ID})`);

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
    const { orm } = tx;
    await lockSeed(orm);
    const [stored] = await orm.select({ value: settings.value }).from(settings).where(eq(settings.key, SEED_STATE_KEY));
    const storedState = stored?.value as SeedState | undefined;
    let result: SeedOutcome = 'unchanged';
    if (!storedState) {
      const isEmpty = async (table: PgTable) =>
        (
          await orm
            .select({ one: sql`1` })
            .from(table)
            .limit(1)
        ).length === 0;
      const part: ContentBundle = {};
      if (await isEmpty(rulesChapters)) Object.assign(part, { rules: bundle.rules, notes: bundle.notes });
      if (await isEmpty(faqSections)) part.faq = bundle.faq;
      if (await isEmpty(newsItems)) part.news = bundle.news;
      if (await isEmpty(changelog)) part.changelog = bundle.changelog;
      await writeContentBundle(tx, part);
      result = 'seeded';
    } else if (storedState.changelogHash !== fileHash && bundle.changelog !== undefined) {
      const [current] = await orm.select({ content: changelog.content }).from(changelog).where(eq(changelog.id, 1));
      if (!current || hash(current.content) === storedState.changelogHash) {
        await writeContentBundle(tx, { changelog: bundle.changelog });
        result = 'changelog-updated';
      }
    }
    if (result !== 'unchanged') {
      const state: SeedState = {
        seededAt: storedState?.seededAt ?? new Date().toISOString(),
        changelogHash: fileHash,
      };
      await orm
        .insert(settings)
        .values({ key: SEED_STATE_KEY, value: state })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    }
    return result;
  });
  if (outcome !== 'unchanged') log?.info({ outcome }, 'content seed');
  return outcome;
}

/** Tables the seed fills, children first so deleting in this order breaks no reference. */
const SEEDED_TABLES: PgTable[] = [rulesSectionNotes, rulesSections, rulesChapters, faqSections, newsItems, changelog];

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
  await db.transaction(async ({ orm }) => {
    await lockSeed(orm);
    for (const table of SEEDED_TABLES) await orm.delete(table);
    await orm.delete(settings).where(eq(settings.key, SEED_STATE_KEY));
  });
  return seedContent(db, log, dir);
}
