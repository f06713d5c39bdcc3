import type { MemberSummary } from '../../../contracts/social';
import { encodeCursor, type Cursor } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
import { iso, isoMicros, summaryColumns, summaryFrom } from './members';

export interface StoredComment {
  id: string;
  profile_id: string;
  author: MemberSummary;
  body: string;
  created_at: string;
}

const fromRow = (row: Record<string, unknown>): StoredComment => ({
  id: row.comment_id as string,
  profile_id: row.profile_id as string,
  author: summaryFrom(row),
  body: row.body as string,
  created_at: iso(row.created_at as Date),
});

/** Comments members leave on each other's profiles. */
export function commentsRepository(sql: SqlExecutor) {
  const select = `SELECT c.id AS comment_id, c.profile_id, c.body, c.created_at, ${isoMicros('c.created_at')} AS cursor_at,
                         ${summaryColumns('p')}
                  FROM profile_comments c JOIN profiles p ON p.id = c.author_id`;
  return {
    /** Newest first; comments by banned or deactivated members are left out. */
    async page(profileId: string, before: Cursor | null, limit: number) {
      const rows = await sql.query(
        `${select}
         WHERE c.profile_id = $1 AND p.banned = false AND p.deactivated = false
           ${before ? 'AND (c.created_at, c.id) < ($3::timestamptz, $4::uuid)' : ''}
         ORDER BY c.created_at DESC, c.id DESC LIMIT $2`,
        before ? [profileId, limit + 1, before.at, before.id] : [profileId, limit + 1],
      );
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        comments: page.map(fromRow),
        next:
          rows.length > limit && last
            ? encodeCursor({ at: last.cursor_at as string, id: last.comment_id as string })
            : null,
      };
    },

    async insert(profileId: string, authorId: string, body: string): Promise<StoredComment> {
      const [inserted] = await sql.query<{ id: string }>(
        'INSERT INTO profile_comments (profile_id, author_id, body) VALUES ($1, $2, $3) RETURNING id',
        [profileId, authorId, body],
      );
      return (await this.byId(inserted!.id))!;
    },

    async byId(id: string): Promise<StoredComment | null> {
      const [row] = await sql.query(`${select} WHERE c.id = $1`, [id]);
      return row ? fromRow(row) : null;
    },

    async delete(id: string): Promise<void> {
      await sql.query('DELETE FROM profile_comments WHERE id = $1', [id]);
    },
  };
}
