import { and, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ActivityItem } from '../../../contracts/social';
import { encodeCursor, type ActivityKind, type Cursor } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
import { games } from '../games/schema';
import { armyLists } from '../lists/schema';
import { profiles } from '../profiles/schema';
import { friendIdsOf, iso, microsOf, visibleIn } from './members';
import { friendships, profileComments } from './schema';

/** Longest comment start the feed shows. */
const EXCERPT = 280;

const actors = alias(profiles, 'a');
const subjects = alias(profiles, 's');
const actorSummary = { id: actors.id, username: actors.username, wab_id: actors.wabId, avatar_url: actors.avatarUrl };
const subjectSummary = {
  id: subjects.id,
  username: subjects.username,
  wab_id: subjects.wabId,
  avatar_url: subjects.avatarUrl,
};

/**
 * What a member's friends did lately, newest first: comments they wrote, friends they made,
 * games they finished and army lists they made public (the item id is the list's short code).
 */
export function activityRepository({ orm }: SqlExecutor) {
  return {
    async page(
      viewerId: string,
      before: Cursor | null,
      limit: number,
    ): Promise<{ items: ActivityItem[]; next: string | null }> {
      const friends = orm.$with('friends').as(friendIdsOf(viewerId));
      const friendIds = orm.select({ id: friends.friendId }).from(friends);
      const isFriend = (column: AnyPgColumn) => inArray(column, friendIds);
      /** Of a pair where `first` may be a friend: the friend (the actor) and the other one (the subject). */
      const pairOf = (first: AnyPgColumn, second: AnyPgColumn) => ({
        actor: sql`CASE WHEN ${isFriend(first)} THEN ${first} ELSE ${second} END`,
        subject: sql`CASE WHEN ${isFriend(first)} THEN ${second} ELSE ${first} END`,
      });
      const friendPair = pairOf(friendships.requesterId, friendships.addresseeId);
      const players = pairOf(games.hostId, games.opponentId);
      // The columns are named apart from the profiles' so the outer query can name them unqualified.
      const item = (id: SQL, kind: ActivityKind, actor: SQL, subject: SQL, excerpt: SQL, at: SQL) => ({
        itemId: sql<string>`${id}`.as('item_id'),
        kind: sql<ActivityKind>`${sql.raw(`'${kind}'`)}`.as('kind'),
        actorId: sql<string>`${actor}`.as('actor_id'),
        subjectId: sql<string | null>`${subject}`.as('subject_id'),
        excerpt: sql<string | null>`${excerpt}`.as('excerpt'),
        itemAt: sql<Date | string>`${at}`.as('item_at'),
      });
      const items = orm.$with('items').as(
        unionAll(
          orm
            .select(
              item(
                sql`${profileComments.id}::text`,
                'profile_comment',
                sql`${profileComments.authorId}`,
                sql`${profileComments.profileId}`,
                sql`left(${profileComments.body}, ${sql.raw(String(EXCERPT))})`,
                sql`${profileComments.createdAt}`,
              ),
            )
            .from(profileComments)
            .where(isFriend(profileComments.authorId)),
          orm
            .select(
              item(
                sql`${friendships.id}::text`,
                'new_friend',
                friendPair.actor,
                friendPair.subject,
                sql`NULL`,
                sql`${friendships.acceptedAt}`,
              ),
            )
            .from(friendships)
            .where(
              and(
                eq(friendships.status, 'accepted'),
                ne(friendships.requesterId, viewerId),
                ne(friendships.addresseeId, viewerId),
                or(isFriend(friendships.requesterId), isFriend(friendships.addresseeId)),
              ),
            ),
          orm
            .select(
              item(sql`${games.id}`, 'finished_game', players.actor, players.subject, sql`NULL`, sql`${games.endedAt}`),
            )
            .from(games)
            .where(and(isNotNull(games.endedAt), or(isFriend(games.hostId), isFriend(games.opponentId)))),
          orm
            .select(
              item(
                sql`${armyLists.shortCode}`,
                'public_list',
                sql`${armyLists.ownerId}`,
                sql`NULL`,
                sql`${armyLists.name}`,
                sql`${armyLists.publishedAt}`,
              ),
            )
            .from(armyLists)
            .where(and(eq(armyLists.isPublic, true), isNotNull(armyLists.shortCode), isFriend(armyLists.ownerId))),
        ),
      );
      const rows = await orm
        .with(friends, items)
        .select({
          itemId: items.itemId,
          kind: items.kind,
          excerpt: items.excerpt,
          itemAt: items.itemAt,
          cursorAt: microsOf(items.itemAt),
          actor: actorSummary,
          subject: subjectSummary,
        })
        .from(items)
        .innerJoin(actors, eq(actors.id, items.actorId))
        .leftJoin(subjects, and(eq(subjects.id, items.subjectId), visibleIn(subjects)))
        .where(
          and(
            visibleIn(actors),
            before
              ? sql`(${items.itemAt}, ${items.itemId}) < (${before.at}::timestamptz, ${before.id}::text)`
              : undefined,
          ),
        )
        .orderBy(desc(items.itemAt), desc(items.itemId))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map((row) => ({
          id: row.itemId,
          kind: row.kind,
          actor: row.actor,
          subject: row.subject,
          excerpt: row.excerpt ?? null,
          created_at: iso(row.itemAt),
        })),
        next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.itemId }) : null,
      };
    },
  };
}
