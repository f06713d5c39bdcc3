import type { SqlExecutor } from '../db/database';
import type { IdentityRow } from './schema';

/**
 * Writes a user's sign-in identities (an address, an external provider's account). Raw SQL on
 * an executor, because signing in through a provider links or creates them inside the
 * transaction that also creates the user. A user's identities are read through
 * `usersRepository(...).identities`, since the user object GoTrue answers with carries them.
 */
export function identitiesRepository(sql: SqlExecutor) {
  return {
    /** Whose account this provider's subject belongs to, if anyone's. */
    async ownerOf(provider: string, providerId: string): Promise<IdentityRow['userId'] | undefined> {
      const [row] = await sql.query<Pick<IdentityRow, 'userId'>>(
        'SELECT user_id AS "userId" FROM auth.identities WHERE provider = $1 AND provider_id = $2',
        [provider, providerId],
      );
      return row?.userId;
    },

    /** A sign-in through an identity already on file: its claims are refreshed and the time noted. */
    async signedIn(provider: string, providerId: string, identityData: Record<string, unknown>): Promise<void> {
      await sql.query(
        `UPDATE auth.identities SET identity_data = $3, last_sign_in_at = now(), updated_at = now()
         WHERE provider = $1 AND provider_id = $2`,
        [provider, providerId, JSON.stringify(identityData)],
      );
    },

    /** A provider's identity joining the user, signed in with just now. */
    async addSignedIn(
      userId: string,
      provider: string,
      providerId: string,
      identityData: Record<string, unknown>,
    ): Promise<void> {
      await sql.query(
        `INSERT INTO auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at) VALUES ($1, $2, $3, $4, now())`,
        [userId, provider, providerId, JSON.stringify(identityData)],
      );
    },

    /** Drops the user's e-mail identity (an account made through a provider has only that provider's). */
    async removeEmailIdentity(userId: string): Promise<void> {
      await sql.query(`DELETE FROM auth.identities WHERE user_id = $1 AND provider = 'email'`, [userId]);
    },

    /** The e-mail identity follows a confirmed change of address. */
    async changeEmail(userId: string, email: string): Promise<void> {
      await sql.query(
        `UPDATE auth.identities SET identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
         WHERE user_id = $1 AND provider = 'email'`,
        [userId, email],
      );
    },

    async remove(identityId: string): Promise<void> {
      await sql.query('DELETE FROM auth.identities WHERE id = $1', [identityId]);
    },
  };
}
