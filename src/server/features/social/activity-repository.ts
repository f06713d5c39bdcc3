import type { ActivityItem } from '../../../contracts/social';
import { encodeCursor, type ActivityKind, type Cursor } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
import { friendIdsOf, iso, isoMicros, summaryColumns, summaryFrom, visible } from './members';

/** Longest comment start the feed shows. */
const EXCERPT = 280;

/**
 * What a member's friends did lately, newest first: comments they wrote, friends they made,
 * games they finished and army lists they made public (the item id is the list's short code).
 */
export function activityRepository(sql: SqlExecutor) {
  return {
    async page(
      viewerId: string,
      before: Cursor | null,
      limit: number,
    ): Promise<{ items: ActivityItem[]; next: string | null }> {
      const rows = await sql.query(
        `WITH friends AS (${friendIdsOf('$1::uuid')}),
         items AS (
           SELECT c.id::text AS id, 'profile_comment' AS kind, c.author_id AS actor_id, c.profile_id AS subject_id,
                  left(c.body, ${EXCERPT}) AS excerpt, c.created_at
           FROM profile_comments c
           WHERE c.author_id IN (SELECT * FROM friends)
           UNION ALL
           SELECT f.id::text, 'new_friend',
                  CASE WHEN f.requester_id IN (SELECT * FROM friends) THEN f.requester_id ELSE f.addressee_id END,
                  CASE WHEN f.requester_id IN (SELECT * FROM friends) THEN f.addressee_id ELSE f.requester_id END,
                  NULL, f.accepted_at
           FROM friendships f
           WHERE f.status = 'accepted' AND f.requester_id <> $1 AND f.addressee_id <> $1
             AND (f.requester_id IN (SELECT * FROM friends) OR f.addressee_id IN (SELECT * FROM friends))
           UNION ALL
           SELECT g.id, 'finished_game',
                  CASE WHEN g.host_id IN (SELECT * FROM friends) THEN g.host_id ELSE g.opponent_id END,
                  CASE WHEN g.host_id IN (SELECT * FROM friends) THEN g.opponent_id ELSE g.host_id END,
                  NULL, g.ended_at
           FROM games g
           WHERE g.ended_at IS NOT NULL
             AND (g.host_id IN (SELECT * FROM friends) OR g.opponent_id IN (SELECT * FROM friends))
           UNION ALL
           SELECT l.short_code, 'public_list', l.owner_id, NULL, l.name, l.published_at
           FROM army_lists l
           WHERE l.is_public AND l.short_code IS NOT NULL AND l.owner_id IN (SELECT * FROM friends)
         )
         SELECT i.id AS item_id, i.kind, i.excerpt, i.created_at, ${isoMicros('i.created_at')} AS cursor_at,
                ${summaryColumns('a', 'a_')}, ${summaryColumns('s', 's_')}
         FROM items i
         JOIN profiles a ON a.id = i.actor_id
         LEFT JOIN profiles s ON s.id = i.subject_id AND ${visible('s')}
         WHERE ${visible('a')}
           ${before ? 'AND (i.created_at, i.id) < ($3::timestamptz, $4::text)' : ''}
         ORDER BY i.created_at DESC, i.id DESC
         LIMIT $2`,
        before ? [viewerId, limit + 1, before.at, before.id] : [viewerId, limit + 1],
      );
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map((row) => ({
          id: row.item_id as string,
          kind: row.kind as ActivityKind,
          actor: summaryFrom(row, 'a_'),
          subject: row.s_id ? summaryFrom(row, 's_') : null,
          excerpt: (row.excerpt as string | null) ?? null,
          created_at: iso(row.created_at as Date),
        })),
        next:
          rows.length > limit && last
            ? encodeCursor({ at: last.cursor_at as string, id: last.item_id as string })
            : null,
      };
    },
  };
}
