import type { MemberSummary, ProfileUpdate, PublicProfile, UserSearchResult } from '../../../contracts/social';
import type { FactionId } from '../../../domain/army/data-pack-schema';
import { escapeLike, WAB_ID_PATTERN } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
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
      return {
        ...summaryFrom(row!),
        bio: row!.bio,
        favourite_faction: (row!.favourite_faction as FactionId | null) ?? null,
        social_links: links(row!.social_links),
        created_at: iso(row!.created_at),
        friend_count: row!.friend_count,
        games_played: row!.games_played,
        games_won: row!.games_won,
        viewer: relation
          ? { relationship: relation.relationship, request_id: relation.requestId, blocked: relation.blocks }
          : null,
      };
    },

    /** Applies the fields given; returns false when the username belongs to someone else. */
    async update(userId: string, update: ProfileUpdate): Promise<'ok' | 'username_taken'> {
      const sets: string[] = [];
      const values: unknown[] = [userId];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      if (update.username !== undefined) set('username', update.username);
      if (update.bio !== undefined) set('bio', update.bio);
      if (update.favourite_faction !== undefined) set('favourite_faction', update.favourite_faction);
      if (update.social_links !== undefined) set('social_links', JSON.stringify(update.social_links));
      if (!sets.length) return 'ok';
      if (update.username !== undefined) {
        const taken = await sql.query('SELECT 1 FROM profiles WHERE lower(username) = lower($1) AND id <> $2', [
          update.username,
          userId,
        ]);
        if (taken.length) return 'username_taken';
      }
      try {
        await sql.query(`UPDATE profiles SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
      } catch (error) {
        // Two members claiming the same name at once: the unique index decides.
        if ((error as { code?: string }).code === '23505') return 'username_taken';
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
