import type { AuthContext } from '../context';
import { authError } from '../errors';
import type { VerifiedIdentity } from '../providers';
import { normaliseEmail, usersRepository, type UserRow } from '../users';

/**
 * Signs in through an external identity: the user who already has it, or — when linking —
 * the signed-in user, or a user with the same verified e-mail, or a new user.
 */
export async function linkOrCreateFromIdentity(
  context: AuthContext,
  provider: string,
  identity: VerifiedIdentity,
  linkTo?: UserRow,
): Promise<UserRow> {
  return context.db.transaction(async (sql) => {
    const users = usersRepository(sql);
    const [existing] = await sql.query<{ user_id: string }>(
      'SELECT user_id FROM auth.identities WHERE provider = $1 AND provider_id = $2',
      [provider, identity.subject],
    );
    const identityData = {
      sub: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
      iss: identity.claims.iss,
    };
    if (existing) {
      if (linkTo && existing.user_id !== linkTo.id) throw authError.identityAlreadyExists();
      await sql.query(
        `UPDATE auth.identities SET identity_data = $3, last_sign_in_at = now(), updated_at = now()
         WHERE provider = $1 AND provider_id = $2`,
        [provider, identity.subject, JSON.stringify(identityData)],
      );
      return (await users.byId(existing.user_id))!;
    }
    let user = linkTo;
    if (!user && identity.email && identity.emailVerified) user = await users.byEmail(normaliseEmail(identity.email));
    if (!user) {
      if (context.config.AUTH_DISABLE_SIGNUP) throw authError.signupDisabled();
      user = await users.insert({
        email: identity.email ? normaliseEmail(identity.email) : null,
        emailConfirmed: identity.emailVerified,
        userMetadata: { full_name: identity.name },
        appMetadata: { provider, providers: [provider] },
      });
      // insert() records an e-mail identity; an account made through a provider has only that provider's.
      await sql.query(`DELETE FROM auth.identities WHERE user_id = $1 AND provider = 'email'`, [user.id]);
    }
    await sql.query(
      `INSERT INTO auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at) VALUES ($1, $2, $3, $4, now())`,
      [user.id, provider, identity.subject, JSON.stringify(identityData)],
    );
    const providers = new Set([...((user.raw_app_meta_data.providers as string[] | undefined) ?? []), provider]);
    return (await users.update(user.id, {
      raw_app_meta_data: JSON.stringify({ ...user.raw_app_meta_data, providers: [...providers] }),
    }))!;
  });
}
