/**
 * Account chores for whoever runs the server:
 *   npm run admin -- create-admin <email> [--password <password>]   create or promote an admin
 *   npm run admin -- keys                                            print the anon and service-role keys
 */
import { databaseTarget } from '../src/server/app';
import { createAuthContext } from '../src/server/auth/plugin';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { ensureAdmin } from '../src/server/features/profiles/ensure-admin';
import { createMailer, outboxTransport, smtpTransport } from '../src/server/mail/mailer';

async function run([command, ...args]: string[]): Promise<number> {
  if (command !== 'create-admin' && command !== 'keys') {
    console.error('Usage: npm run admin -- create-admin <email> [--password <password>] | keys');
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(databaseTarget(config));
  try {
    await migrate(db);
    const mailer = createMailer(db, config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outboxTransport());
    const auth = await createAuthContext(config, db, mailer);
    if (command === 'keys') {
      console.log(`anon key:          ${auth.anonKey}`);
      console.log(`service-role key:  ${auth.serviceRoleKey}   (keep it secret)`);
      return 0;
    }
    const email = args[0];
    const passwordIndex = args.indexOf('--password');
    const password = passwordIndex >= 0 ? args[passwordIndex + 1] : undefined;
    if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
      console.error('Give the e-mail address of the account to make an admin.');
      return 2;
    }
    const { created } = await ensureAdmin(auth, email, { info: () => {} }, password);
    console.log(
      created
        ? `Created ${email} as an admin${password ? '.' : ': an invitation to choose a password was sent (see /mail for the outbox).'}`
        : `${email} is now an admin.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
