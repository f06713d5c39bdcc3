import type { MemberSummary, Relationship } from '../../../contracts/social';
import { ERROR_CODES } from '../../../contracts/errors';
import { displayName, WAB_ID_PATTERN } from '../../../domain/social/social';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SqlExecutor } from '../../db/database';
import { HttpError } from '../../http-error';
import { profiles } from '../profiles/schema';
import { friendships, userBlocks } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A member summary's columns, for a Drizzle select from profiles. */
export const memberSummary = {
  id: profiles.id,
  username: profiles.username,
  wab_id: profiles.wabId,
  avatar_url: profiles.avatarUrl,
};

/** Members others can see (not banned, not deactivated), as a Drizzle condition. */
export const visibleIn = (table: Record<'banned' | 'deactivated', AnyPgColumn>) =>
  and(eq(table.banned, false), eq(table.deactivated, false))!;
export const isVisible = visibleIn(profiles);

/** The friendship row of the pair a and b, whichever of them asked (one row per pair, by its unique key). */
export const pairOf = (a: string, b: string): SQL =>
  sql`LEAST(${friendships.requesterId}, ${friendships.addresseeId}) = LEAST(${a}::uuid, ${b}::uuid)
    AND GREATEST(${friendships.requesterId}, ${friendships.addresseeId}) = GREATEST(${a}::uuid, ${b}::uuid)`;

export const notFoundMember = () => new HttpError(404, ERROR_CODES.notFound, 'No such player.');

/** A visible member by id; a malformed id is simply not found. */
export async function findMember({ orm }: SqlExecutor, id: string): Promise<MemberSummary | null> {
  if (!isUuid(id)) return null;
  const [row] = await orm
    .select(memberSummary)
    .from(profiles)
    .where(and(eq(profiles.id, id), isVisible));
  return row ?? null;
}

export async function requireVisibleMember(executor: SqlExecutor, id: string): Promise<MemberSummary> {
  const member = await findMember(executor, id);
  if (!member) throw notFoundMember();
  return member;
}

/** A visible member by username or WAB id (`/u/<ref>`). */
export async function findMemberByRef({ orm }: SqlExecutor, ref: string): Promise<MemberSummary | null> {
  const value = ref.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > 64 || /[\u0000-\u001F\u007F]/.test(value)) return null;
  const matches = WAB_ID_PATTERN.test(value)
    ? sql`upper(${profiles.wabId}) = upper(${value})`
    : sql`lower(${profiles.username}) = lower(${value})`;
  const [row] = await orm.select(memberSummary).from(profiles).where(and(matches, isVisible));
  return row ?? null;
}

/** The name a notification shows for its sender, and the ref its link uses. */
export const senderContent = (member: MemberSummary) => ({
  sender_id: member.id,
  sender_name: displayName(member),
  sender_wab_id: member.wab_id,
});

export interface Relation {
  relationship: Relationship;
  requestId: string | null;
  /** a has blocked b */
  blocks: boolean;
  /** b has blocked a */
  blockedBy: boolean;
}

/** Where member a stands with member b. */
export async function relationBetween({ orm }: SqlExecutor, a: string, b: string): Promise<Relation> {
  if (a === b) return { relationship: 'self', requestId: null, blocks: false, blockedBy: false };
  const blocked = (blocker: string, blockedMember: string) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${userBlocks}
      WHERE ${userBlocks.blockerId} = ${blocker} AND ${userBlocks.blockedId} = ${blockedMember})`;
  // One row whether or not the pair has a friendship, so the blocks come back in the same query.
  const [row] = await orm
    .select({
      friendship_id: friendships.id,
      status: friendships.status,
      requester_id: friendships.requesterId,
      blocks: blocked(a, b),
      blocked_by: blocked(b, a),
    })
    .from(sql`(SELECT 1) one`)
    .leftJoin(friendships, pairOf(a, b));
  const relationship: Relationship = !row?.friendship_id
    ? 'none'
    : row.status === 'accepted'
      ? 'friends'
      : row.requester_id === a
        ? 'request_sent'
        : 'request_received';
  return {
    relationship,
    requestId: relationship === 'request_sent' || relationship === 'request_received' ? row!.friendship_id : null,
    blocks: Boolean(row?.blocks),
    blockedBy: Boolean(row?.blocked_by),
  };
}

export const blockedError = (relation: Relation) =>
  new HttpError(
    403,
    'blocked',
    relation.blocks
      ? 'You have blocked this player. Unblock them first.'
      : 'This player does not accept this from you.',
  );

/** Refuses when either member has blocked the other. */
export function assertNotBlocked(relation: Relation): void {
  if (relation.blocks || relation.blockedBy) throw blockedError(relation);
}

/** The accepted friendships of a member (one row per pair), as a Drizzle condition on friendships. */
export const friendshipsOf = (memberId: string | AnyPgColumn) =>
  and(
    eq(friendships.status, 'accepted'),
    or(eq(friendships.requesterId, memberId), eq(friendships.addresseeId, memberId)),
  )!;

/** The ids of a member's friends, as a subquery (its one column is `friend_id`). */
export const friendIdsOf = (memberId: string) =>
  new QueryBuilder()
    .select({
      friendId: sql<string>`CASE WHEN ${friendships.requesterId} = ${memberId}
        THEN ${friendships.addresseeId} ELSE ${friendships.requesterId} END`.as('friend_id'),
    })
    .from(friendships)
    .where(friendshipsOf(memberId));

/**
 * A timestamp with microseconds as ISO text, so page cursors never skip rows that share a
 * millisecond (JavaScript dates keep milliseconds only).
 */
export const microsOf = (column: AnyPgColumn | SQL | SQL.Aliased) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const iso = (value: Date | string) => new Date(value).toISOString();
