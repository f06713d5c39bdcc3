import { describe, expect } from 'vitest';
import { itNeeding } from '../../../scripts/test-requirements';
import { clientToolsAvailable, INSTALL_HINT, runBackupRestoreCheck } from '../../../scripts/backup-restore-check';

const serverUrl = process.env.TEST_DATABASE_URL;
const tools = clientToolsAvailable();
const skipReason = !serverUrl
  ? 'TEST_DATABASE_URL is not set: the backup check needs a PostgreSQL server'
  : !tools
    ? `pg_dump is not installed. ${INSTALL_HINT}`
    : null;

describe('backup and restore with pg_dump (docs/operations.md)', () => {
  itNeeding(
    skipReason,
    "restores a filled database with every table's rows and content",
    async () => {
      const lines: string[] = [];
      const result = await runBackupRestoreCheck(serverUrl, (line) => lines.push(line));
      expect(result.differences).toEqual([]);
      const rows = Object.fromEntries(result.tables.map((table) => [table.table, table]));
      // The fill reached every kind of data the procedure must keep.
      for (const table of [
        'auth.users',
        'public.profiles',
        'public.army_lists',
        'public.games',
        'public.game_events',
        'public.friendships',
        'public.notifications',
        'public.direct_messages',
        'public.news_items',
        'public.schema_migrations',
      ]) {
        expect(rows[table]?.source, table).toBeGreaterThan(0);
        expect(rows[table]?.restored, table).toBe(rows[table]?.source);
      }
      expect(lines.at(-1)).toMatch(/^dropped rookery_backup_source_\S+ and rookery_backup_restored_\S+$/);
    },
    120_000,
  );
});
