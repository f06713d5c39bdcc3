import { and, count, eq, gt, lt, sql as fragment } from 'drizzle-orm';
import type { Database, SqlExecutor } from '../db/database';
import { sha256 } from './crypto';
import { limitHits } from './schema';

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
      return inTransaction(async ({ orm }) => {
        // Concurrent requests for one address queue here, so a burst cannot all slip under the limit.
        await orm.execute(fragment`SELECT pg_advisory_xact_lock(hashtextextended(${`${bucket}:${key}`}, 0))`);
        const [counted] = await orm
          .select({ hits: count() })
          .from(limitHits)
          .where(
            and(
              eq(limitHits.bucket, bucket),
              eq(limitHits.keyHash, key),
              gt(limitHits.createdAt, since(window.windowSeconds)),
            ),
          );
        if ((counted?.hits ?? 0) >= window.limit) return false;
        await orm.insert(limitHits).values({ bucket, keyHash: key });
        return true;
      });
    },
    /** Forgets an address's hits in a bucket (a successful sign-in clears its failures). */
    async clear(bucket: LimitBucket, address: string): Promise<void> {
      await sql.orm
        .delete(limitHits)
        .where(and(eq(limitHits.bucket, bucket), eq(limitHits.keyHash, addressKey(address))));
    },
  };
}

/** The moment `seconds` ago, by the database's clock. */
const since = (seconds: number) => fragment`now() - make_interval(secs => ${seconds})`;

/** Drops hits too old to count in any window. */
export async function sweepLimitHits({ orm }: SqlExecutor): Promise<void> {
  await orm.delete(limitHits).where(lt(limitHits.createdAt, since(KEEP_SECONDS)));
}
