import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mfaChallenges, mfaFactors } from './schema';

/**
 * Enrolling, challenging, verifying and removing MFA factors. A user's factors are read through
 * `usersRepository(...).factors`, since the user object GoTrue answers with carries them.
 */
export function factorsRepository(db: Database) {
  const { orm } = db;
  return {
    /** A new, unverified authenticator-app factor; its id. */
    async enrolTotp(userId: string, friendlyName: string, secret: string): Promise<string> {
      const [factor] = await orm
        .insert(mfaFactors)
        .values({ userId, friendlyName, factorType: 'totp', secret })
        .returning({ id: mfaFactors.id });
      return factor!.id;
    },

    /** The user's abandoned enrolments, so they neither pile up nor keep their names taken. */
    async removeUnverified(userId: string): Promise<void> {
      await orm.delete(mfaFactors).where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'unverified')));
    },

    async remove(factorId: string): Promise<void> {
      await orm.delete(mfaFactors).where(eq(mfaFactors.id, factorId));
    },

    /** Opens a challenge on the factor and notes when the factor was last challenged. */
    async challenge(factorId: string, ip: string): Promise<{ id: string; createdAt: Date }> {
      const [challenge] = await orm
        .insert(mfaChallenges)
        .values({ factorId, ip })
        .returning({ id: mfaChallenges.id, createdAt: mfaChallenges.createdAt });
      await orm
        .update(mfaFactors)
        .set({ lastChallengedAt: sql`now()` })
        .where(eq(mfaFactors.id, factorId));
      return challenge!;
    },

    /** The factor's challenge with this id, verified or not; undefined when the factor has no such challenge. */
    async challengeOf(factorId: string, challengeId: string) {
      const [challenge] = await orm
        .select({ id: mfaChallenges.id, createdAt: mfaChallenges.createdAt, verifiedAt: mfaChallenges.verifiedAt })
        .from(mfaChallenges)
        .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factorId)));
      return challenge;
    },

    /** A right code answered the challenge: the challenge is spent and the factor counts as verified. */
    async markVerified(factorId: string, challengeId: string): Promise<void> {
      await orm
        .update(mfaChallenges)
        .set({ verifiedAt: sql`now()` })
        .where(eq(mfaChallenges.id, challengeId));
      await orm
        .update(mfaFactors)
        .set({ status: 'verified', updatedAt: sql`now()` })
        .where(eq(mfaFactors.id, factorId));
    },
  };
}
