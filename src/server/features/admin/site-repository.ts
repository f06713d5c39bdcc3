import { gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { armyLists, directMessages, games } from '../../db/schema';

/**
 * The site as a whole, as the admin's dashboard sees it: how much the members have made, and
 * whether the database answers. Every counted table is declared and created by the migrations the
 * server runs before it listens (decision 0034), so each count is a number.
 */
export function siteRepository(db: Database) {
  const { orm } = db;
  return {
    async counts(): Promise<{ lists: number; games: number; messagesThisWeek: number }> {
      const [lists, played, messagesThisWeek] = await Promise.all([
        orm.$count(armyLists),
        orm.$count(games),
        orm.$count(directMessages, gt(directMessages.createdAt, sql`now() - interval '7 days'`)),
      ]);
      return { lists, games: played, messagesThisWeek };
    },

    /** A round trip that touches no table: the health check's question, kept raw as decision 0034 allows. */
    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
  };
}
