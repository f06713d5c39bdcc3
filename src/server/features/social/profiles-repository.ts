import { and, desc, eq, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  GameResult,
  MemberSummary,
  ProfileUpdate,
  PublicProfile,
  RecentGame,
  UserSearchResult,
} from '../../../contracts/social';
import type { FactionId } from '../../../domain/army/data-pack-schema';
import { escapeLike, SOCIAL_LIMITS, WAB_ID_PATTERN } from '../../../domain/social/social';
import { usernameSkeleton } from '../../../domain/social/usernames';
import type { SqlExecutor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { games } from '../games/schema';
import { profiles } from '../profiles/schema';
import { friendshipsOf, iso, isVisible, memberSummary, relationBetween } from './members';
import { friendships, userBlocks } from './schema';

interface Seat {
  name: string | null;
  score: number | null;
  /** The game recorded an account for this seat. */
  claimed: boolean;
}

/** A seat (1 or 2) of a stored game's players, read with care: old or odd rows may lack fields. */
function seatOf(players: unknown, seat: number): Seat | null {
  if (!players || typeof players !== 'object') return null;
  for (const player of Object.values(players as Record<string, unknown>)) {
    if (!player || typeof player !== 'object') continue;
    const value = player as Record<string, unknown>;
    if (value.seat !== seat) continue;
    return {
      name: typeof value.name === 'string' && value.name.trim() ? value.name.trim() : null,
      score: typeof value.score === 'number' && Number.isInteger(value.score) ? value.score : null,
      claimed: typeof value.userId === 'string' && value.userId !== '',
    };
  }
  return null;
}

function resultOf(own: number, opponent: number): GameResult {
  if (own === opponent) return 'draw';
  return own > opponent ? 'won' : 'lost';
}

interface RecentGameRow {
  endedAt: Date | null;
  /** 1 when the member hosted the game, 2 when they joined it. */
  ownSeat: number;
  opponentJoined: boolean;
  missionId: string | null;
  players: unknown;
  opponent: MemberSummary | null;
}

function recentGameFrom(row: RecentGameRow): RecentGame {
  const own = seatOf(row.players, row.ownSeat);
  const other = seatOf(row.players, row.ownSeat === 1 ? 2 : 1);
  const score = own?.score != null && other?.score != null ? { own: own.score, opponent: other.score } : null;
  // The host is always an account; so is a seat someone joined or claimed. Such a seat is shown
  // by its profile only (not when the member is hidden or gone), never by the name typed in.
  const otherWasAccount = row.ownSeat === 2 || row.opponentJoined || Boolean(other?.claimed);
  return {
    ended_at: iso(row.endedAt!),
    mission_id: row.missionId ?? null,
    opponent: row.opponent,
    opponent_name: otherWasAccount ? null : (other?.name ?? null),
    result: score ? resultOf(score.own, score.opponent) : null,
    score,
  };
}

const links = (value: unknown) =>
  Array.isArray(value) ? value.filter((link): link is string => typeof link === 'string') : [];

/** Public profiles: what anyone sees of a member, what they edit, and finding members. */
export function profilesRepository(executor: SqlExecutor) {
  const { orm } = executor;
  const finished = isNotNull(games.endedAt);
  const playedBy = (memberId: string | AnyPgColumn) => or(eq(games.hostId, memberId), eq(games.opponentId, memberId));

  return {
    async publicProfile(member: MemberSummary, viewerId: string | null): Promise<PublicProfile> {
      const [row] = await orm
        .select({
          summary: memberSummary,
          bio: profiles.bio,
          favouriteFaction: profiles.favouriteFaction,
          socialLinks: profiles.socialLinks,
          createdAt: profiles.createdAt,
          friendCount: orm.$count(friendships, friendshipsOf(profiles.id)),
          gamesPlayed: orm.$count(games, and(finished, playedBy(profiles.id))),
          gamesWon: orm.$count(games, and(finished, eq(games.winnerId, profiles.id))),
        })
        .from(profiles)
        .where(eq(profiles.id, member.id));
      const relation = viewerId ? await relationBetween(executor, viewerId, member.id) : null;
      // The host plays seat 1 and whoever joins seat 2 (the join route seats them there).
      const hosted = sql`${games.hostId} = ${member.id}`;
      const recent = await orm
        .select({
          endedAt: games.endedAt,
          ownSeat: sql<number>`CASE WHEN ${hosted} THEN 1 ELSE 2 END`,
          opponentJoined: sql<boolean>`${games.opponentId} IS NOT NULL`,
          missionId: sql<string | null>`${games.state} -> 'mission' ->> 'missionId'`,
          players: sql<unknown>`${games.state} -> 'players'`,
          opponent: memberSummary,
        })
        .from(games)
        .leftJoin(
          profiles,
          and(eq(profiles.id, sql`CASE WHEN ${hosted} THEN ${games.opponentId} ELSE ${games.hostId} END`), isVisible),
        )
        .where(and(finished, playedBy(member.id)))
        .orderBy(desc(games.endedAt), desc(games.id))
        .limit(SOCIAL_LIMITS.recentGames);
      return {
        ...row!.summary,
        bio: row!.bio,
        favourite_faction: (row!.favouriteFaction as FactionId | null) ?? null,
        social_links: links(row!.socialLinks),
        created_at: iso(row!.createdAt),
        friend_count: row!.friendCount,
        games_played: row!.gamesPlayed,
        games_won: row!.gamesWon,
        recent_games: recent.map(recentGameFrom),
        viewer: relation
          ? { relationship: relation.relationship, request_id: relation.requestId, blocked: relation.blocks }
          : null,
      };
    },

    /**
     * Applies the fields given; 'username_taken' when the username, or one that looks like it
     * (same skeleton: case, full-width letters, Cyrillic or Greek look-alikes), is someone else's.
     */
    async update(userId: string, update: ProfileUpdate): Promise<'ok' | 'username_taken'> {
      const changes: Partial<typeof profiles.$inferInsert> = {};
      const usernameKey = update.username !== undefined ? usernameSkeleton(update.username) : undefined;
      if (update.username !== undefined) {
        changes.username = update.username;
        changes.usernameKey = usernameKey;
      }
      if (update.bio !== undefined) changes.bio = update.bio;
      if (update.favourite_faction !== undefined) changes.favouriteFaction = update.favourite_faction;
      if (update.social_links !== undefined) changes.socialLinks = update.social_links;
      if (!Object.keys(changes).length) return 'ok';
      if (usernameKey !== undefined) {
        const taken = await orm
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.usernameKey, usernameKey), ne(profiles.id, userId)));
        if (taken.length) return 'username_taken';
      }
      try {
        await orm
          .update(profiles)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(profiles.id, userId));
      } catch (error) {
        // Two members claiming the same name at once: the unique index decides.
        if (isUniqueViolation(error)) return 'username_taken';
        throw error;
      }
      return 'ok';
    },

    /** Members whose username contains the text, or whose WAB id it is; never the searcher. */
    async search(viewerId: string, query: string): Promise<UserSearchResult['users']> {
      const text = query.trim();
      const byWab = WAB_ID_PATTERN.test(text);
      const pattern = byWab ? text : escapeLike(text);
      const sameWab = sql`upper(${profiles.wabId}) = upper(${text})`;
      const matches = byWab
        ? sameWab
        : sql`(${profiles.username} ILIKE '%' || ${pattern} || '%' ESCAPE '\\' OR ${sameWab})`;
      const blockedViewer = orm
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, profiles.id), eq(userBlocks.blockedId, viewerId)));
      const users = await orm
        .select(memberSummary)
        .from(profiles)
        .where(and(isVisible, ne(profiles.id, viewerId), matches, notExists(blockedViewer)))
        .orderBy(
          sql`(lower(${profiles.username}) = lower(${text})) DESC`,
          sql`(lower(${profiles.username}) LIKE lower(${pattern}) || '%' ESCAPE '\\') DESC`,
          sql`lower(${profiles.username})`,
          profiles.wabId,
        )
        .limit(20);
      return Promise.all(
        users.map(async (user) => ({
          ...user,
          relationship: (await relationBetween(executor, viewerId, user.id)).relationship,
        })),
      );
    },
  };
}
