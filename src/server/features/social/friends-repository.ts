import type { FriendRequest, Friends } from '../../../contracts/social';
import type { SqlExecutor } from '../../db/database';
import { iso, summaryColumns, summaryFrom, visible } from './members';

/** Friendships: requests one way, friends both ways; one row per pair. */
export function friendsRepository(sql: SqlExecutor) {
  const requests = async (userId: string, direction: 'incoming' | 'outgoing'): Promise<FriendRequest[]> => {
    const [mine, theirs] =
      direction === 'incoming' ? ['addressee_id', 'requester_id'] : ['requester_id', 'addressee_id'];
    const rows = await sql.query(
      `SELECT f.id AS request_id, f.created_at AS requested_at, ${summaryColumns('p')}
       FROM friendships f JOIN profiles p ON p.id = f.${theirs}
       WHERE f.${mine} = $1 AND f.status = 'pending' AND ${visible('p')}
       ORDER BY f.created_at DESC`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.request_id as string,
      user: summaryFrom(row),
      created_at: iso(row.requested_at as Date),
    }));
  };

  return {
    async list(userId: string): Promise<Friends> {
      const friends = await sql.query(
        `SELECT f.accepted_at, ${summaryColumns('p')}
         FROM friendships f
         JOIN profiles p ON p.id = CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END
         WHERE f.status = 'accepted' AND (f.requester_id = $1 OR f.addressee_id = $1) AND ${visible('p')}
         ORDER BY lower(coalesce(p.username, p.wab_id))`,
        [userId],
      );
      return {
        friends: friends.map((row) => ({ user: summaryFrom(row), since: iso(row.accepted_at as Date) })),
        incoming: await requests(userId, 'incoming'),
        outgoing: await requests(userId, 'outgoing'),
      };
    },

    async createRequest(from: string, to: string): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        'INSERT INTO friendships (requester_id, addressee_id) VALUES ($1, $2) RETURNING id',
        [from, to],
      );
      return row!.id;
    },

    /** Accepts a request sent to this member; returns who sent it, or null when there is no such request. */
    async accept(requestId: string, userId: string): Promise<string | null> {
      const [row] = await sql.query<{ requester_id: string }>(
        `UPDATE friendships SET status = 'accepted', accepted_at = now()
         WHERE id = $1 AND addressee_id = $2 AND status = 'pending' RETURNING requester_id`,
        [requestId, userId],
      );
      return row?.requester_id ?? null;
    },

    /** Declines (as the addressee) or cancels (as the requester) a pending request. */
    async withdraw(requestId: string, userId: string, as: 'addressee' | 'requester'): Promise<boolean> {
      const rows = await sql.query(
        `DELETE FROM friendships WHERE id = $1 AND ${as}_id = $2 AND status = 'pending' RETURNING id`,
        [requestId, userId],
      );
      return rows.length > 0;
    },

    /** Ends a friendship, or any request, between two members. */
    async removePair(a: string, b: string, status?: 'accepted'): Promise<boolean> {
      const rows = await sql.query(
        `DELETE FROM friendships
         WHERE LEAST(requester_id, addressee_id) = LEAST($1::uuid, $2::uuid)
           AND GREATEST(requester_id, addressee_id) = GREATEST($1::uuid, $2::uuid)
           ${status ? `AND status = '${status}'` : ''}
         RETURNING id`,
        [a, b],
      );
      return rows.length > 0;
    },
  };
}
