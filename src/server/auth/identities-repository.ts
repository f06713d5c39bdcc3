import { and, eq, sql } from 'drizzle-orm';
import type { SqlExecutor } from '../db/database';
import { identities, type IdentityRow } from './schema';

/**
 * Writes a user's sign-in identities (an address, an external provider's account). Takes an
 * executor, because signing in through a provider links or creates them inside the transaction
 * that also creates the user. A user's identities are read through `usersRepository(...).identities`,
 * since the user object GoTrue answers with carries them.
 */
export function identitiesRepository({ orm }: SqlExecutor) {
  const byProvider = (provider: string, providerId: string) =>
    and(eq(identities.provider, provider), eq(identities.providerId, providerId));
  const emailIdentityOf = (userId: string) => and(eq(identities.userId, userId), eq(identities.provider, 'email'));

  return {
    /** Whose account this provider's subject belongs to, if anyone's. */
    async ownerOf(provider: string, providerId: string): Promise<IdentityRow['userId'] | undefined> {
      const [row] = await orm
        .select({ userId: identities.userId })
        .from(identities)
        .where(byProvider(provider, providerId));
      return row?.userId;
    },

    /** A sign-in through an identity already on file: its claims are refreshed and the time noted. */
    async signedIn(provider: string, providerId: string, identityData: Record<string, unknown>): Promise<void> {
      await orm
        .update(identities)
        .set({ identityData, lastSignInAt: sql`now()`, updatedAt: sql`now()` })
        .where(byProvider(provider, providerId));
    },

    /** A provider's identity joining the user, signed in with just now. */
    async addSignedIn(
      userId: string,
      provider: string,
      providerId: string,
      identityData: Record<string, unknown>,
    ): Promise<void> {
      await orm.insert(identities).values({ userId, provider, providerId, identityData, lastSignInAt: sql`now()` });
    },

    /** Drops the user's e-mail identity (an account made through a provider has only that provider's). */
    async removeEmailIdentity(userId: string): Promise<void> {
      await orm.delete(identities).where(emailIdentityOf(userId));
    },

    /** The e-mail identity follows a confirmed change of address. */
    async changeEmail(userId: string, email: string): Promise<void> {
      await orm
        .update(identities)
        .set({
          // jsonb's || merges the one key into what the identity already holds.
          identityData: sql`${identities.identityData} || jsonb_build_object('email', ${email}::text)`,
          updatedAt: sql`now()`,
        })
        .where(emailIdentityOf(userId));
    },

    async remove(identityId: string): Promise<void> {
      await orm.delete(identities).where(eq(identities.id, identityId));
    },
  };
}
