/**
 * Loads content files into the database: `npm run content:import -- <file>…`
 *
 * - `rules.en.md` / `faq.en.md` (or without a language): insert or update entries by `{#id}`.
 * - `rules.es.md`, `faq.fr.md`…: fill in the translations of entries that already exist.
 * - `CHANGELOG.md`: replaces the changelog.
 * - `*.json`: a bundle `{ rules, notes, faq, news, changelog }` (see src/domain/content/content-schema.ts).
 *
 * For texts you have the right to publish. Each file is imported in one transaction; HTML is
 * stored as given and sanitised whenever it is served.
 */
import { readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { databaseTarget } from '../src/server/app';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { importContentFile } from '../src/server/features/content/content-import';

async function run(files: string[]): Promise<number> {
  if (!files.length || files.includes('--help')) {
    console.error('Usage: npm run content:import -- <rules.en.md|faq.es.md|CHANGELOG.md|bundle.json>…');
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(databaseTarget(config));
  try {
    await migrate(db);
    for (const file of files) {
      try {
        const result = await importContentFile(db, file, readFileSync(file, 'utf8'));
        const counts = Object.entries(result.counts)
          .filter(([, count]) => count > 0)
          .map(([name, count]) => `${count} ${name}`)
          .join(', ');
        console.log(`${file}: ${result.kind} (${result.language}) — ${counts || 'nothing to write'}`);
        if (result.unknownIds.length) console.warn(`  skipped unknown ids: ${result.unknownIds.join(', ')}`);
      } catch (error) {
        const message =
          error instanceof ZodError
            ? error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('\n  ')
            : error instanceof Error
              ? error.message
              : String(error);
        console.error(`${file}: not imported\n  ${message}`);
        return 1;
      }
    }
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
