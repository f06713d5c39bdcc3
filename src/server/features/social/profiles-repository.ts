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
import { friendIdsOf, iso, relationBetween, summaryColumns, summaryFrom, visible } from './members';

interface ProfileRow extends Record<string, unknown> {
  bio: string | null;
  favourite_faction: string | null;
  social_links: unknown;
  created_at: Date;
  friend_count: number;
  games_played: number;
  games_won: number;
}

interface RecentGameRow extends Record<string, unknown> {
  ended_at: Date;
  /** 1 when the member hosted the game, 2 when they joined it. */
  own_seat: number;
  opponent_joined: boolean;
  mission_id: string | null;
  players: unknown;
  o_id: string | null;
}

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

function recentGameFrom(row: RecentGameRow): RecentGame {
  const own = seatOf(row.players, row.own_seat);
  const other = seatOf(row.players, row.own_seat === 1 ? 2 : 1);
  const score = own?.score != null && other?.score != null ? { own: own.score, opponent: other.score } : null;
  // The host is always an account; so is a seat someone joined or claimed. Such a seat is shown
  // by its profile only (not when the member is hidden or gone), never by the name typed in.
  const otherWasAccount = row.own_seat === 2 || row.opponent_joined || Boolean(other?.claimed);
  return {
    ended_at: iso(row.ended_at),
    mission_id: row.mission_id ?? null,
    opponent: row.o_id ? summaryFrom(row, 'o_') : null,
    opponent_name: otherWasAccount ? null : (other?.name ?? null),
    result: score ? resultOf(score.own, score.opponent) : null,
    score,
  };
}

const links = (value: unknown) =>
  Array.isArray(value) ? value.filter((link): link is string => typeof link === 'string') : [];

/** Public profiles: what anyone sees of a member, what they edit, and finding members. */
export function profilesRepository(sql: SqlExecutor) {
  return {
    async publicProfile(member: MemberSummary, viewerId: string | null): Promise<PublicProfile> {
      const [row] = await sql.query<ProfileRow>(
        `SELECT ${summaryColumns('p')}, p.bio, p.favourite_faction, p.social_links, p.created_at,
                (SELECT count(*)::int FROM (${friendIdsOf('p.id')}) friends) AS friend_count,
                (SELECT count(*)::int FROM games g
                 WHERE g.ended_at IS NOT NULL AND (g.host_id = p.id OR g.opponent_id = p.id)) AS games_played,
                (SELECT count(*)::int FROM games g WHERE g.ended_at IS NOT NULL AND g.winner_id = p.id) AS games_won
         FROM profiles p WHERE p.id = $1`,
        [member.id],
      );
      const relation = viewerId ? await relationBetween(sql, viewerId, member.id) : null;
      // The host plays seat 1 and whoever joins seat 2 (the join route seats them there).
      const games = await sql.query<RecentGameRow>(
        `SELECT g.ended_at, CASE WHEN g.host_id = $1 THEN 1 ELSE 2 END AS own_seat,
                g.opponent_id IS NOT NULL AS opponent_joined, g.state -> 'mission' ->> 'missionId' AS mission_id, g.state -> 'players' AS players,
                ${summaryColumns('o', 'o_')}
         FROM games g
         LEFT JOIN profiles o ON o.id = CASE WHEN g.host_id = $1 THEN g.opponent_id ELSE g.host_id END AND ${visible('o')}
         WHERE g.ended_at IS NOT NULL AND (g.host_id = $1 OR g.opponent_id = $1)
         ORDER BY g.ended_at DESC, g.id DESC
         LIMIT $2`,
        [member.id, SOCIAL_LIMITS.recentGames],
      );
      return {
        ...summaryFrom(row!),
        bio: row!.bio,
        favourite_faction: (row!.favourite_faction as FactionId | null) ?? null,
        social_links: links(row!.social_links),
        created_at: iso(row!.created_at),
        friend_count: row!.friend_count,
        games_played: row!.games_played,
        games_won: row!.games_won,
        recent_games: games.map(recentGameFrom),
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
      const sets: string[] = [];
      const values: unknown[] = [userId];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      const usernameKey = update.username !== undefined ? usernameSkeleton(update.username) : undefined;
      if (update.username !== undefined) {
        set('username', update.username);
        set('username_key', usernameKey);
      }
      if (update.bio !== undefined) set('bio', update.bio);
      if (update.favourite_faction !== undefined) set('favourite_faction', update.favourite_faction);
      if (update.social_links !== undefined) set('social_links', JSON.stringify(update.social_links));
      if (!sets.length) return 'ok';
      if (usernameKey !== undefined) {
        const taken = await sql.query('SELECT 1 FROM profiles WHERE username_key = $1 AND id <> $2', [
          usernameKey,
          userId,
        ]);
        if (taken.length) return 'username_taken';
      }
      try {
        await sql.query(`UPDATE profiles SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
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
      const rows = await sql.query(
        `SELECT ${summaryColumns('p')}
         FROM profiles p
         WHERE ${visible('p')} AND p.id <> $1
           AND ${byWab ? 'upper(p.wab_id) = upper($2)' : "(p.username ILIKE '%' || $2 || '%' ESCAPE '\\' OR upper(p.wab_id) = upper($3))"}
           AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = p.id AND b.blocked_id = $1)
         ORDER BY (lower(p.username) = lower($3)) DESC, (lower(p.username) LIKE lower($2) || '%' ESCAPE '\\') DESC, lower(p.username), p.wab_id
         LIMIT 20`,
        byWab ? [viewerId, text, text] : [viewerId, escapeLike(text), text],
      );
      const users = rows.map((row) => summaryFrom(row));
      return Promise.all(
        users.map(async (user) => ({
          ...user,
          relationship: (await relationBetween(sql, viewerId, user.id)).relationship,
        })),
      );
    },
  };
}
