import type { BlockList } from '../../../contracts/social';
import type { SqlExecutor } from '../../db/database';
import { iso, summaryColumns, summaryFrom } from './members';

/** Who a member has blocked. Blocking also ends any friendship or request between the two. */
export function blocksRepository(sql: SqlExecutor) {
  return {
    async list(userId: string): Promise<BlockList> {
      const rows = await sql.query(
        `SELECT b.created_at AS blocked_at, ${summaryColumns('p')}
         FROM user_blocks b JOIN profiles p ON p.id = b.blocked_id
         WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`,
        [userId],
      );
      return { blocks: rows.map((row) => ({ user: summaryFrom(row), created_at: iso(row.blocked_at as Date) })) };
    },
    async add(blocker: string, blocked: string): Promise<void> {
      await sql.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        blocker,
        blocked,
      ]);
    },
    async remove(blocker: string, blocked: string): Promise<boolean> {
      const rows = await sql.query(
        'DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocker_id',
        [blocker, blocked],
      );
      return rows.length > 0;
    },
  };
}
