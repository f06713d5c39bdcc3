import type { AuthContext } from '../context';
import { identitiesRepository } from '../identities-repository';
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
    const identities = identitiesRepository(sql);
    const ownerId = await identities.ownerOf(provider, identity.subject);
    const identityData = {
      sub: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
      iss: identity.claims.iss,
    };
    if (ownerId) {
      if (linkTo && ownerId !== linkTo.id) throw authError.identityAlreadyExists();
      await identities.signedIn(provider, identity.subject, identityData);
      return (await users.byId(ownerId))!;
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
      await identities.removeEmailIdentity(user.id);
    }
    await identities.addSignedIn(user.id, provider, identity.subject, identityData);
    const providers = new Set([...((user.raw_app_meta_data.providers as string[] | undefined) ?? []), provider]);
    return (await users.update(user.id, {
      raw_app_meta_data: JSON.stringify({ ...user.raw_app_meta_data, providers: [...providers] }),
    }))!;
  });
}
