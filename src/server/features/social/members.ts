import type { MemberSummary, Relationship } from '../../../contracts/social';
import { ERROR_CODES } from '../../../contracts/errors';
import { displayName, WAB_ID_PATTERN } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
import { HttpError } from '../../http-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The columns of a member summary from a profiles row aliased `alias`, prefixed `prefix`. */
export const summaryColumns = (alias: string, prefix = '') =>
  `${alias}.id AS ${prefix}id, ${alias}.username AS ${prefix}username, ${alias}.wab_id AS ${prefix}wab_id, ${alias}.avatar_url AS ${prefix}avatar_url`;

/** Members others can see: not banned, not deactivated. */
export const visible = (alias: string) => `${alias}.banned = false AND ${alias}.deactivated = false`;

/** Picks a prefixed summary back out of a row. */
export function summaryFrom(row: Record<string, unknown>, prefix = ''): MemberSummary {
  return {
    id: row[`${prefix}id`] as string,
    username: (row[`${prefix}username`] as string | null) ?? null,
    wab_id: row[`${prefix}wab_id`] as string,
    avatar_url: (row[`${prefix}avatar_url`] as string | null) ?? null,
  };
}

export const notFoundMember = () => new HttpError(404, ERROR_CODES.notFound, 'No such player.');

/** A visible member by id; a malformed id is simply not found. */
export async function findMember(sql: SqlExecutor, id: string): Promise<MemberSummary | null> {
  if (!isUuid(id)) return null;
  const [row] = await sql.query(`SELECT ${summaryColumns('p')} FROM profiles p WHERE p.id = $1 AND ${visible('p')}`, [
    id,
  ]);
  return row ? summaryFrom(row) : null;
}

export async function requireVisibleMember(sql: SqlExecutor, id: string): Promise<MemberSummary> {
  const member = await findMember(sql, id);
  if (!member) throw notFoundMember();
  return member;
}

/** A visible member by username or WAB id (`/u/<ref>`). */
export async function findMemberByRef(sql: SqlExecutor, ref: string): Promise<MemberSummary | null> {
  const value = ref.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > 64 || /[\u0000-\u001F\u007F]/.test(value)) return null;
  const where = WAB_ID_PATTERN.test(value) ? 'upper(p.wab_id) = upper($1)' : 'lower(p.username) = lower($1)';
  const [row] = await sql.query(`SELECT ${summaryColumns('p')} FROM profiles p WHERE ${where} AND ${visible('p')}`, [
    value,
  ]);
  return row ? summaryFrom(row) : null;
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
export async function relationBetween(sql: SqlExecutor, a: string, b: string): Promise<Relation> {
  if (a === b) return { relationship: 'self', requestId: null, blocks: false, blockedBy: false };
  const [row] = await sql.query<{
    friendship_id: string | null;
    status: string | null;
    requester_id: string | null;
    blocks: boolean;
    blocked_by: boolean;
  }>(
    `SELECT f.id AS friendship_id, f.status, f.requester_id,
            EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2) AS blocks,
            EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = $2 AND blocked_id = $1) AS blocked_by
     FROM (SELECT 1) one
     LEFT JOIN friendships f
       ON LEAST(f.requester_id, f.addressee_id) = LEAST($1::uuid, $2::uuid)
      AND GREATEST(f.requester_id, f.addressee_id) = GREATEST($1::uuid, $2::uuid)`,
    [a, b],
  );
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

/** Friends of a member, as a SQL subquery of ids ($n is the member's id). */
export const friendIdsOf = (param: string) =>
  `SELECT CASE WHEN f.requester_id = ${param} THEN f.addressee_id ELSE f.requester_id END
   FROM friendships f WHERE f.status = 'accepted' AND (f.requester_id = ${param} OR f.addressee_id = ${param})`;

/** A timestamp with microseconds as ISO text, so page cursors never skip rows that share a millisecond. */
export const isoMicros = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const iso = (value: Date | string) => new Date(value).toISOString();
