import { and, desc, eq } from 'drizzle-orm';
import type { BlockList } from '../../../contracts/social';
import type { SqlExecutor } from '../../db/database';
import { profiles } from '../profiles/schema';
import { iso, memberSummary } from './members';
import { userBlocks } from './schema';

/** Who a member has blocked. Blocking also ends any friendship or request between the two. */
export function blocksRepository({ orm }: SqlExecutor) {
  return {
    async list(userId: string): Promise<BlockList> {
      const rows = await orm
        .select({ createdAt: userBlocks.createdAt, user: memberSummary })
        .from(userBlocks)
        .innerJoin(profiles, eq(profiles.id, userBlocks.blockedId))
        .where(eq(userBlocks.blockerId, userId))
        .orderBy(desc(userBlocks.createdAt));
      return { blocks: rows.map((row) => ({ user: row.user, created_at: iso(row.createdAt) })) };
    },
    async add(blocker: string, blocked: string): Promise<void> {
      await orm.insert(userBlocks).values({ blockerId: blocker, blockedId: blocked }).onConflictDoNothing();
    },
    async remove(blocker: string, blocked: string): Promise<boolean> {
      const rows = await orm
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)))
        .returning({ blockerId: userBlocks.blockerId });
      return rows.length > 0;
    },
  };
}
