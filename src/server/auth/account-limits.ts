import type { Database, SqlExecutor } from '../db/database';
import { sha256 } from './crypto';

/**
 * Limits keyed by an account's address rather than by the caller's network address, so no
 * header (X-Forwarded-For) and no spread of client machines gets around them. They are counted
 * in the database, so they hold across instances, and keyed by a hash of the address whether or
 * not an account has it, so hitting one never tells who is registered.
 */
export const LIMIT_BUCKETS = {
  /** E-mails and text messages sent to one address. */
  mail: 'mail',
  /** Wrong passwords given for one address. */
  failedSignIn: 'failed_sign_in',
  /** Anonymous accounts made from one client address. */
  anonymousSignIn: 'anonymous_sign_in',
} as const;
export type LimitBucket = (typeof LIMIT_BUCKETS)[keyof typeof LIMIT_BUCKETS];

export interface LimitWindow {
  limit: number;
  windowSeconds: number;
}

/** The longest window any bucket uses; rows older than this are never counted again. */
const KEEP_SECONDS = 24 * 3600;

export const addressKey = (address: string) => sha256(address.trim().toLowerCase());

/** Pass the database, or the transaction the request already writes in. */
export function accountLimits(sql: SqlExecutor | Database) {
  const inTransaction = <T>(work: (tx: SqlExecutor) => Promise<T>) =>
    'transaction' in sql ? sql.transaction(work) : work(sql);
  return {
    /** Records one hit unless the address already has `limit` in the window; false when refused. */
    take(bucket: LimitBucket, address: string, window: LimitWindow): Promise<boolean> {
      const key = addressKey(address);
      return inTransaction(async (tx) => {
        // Concurrent requests for one address queue here, so a burst cannot all slip under the limit.
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${bucket}:${key}`]);
        const rows = await tx.query(
          `INSERT INTO auth.limit_hits (bucket, key_hash)
           SELECT $1, $2
           WHERE (SELECT count(*) FROM auth.limit_hits
                  WHERE bucket = $1 AND key_hash = $2 AND created_at > now() - make_interval(secs => $4)) < $3
           RETURNING id`,
          [bucket, key, window.limit, window.windowSeconds],
        );
        return rows.length > 0;
      });
    },
    /** Forgets an address's hits in a bucket (a successful sign-in clears its failures). */
    async clear(bucket: LimitBucket, address: string): Promise<void> {
      await sql.query('DELETE FROM auth.limit_hits WHERE bucket = $1 AND key_hash = $2', [bucket, addressKey(address)]);
    },
  };
}

/** Drops hits too old to count in any window. */
export async function sweepLimitHits(sql: SqlExecutor): Promise<void> {
  await sql.query(`DELETE FROM auth.limit_hits WHERE created_at < now() - make_interval(secs => $1)`, [KEEP_SECONDS]);
}
