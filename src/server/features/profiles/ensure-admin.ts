import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../auth/context';
import { sendOneTimeToken } from '../../auth/flows';
import { hashPassword } from '../../auth/passwords';
import { normaliseEmail, usersRepository } from '../../auth/users';
import { siteUrl } from '../../site-url';
import { accountsRepository } from './accounts-repository';

/**
 * Makes the account with this e-mail an admin, creating it when needed. A new account gets a
 * password when one is given, otherwise an invitation e-mail to choose one.
 */
export async function ensureAdmin(
  context: AuthContext,
  email: string,
  log: Pick<FastifyBaseLogger, 'info'>,
  password?: string,
): Promise<{ created: boolean; userId: string }> {
  const address = normaliseEmail(email);
  const users = usersRepository(context.db);
  let user = await users.byEmail(address);
  const created = !user;
  if (!user) {
    const passwordHash = password ? await hashPassword(password) : null;
    user = await context.db.transaction((sql) =>
      usersRepository(sql).insert({ email: address, passwordHash, emailConfirmed: Boolean(password), invited: !password }),
    );
    // No request here (start-up or the admin command): the configured site, or localhost.
    if (!password) await sendOneTimeToken(context, user, 'invite', { site: siteUrl(context.config) });
  }
  await accountsRepository(context.db.orm).makeAdmin(user.id);
  log.info({ email: address, created }, 'admin account ready');
  return { created, userId: user.id };
}
