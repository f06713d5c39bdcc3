/**
 * Database chores: `npm run db:migrate` applies pending migrations; `npm run db:reset`
 * drops everything and migrates again (refused on a non-local database without --force).
 */
import { databaseTarget } from '../src/server/app';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrate, resetSchema } from '../src/server/db/migrate';
import { isLocalDatabaseUrl } from './db-safety';

async function run(command: string | undefined, flags: string[]): Promise<number> {
  const config = loadConfig();
  const where = config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`;
  if (command === 'reset' && !isLocalDatabaseUrl(config.DATABASE_URL) && !flags.includes('--force')) {
    console.error('Refusing to reset a database that is not on this machine. Add --force if you really mean it.');
    return 2;
  }
  if (command !== 'migrate' && command !== 'reset') {
    console.error('Usage: tsx scripts/db.ts <migrate|reset> [--force]');
    return 2;
  }
  const db = await openDatabase(databaseTarget(config));
  try {
    if (command === 'reset') {
      await resetSchema(db);
      console.log(`Dropped every table (${where}).`);
    }
    const applied = await migrate(db);
    console.log(applied.length ? `Applied ${applied.join(', ')} (${where}).` : `Already up to date (${where}).`);
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv[2], process.argv.slice(3)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
