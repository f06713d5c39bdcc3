import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { FriendRequest, Friends } from '../../../contracts/social';
import type { SqlExecutor } from '../../db/database';
import { profiles } from '../profiles/schema';
import { iso, isVisible, memberSummary, pairOf } from './members';
import { friendships } from './schema';

/** Friendships: requests one way, friends both ways; one row per pair. */
export function friendsRepository({ orm }: SqlExecutor) {
  const requests = async (userId: string, direction: 'incoming' | 'outgoing'): Promise<FriendRequest[]> => {
    const [mine, theirs] =
      direction === 'incoming'
        ? [friendships.addresseeId, friendships.requesterId]
        : [friendships.requesterId, friendships.addresseeId];
    const rows = await orm
      .select({ id: friendships.id, createdAt: friendships.createdAt, user: memberSummary })
      .from(friendships)
      .innerJoin(profiles, eq(profiles.id, theirs))
      .where(and(eq(mine, userId), eq(friendships.status, 'pending'), isVisible))
      .orderBy(desc(friendships.createdAt));
    return rows.map((row) => ({ id: row.id, user: row.user, created_at: iso(row.createdAt) }));
  };

  return {
    async list(userId: string): Promise<Friends> {
      const other = sql`CASE WHEN ${friendships.requesterId} = ${userId} THEN ${friendships.addresseeId} ELSE ${friendships.requesterId} END`;
      const friends = await orm
        .select({ acceptedAt: friendships.acceptedAt, user: memberSummary })
        .from(friendships)
        .innerJoin(profiles, eq(profiles.id, other))
        .where(
          and(
            eq(friendships.status, 'accepted'),
            or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)),
            isVisible,
          ),
        )
        .orderBy(sql`lower(coalesce(${profiles.username}, ${profiles.wabId}))`);
      return {
        friends: friends.map((row) => ({ user: row.user, since: iso(row.acceptedAt!) })),
        incoming: await requests(userId, 'incoming'),
        outgoing: await requests(userId, 'outgoing'),
      };
    },

    /** Throws a unique violation (`isUniqueViolation`) when a request between the two already exists. */
    async createRequest(from: string, to: string): Promise<string> {
      const [row] = await orm
        .insert(friendships)
        .values({ requesterId: from, addresseeId: to })
        .returning({ id: friendships.id });
      return row!.id;
    },

    /** Accepts a request sent to this member; returns who sent it, or null when there is no such request. */
    async accept(requestId: string, userId: string): Promise<string | null> {
      const [row] = await orm
        .update(friendships)
        .set({ status: 'accepted', acceptedAt: sql`now()` })
        .where(
          and(eq(friendships.id, requestId), eq(friendships.addresseeId, userId), eq(friendships.status, 'pending')),
        )
        .returning({ requesterId: friendships.requesterId });
      return row?.requesterId ?? null;
    },

    /** Declines (as the addressee) or cancels (as the requester) a pending request. */
    async withdraw(requestId: string, userId: string, as: 'addressee' | 'requester'): Promise<boolean> {
      const member = as === 'addressee' ? friendships.addresseeId : friendships.requesterId;
      const rows = await orm
        .delete(friendships)
        .where(and(eq(friendships.id, requestId), eq(member, userId), eq(friendships.status, 'pending')))
        .returning({ id: friendships.id });
      return rows.length > 0;
    },

    /** Ends a friendship, or any request, between two members. */
    async removePair(a: string, b: string, status?: 'accepted'): Promise<boolean> {
      const rows = await orm
        .delete(friendships)
        .where(and(pairOf(a, b), status ? eq(friendships.status, status) : undefined))
        .returning({ id: friendships.id });
      return rows.length > 0;
    },
  };
}
