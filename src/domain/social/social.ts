import { usernameCharacterIssue } from './usernames';

/** Limits and rules of the social features (issue 7), shared by the server's checks and the forms. */
export const SOCIAL_LIMITS = {
  bio: 500,
  message: 2000,
  comment: 2000,
  reportNote: 500,
  socialLinks: 5,
  socialLinkLength: 200,
  username: 40,
  searchMin: 2,
  searchMax: 60,
  /** Finished games a public profile lists. */
  recentGames: 5,
} as const;

/** A member's WAB id, e.g. WAB-7K3P-Q9XD-2MHF. */
export const WAB_ID_PATTERN = /^WAB-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/i;

/**
 * Removes control characters other than tab and line breaks: they show as nothing, and PostgreSQL
 * refuses NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
export const stripControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, '');

export type TextIssue = 'empty' | 'too_long';

/** A message or comment: something besides spaces, and at most the limit. */
export function textIssue(text: string, limit: number): TextIssue | null {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  return trimmed.length > limit ? 'too_long' : null;
}

export const USERNAME_ISSUES = [
  'empty',
  'too_long',
  'looks_like_wab_id',
  'invisible_characters',
  'unsupported_characters',
  'mixed_scripts',
] as const;
export type UsernameIssue = (typeof USERNAME_ISSUES)[number];

/**
 * Names link to profiles, so one may not pass itself off as someone's WAB id (even in full-width
 * letters), hide characters or mix alphabets to pose as another name (see usernames.ts).
 */
export function usernameIssue(name: string): UsernameIssue | null {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > SOCIAL_LIMITS.username) return 'too_long';
  const characters = usernameCharacterIssue(trimmed);
  if (characters) return characters;
  return WAB_ID_PATTERN.test(trimmed.normalize('NFKC')) ? 'looks_like_wab_id' : null;
}

/**
 * A social link as stored: an http(s) address without credentials, at most 200 characters;
 * null for anything else (javascript:, data:, relative paths…).
 */
export function normaliseSocialLink(value: string): string | null {
  const text = value.trim();
  if (!text || text.length > SOCIAL_LIMITS.socialLinkLength) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname.includes('.')) return null;
  const href = url.href;
  return href.length <= SOCIAL_LIMITS.socialLinkLength ? href : null;
}

/** The host a link is shown by, without "www.". */
export function linkLabel(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

export interface MemberName {
  username: string | null;
  wab_id: string;
}

/** The name shown for a member: their username, or their WAB id when they have none. */
export const displayName = (member: MemberName) => member.username?.trim() || member.wab_id;

/** How a profile is addressed in links (/u/<ref>): the username when there is one, else the WAB id. */
export const profileRef = (member: MemberName) => member.username?.trim() || member.wab_id;

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the activity feed lists. */
export const ACTIVITY_KINDS = ['profile_comment', 'new_friend', 'finished_game', 'public_list'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A page position in a newest-first list: the last item's time and id. */
export interface Cursor {
  at: string;
  id: string;
}

export const encodeCursor = (cursor: Cursor) => `${cursor.at}_${cursor.id}`;

const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a cursor back; anything malformed, or an id not of the expected shape, gives null (the first page). */
export function decodeCursor(text: string | undefined | null, idPattern: RegExp = UUID_ID): Cursor | null {
  if (!text) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_([A-Za-z0-9_-]{1,64})$/.exec(text);
  if (!match || Number.isNaN(Date.parse(match[1]!)) || !idPattern.test(match[2]!)) return null;
  return { at: match[1]!, id: UUID_ID.test(match[2]!) ? match[2]!.toLowerCase() : match[2]! };
}

/** Activity items are comments and friendships (uuid ids), games (their own ids) and lists (short codes). */
export const ACTIVITY_ID = /^[A-Za-z0-9_-]{1,64}$/;
