import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountExport, Profile } from '../../../contracts/profiles';
import { auditLog, identities, mfaFactors, users } from '../../auth/schema';
import type { Orm } from '../../db/database';
import { emailOutbox } from '../../mail/schema';
import { profiles } from './schema';

/** The export's account part: what the other aggregates keep is added by the route. */
type AccountPart = Omit<AccountExport, 'lists' | 'collection' | 'data_reports' | 'games' | 'messages' | 'comments'>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const profileColumns = {
  id: profiles.id,
  username: profiles.username,
  wab_id: profiles.wabId,
  wab_admin: profiles.wabAdmin,
  tester: profiles.tester,
  banned: profiles.banned,
  deactivated: profiles.deactivated,
  avatar_url: profiles.avatarUrl,
  bio: profiles.bio,
  favourite_faction: profiles.favouriteFaction,
  language: profiles.language,
  created_at: profiles.createdAt,
};

/**
 * A member's account and profile as one aggregate: what they see of themselves, what the "export
 * my data" download holds, how an account is deleted, and how many members there are.
 */
export function accountsRepository(orm: Orm) {
  let memberCountQuery: ReturnType<typeof prepareMemberCount> | undefined;
  async function profile(userId: string): Promise<Profile | null> {
    const [row] = await orm.select(profileColumns).from(profiles).where(eq(profiles.id, userId));
    return row ? { ...row, created_at: row.created_at.toISOString() } : null;
  }

  return {
    profile,

    /**
     * What the account itself holds about one member with this profile (privacy policy), or null
     * when the account is gone; the export adds what the member keeps in other features.
     */
    async export(own: Profile, now: Date): Promise<AccountPart | null> {
      const userId = own.id;
      const [account] = await orm
        .select({
          id: users.id,
          email: users.email,
          phone: users.phone,
          emailConfirmedAt: users.emailConfirmedAt,
          lastSignInAt: users.lastSignInAt,
          createdAt: users.createdAt,
          metadata: users.rawUserMetaData,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) return null;
      const [linked, factors, log] = await Promise.all([
        orm
          .select({
            provider: identities.provider,
            email: sql<string | null>`${identities.identityData}->>'email'`,
            createdAt: identities.createdAt,
            lastSignInAt: identities.lastSignInAt,
          })
          .from(identities)
          .where(eq(identities.userId, userId))
          .orderBy(asc(identities.createdAt)),
        orm
          .select({
            friendly_name: mfaFactors.friendlyName,
            factor_type: mfaFactors.factorType,
            status: mfaFactors.status,
            createdAt: mfaFactors.createdAt,
          })
          .from(mfaFactors)
          .where(eq(mfaFactors.userId, userId))
          .orderBy(asc(mfaFactors.createdAt)),
        orm
          .select({ action: auditLog.action, ip: auditLog.ip, createdAt: auditLog.createdAt })
          .from(auditLog)
          .where(eq(auditLog.userId, userId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
      ]);
      return {
        exported_at: now.toISOString(),
        account: {
          id: account.id,
          email: account.email,
          phone: account.phone,
          email_confirmed_at: iso(account.emailConfirmedAt),
          last_sign_in_at: iso(account.lastSignInAt),
          created_at: account.createdAt.toISOString(),
          user_metadata: account.metadata as Record<string, unknown>,
        },
        profile: own,
        identities: linked.map((identity) => ({
          provider: identity.provider,
          email: identity.email,
          created_at: identity.createdAt.toISOString(),
          last_sign_in_at: iso(identity.lastSignInAt),
        })),
        factors: factors.map(({ createdAt, ...factor }) => ({ ...factor, created_at: createdAt.toISOString() })),
        security_log: log.map((entry) => ({
          action: entry.action,
          ip: entry.ip,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },

    async hasVerifiedFactor(userId: string): Promise<boolean> {
      const [factor] = await orm
        .select({ id: mfaFactors.id })
        .from(mfaFactors)
        .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'verified')))
        .limit(1);
      return factor !== undefined;
    },

    /**
     * Deletes an account: profiles, sessions, identities, factors and everything else personal
     * hang off auth.users with ON DELETE CASCADE; mail kept for its addresses goes too, and the
     * deletion is logged. One transaction.
     */
    async delete(userId: string, addresses: string[], ip: string): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, userId));
        if (addresses.length) {
          await tx.delete(emailOutbox).where(
            inArray(
              sql`lower(${emailOutbox.toAddress})`,
              addresses.map((address) => address.toLowerCase()),
            ),
          );
        }
        await tx.insert(auditLog).values({ userId, action: 'user_deleted', ip, payload: { by: 'self' } });
      });
    },

    /** Sets the profile's avatar; answers the one it replaced, or undefined when there is no profile. */
    async replaceAvatar(userId: string, url: string | null): Promise<string | null | undefined> {
      return orm.transaction(async (tx) => {
        const [row] = await tx
          .select({ previous: profiles.avatarUrl })
          .from(profiles)
          .where(eq(profiles.id, userId))
          .for('update');
        if (!row) return undefined;
        await tx
          .update(profiles)
          .set({ avatarUrl: url, updatedAt: sql`now()` })
          .where(eq(profiles.id, userId));
        return row.previous;
      });
    },

    /** Makes the account an admin (start-up or the admin command). */
    async makeAdmin(userId: string): Promise<void> {
      await orm
        .update(profiles)
        .set({ wabAdmin: true, updatedAt: sql`now()` })
        .where(eq(profiles.id, userId));
    },

    /** Members who are neither banned nor deactivated, nor anonymous guests. */
    async memberCount(): Promise<number> {
      // Asked on every visit to the home page: built once, and kept prepared by PostgreSQL.
      memberCountQuery ??= prepareMemberCount(orm);
      const [row] = await memberCountQuery.execute();
      return row?.count ?? 0;
    },
  };
}
/** Members who count: not banned, not deactivated, not anonymous guests. */
function prepareMemberCount(orm: Orm) {
  return orm
    .select({ count: count() })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.banned, false), eq(profiles.deactivated, false), eq(users.isAnonymous, false)))
    .prepare('member_count');
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
