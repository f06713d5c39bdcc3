import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../contracts/errors';
import {
  accountExportSchema,
  MEMBER_COUNT_PATH,
  memberCountSchema,
  PROFILE_EXPORT_PATH,
  PROFILE_ME_PATH,
  profileSchema,
  type AccountExport,
  type Profile,
} from '../../../contracts/profiles';
import type { SqlExecutor } from '../../db/database';
import { HttpError } from '../../http-error';
import { requireMember } from '../../plugins/auth-guard';

const PROFILE_COLUMNS =
  'id, username, wab_id, wab_admin, tester, banned, deactivated, avatar_url, bio, favourite_faction, language, created_at';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

async function readProfile(sql: SqlExecutor, userId: string): Promise<Profile> {
  const [profile] = await sql.query<Omit<Profile, 'created_at'> & { created_at: Date }>(
    `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE id = $1`,
    [userId],
  );
  if (!profile) throw new HttpError(404, ERROR_CODES.notFound, 'No profile for this account.');
  return { ...profile, created_at: iso(profile.created_at)! };
}

/** Everything stored about one member, for the "export my data" download (privacy policy). */
async function readAccountExport(sql: SqlExecutor, userId: string, now: Date): Promise<AccountExport> {
  const profile = await readProfile(sql, userId);
  const [account] = await sql.query<{
    id: string;
    email: string | null;
    phone: string | null;
    email_confirmed_at: Date | null;
    last_sign_in_at: Date | null;
    created_at: Date;
    raw_user_meta_data: Record<string, unknown>;
  }>(
    'SELECT id, email, phone, email_confirmed_at, last_sign_in_at, created_at, raw_user_meta_data FROM auth.users WHERE id = $1',
    [userId],
  );
  if (!account) throw new HttpError(404, ERROR_CODES.notFound, 'No account with this id.');
  const identities = await sql.query<{
    provider: string;
    email: string | null;
    created_at: Date;
    last_sign_in_at: Date | null;
  }>(
    `SELECT provider, identity_data->>'email' AS email, created_at, last_sign_in_at
     FROM auth.identities WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  const factors = await sql.query<{
    friendly_name: string | null;
    factor_type: string;
    status: string;
    created_at: Date;
  }>(
    'SELECT friendly_name, factor_type, status, created_at FROM auth.mfa_factors WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  const log = await sql.query<{ action: string; ip: string | null; created_at: Date }>(
    'SELECT action, ip, created_at FROM auth.audit_log WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return {
    exported_at: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      phone: account.phone,
      email_confirmed_at: iso(account.email_confirmed_at),
      last_sign_in_at: iso(account.last_sign_in_at),
      created_at: iso(account.created_at)!,
      user_metadata: account.raw_user_meta_data,
    },
    profile,
    identities: identities.map((identity) => ({
      provider: identity.provider,
      email: identity.email,
      created_at: iso(identity.created_at)!,
      last_sign_in_at: iso(identity.last_sign_in_at),
    })),
    factors: factors.map((factor) => ({ ...factor, created_at: iso(factor.created_at)! })),
    security_log: log.map((entry) => ({ action: entry.action, ip: entry.ip, created_at: iso(entry.created_at)! })),
  };
}

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  routes.get(PROFILE_ME_PATH, { schema: { tags, response: { 200: profileSchema } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    return reply.header('Cache-Control', 'no-store').send(await readProfile(app.db, member.user.id));
  });

  /** A JSON download: the same answer as any other, with a file name for the browser to save it under. */
  routes.get(
    PROFILE_EXPORT_PATH,
    { schema: { tags, response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const data = await readAccountExport(app.db, member.user.id, new Date());
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="rookery-data-${data.profile.wab_id}.json"`)
        .send(data);
    },
  );

  const gone = z.undefined().describe('The account is gone.');
  /**
   * Deletes the member's account. Profiles, sessions, identities, factors and everything else
   * personal hang off auth.users with ON DELETE CASCADE; mail kept for the address goes too.
   * Accounts protected by an authenticator app need a session that passed it.
   */
  routes.delete(PROFILE_ME_PATH, { schema: { tags, response: { 204: gone } } }, async (request, reply) => {
    const member = await requireMember(app, request);
    const userId = member.user.id;
    const [factor] = await app.db.query(
      `SELECT 1 FROM auth.mfa_factors WHERE user_id = $1 AND status = 'verified' LIMIT 1`,
      [userId],
    );
    if (factor && member.claims.aal !== 'aal2') {
      throw new HttpError(
        403,
        ERROR_CODES.forbidden,
        'Confirm your authenticator app code before deleting this account.',
      );
    }
    const addresses = [member.user.email, member.user.phone, member.user.email_change, member.user.phone_change].filter(
      (address): address is string => Boolean(address),
    );
    await app.db.transaction(async (sql) => {
      await sql.query('DELETE FROM auth.users WHERE id = $1', [userId]);
      if (addresses.length) {
        await sql.query('DELETE FROM email_outbox WHERE lower(to_address) = ANY($1::text[])', [
          addresses.map((address) => address.toLowerCase()),
        ]);
      }
      await sql.query(`INSERT INTO auth.audit_log (user_id, action, ip, payload) VALUES ($1, 'user_deleted', $2, $3)`, [
        userId,
        request.ip,
        JSON.stringify({ by: 'self' }),
      ]);
    });
    await app.auth.sessionsEnded?.(userId);
    request.log.info({ userId }, 'account deleted by its owner');
    return reply.status(204).send();
  });

  /** Members who are neither banned nor deactivated, nor anonymous guests; never cached (spec §7). */
  routes.get(MEMBER_COUNT_PATH, { schema: { tags, response: { 200: memberCountSchema } } }, async (_request, reply) => {
    const [row] = await app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM profiles p JOIN auth.users u ON u.id = p.id
       WHERE p.banned = false AND p.deactivated = false AND u.is_anonymous = false`,
    );
    return reply.header('Cache-Control', 'no-store').send({ count: row?.count ?? 0 });
  });
}
