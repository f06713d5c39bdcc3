import { z } from 'zod';
import { factionIdSchema } from '../domain/army/data-pack-schema';
import {
  ACTIVITY_KINDS,
  normaliseSocialLink,
  REPORT_REASONS,
  SOCIAL_LIMITS,
  stripControlCharacters,
  USERNAME_ISSUES,
  usernameIssue,
  type UsernameIssue,
} from '../domain/social/social';

/** Routes of the social features. `:ref` is a username or a WAB id; `:userId` a member's id. */
export const SOCIAL_PATHS = {
  profile: '/api/social/profiles/:ref',
  myProfile: '/api/social/profile',
  users: '/api/social/users',
  friends: '/api/social/friends',
  friend: '/api/social/friends/:userId',
  friendRequests: '/api/social/friend-requests',
  acceptRequest: '/api/social/friend-requests/:id/accept',
  declineRequest: '/api/social/friend-requests/:id/decline',
  friendRequest: '/api/social/friend-requests/:id',
  conversations: '/api/social/conversations',
  messages: '/api/social/messages/:userId',
  messagesRead: '/api/social/messages/:userId/read',
  comments: '/api/social/profiles/:userId/comments',
  comment: '/api/social/comments/:id',
  blocks: '/api/social/blocks',
  block: '/api/social/blocks/:userId',
  reports: '/api/social/reports',
  resolveReport: '/api/social/reports/:id/resolve',
  /** Admins: delete the reported comment or message and resolve every open report of it. */
  reportContent: '/api/social/reports/:id/content',
  activity: '/api/social/activity',
} as const;

/** Fills a path's `:name` parts, encoded. */
export function socialPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

const isoDate = z.string();
/** Text people type, without invisible control characters, trimmed. */
const typed = () => z.string().transform((value) => stripControlCharacters(value).trim());
const id = z.string();

/**
 * The path parts. Any text is let through: a malformed id names nobody, and the route answers
 * it with the same 404 as an id that names no one.
 */
export const profileRefParamsSchema = z.object({ ref: z.string() });
export const userIdParamsSchema = z.object({ userId: z.string() });
export const idParamsSchema = z.object({ id: z.string() });

/** The answer of a route that answers 204 with no body. */
export const noContentSchema = z.undefined().describe('No content.');

/** How one member appears next to anything they did. */
export const memberSummarySchema = z.object({
  id,
  username: z.string().nullable(),
  wab_id: z.string(),
  avatar_url: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const RELATIONSHIPS = ['self', 'none', 'friends', 'request_sent', 'request_received'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** How a finished game went for the member whose profile lists it. */
export const GAME_RESULTS = ['won', 'lost', 'draw'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** One of a member's finished online games, as much as the game's summary shows and no more. */
export const recentGameSchema = z.object({
  ended_at: isoDate,
  mission_id: z.string().nullable(),
  /** The other seat's account, when it has one that others may see. */
  opponent: memberSummarySchema.nullable(),
  /** The other seat's name in the game, when that seat was never an account's. */
  opponent_name: z.string().nullable(),
  /** Null when the stored game has no readable scores. */
  result: z.enum(GAME_RESULTS).nullable(),
  score: z.object({ own: z.number().int(), opponent: z.number().int() }).nullable(),
});
export type RecentGame = z.infer<typeof recentGameSchema>;

export const publicProfileSchema = memberSummarySchema.extend({
  bio: z.string().nullable(),
  favourite_faction: factionIdSchema.nullable(),
  social_links: z.array(z.string()),
  created_at: isoDate,
  friend_count: z.number().int().nonnegative(),
  /** Online games this member finished, as host or opponent. */
  games_played: z.number().int().nonnegative(),
  /** Finished online games this member's seat won; a draw counts for nobody. */
  games_won: z.number().int().nonnegative(),
  /** The member's last finished games, newest first (SOCIAL_LIMITS.recentGames at most). */
  recent_games: z.array(recentGameSchema),
  /** The viewer's side of things; null for guests. */
  viewer: z
    .object({
      relationship: z.enum(RELATIONSHIPS),
      /** The pending request between the two, to accept, decline or cancel. */
      request_id: id.nullable(),
      /** The viewer has blocked this member. */
      blocked: z.boolean(),
    })
    .nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

const socialLink = z.string().transform((value, context) => {
  const link = normaliseSocialLink(value);
  if (!link) {
    context.addIssue({ code: 'custom', message: 'must be a web address (https://…) of at most 200 characters' });
    return z.NEVER;
  }
  return link;
});

/** Why a username is refused, in words; the web app words the issue itself (edit.usernameIssue.*). */
export const USERNAME_ISSUE_MESSAGES: Record<UsernameIssue, string> = {
  empty: 'Enter a username.',
  too_long: `Use at most ${SOCIAL_LIMITS.username} characters.`,
  looks_like_wab_id: 'A username cannot look like a WAB ID.',
  invisible_characters:
    'A username cannot contain invisible or formatting characters (zero-width spaces, direction marks…).',
  unsupported_characters: 'A username cannot contain private-use or unassigned characters.',
  mixed_scripts: 'A username cannot mix letters from different alphabets (such as Latin and Cyrillic).',
};

/** The stable error code a refused username is answered with, e.g. `username_mixed_scripts`. */
export const usernameErrorCode = (issue: UsernameIssue) => `username_${issue}` as const;

/** The fields a member edits on their public profile; left out means unchanged, null clears. */
export const profileUpdateSchema = z
  .object({
    username: typed()
      .superRefine((value, context) => {
        const issue = usernameIssue(value);
        if (issue) context.addIssue({ code: 'custom', message: USERNAME_ISSUE_MESSAGES[issue], params: { issue } });
      })
      .optional(),
    bio: typed()
      .pipe(z.string().max(SOCIAL_LIMITS.bio))
      .transform((value) => value || null)
      .nullable()
      .optional(),
    favourite_faction: factionIdSchema.nullable().optional(),
    social_links: z.array(socialLink).max(SOCIAL_LIMITS.socialLinks).optional(),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
/** The body of a profile edit: sending none (or null) changes nothing. */
export const profileUpdateBodySchema = profileUpdateSchema.nullish().transform((update) => update ?? {});

/** The username rule a failed profileUpdateSchema parse broke, if that is one of the things it broke. */
export function refusedUsername(error: z.ZodError): UsernameIssue | null {
  for (const issue of error.issues) {
    if (issue.code !== 'custom' || issue.path[0] !== 'username') continue;
    const named: unknown = issue.params?.issue;
    if ((USERNAME_ISSUES as readonly unknown[]).includes(named)) return named as UsernameIssue;
  }
  return null;
}

export const userSearchQuerySchema = z.object({
  q: typed().pipe(z.string().min(SOCIAL_LIMITS.searchMin).max(SOCIAL_LIMITS.searchMax)),
});
export const userSearchResultSchema = z.object({
  users: z.array(memberSummarySchema.extend({ relationship: z.enum(RELATIONSHIPS) })),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const friendRequestSchema = z.object({ id, user: memberSummarySchema, created_at: isoDate });
export type FriendRequest = z.infer<typeof friendRequestSchema>;
export const friendsSchema = z.object({
  friends: z.array(z.object({ user: memberSummarySchema, since: isoDate })),
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
});
export type Friends = z.infer<typeof friendsSchema>;

export const sendFriendRequestSchema = z.object({ user_id: id }).strict();
export const friendRequestResultSchema = z.object({
  id,
  /** "accepted" when the other member had already asked: the two are friends at once. */
  status: z.enum(['pending', 'accepted']),
});

const textBody = (limit: number) =>
  typed().pipe(z.string().min(1, 'must not be empty').max(limit, `must be at most ${limit} characters`));

export const newMessageSchema = z.object({ body: textBody(SOCIAL_LIMITS.message) }).strict();
export const directMessageSchema = z.object({
  id,
  conversation_id: id,
  sender_id: id,
  recipient_id: id,
  body: z.string(),
  created_at: isoDate,
  read_at: isoDate.nullable(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const messagePageQuerySchema = z.object({
  before: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/** A page of a thread, oldest first; `next` fetches older messages. */
export const messageThreadSchema = z.object({
  conversation_id: id.nullable(),
  other: memberSummarySchema,
  can_send: z.boolean(),
  messages: z.array(directMessageSchema),
  next: z.string().nullable(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;
/** How many of the other member's messages this marked read. */
export const messagesReadSchema = z.object({ updated: z.number().int().nonnegative() });

export const conversationListSchema = z.object({
  conversations: z.array(
    z.object({
      id,
      other: memberSummarySchema,
      last_message: directMessageSchema.nullable(),
      unread: z.number().int().nonnegative(),
    }),
  ),
  unread_total: z.number().int().nonnegative(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** What the dm:<conversationId> channel sends: the new message, or only its ids when too big for the bus. */
export const messageEventSchema = z.union([
  directMessageSchema,
  z.object({ id, conversation_id: id, sender_id: id, truncated: z.literal(true) }),
]);
export type MessageEvent = z.infer<typeof messageEventSchema>;

export const newCommentSchema = z.object({ body: textBody(SOCIAL_LIMITS.comment) }).strict();
export const profileCommentSchema = z.object({
  id,
  profile_id: id,
  author: memberSummarySchema,
  body: z.string(),
  created_at: isoDate,
  can_delete: z.boolean(),
});
export type ProfileComment = z.infer<typeof profileCommentSchema>;
export const commentPageQuerySchema = messagePageQuerySchema;
export const commentPageSchema = z.object({
  comments: z.array(profileCommentSchema),
  next: z.string().nullable(),
  /** The viewer may write here (a friend of the owner, or the owner). */
  can_comment: z.boolean(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const blockUserSchema = z.object({ user_id: id }).strict();
export const blockListSchema = z.object({
  blocks: z.array(z.object({ user: memberSummarySchema, created_at: isoDate })),
});
export type BlockList = z.infer<typeof blockListSchema>;
export const blockedMemberSchema = z.object({ user: memberSummarySchema });

export const newReportSchema = z
  .object({
    kind: z.enum(['comment', 'message']),
    target_id: id,
    reason: z.enum(REPORT_REASONS),
    note: typed().pipe(z.string().max(SOCIAL_LIMITS.reportNote)).optional(),
  })
  .strict();
export const reportSchema = z.object({
  id,
  kind: z.enum(['comment', 'message']),
  target_id: id,
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  snapshot: z.string(),
  status: z.enum(['open', 'resolved']),
  created_at: isoDate,
  reporter: memberSummarySchema.nullable(),
  author: memberSummarySchema.nullable(),
  /** Whether the comment or message is still there (the snapshot stays either way). */
  content_exists: z.boolean(),
  resolved_at: isoDate.nullable(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListQuerySchema = z.object({ status: z.enum(['open', 'resolved']).default('open') });
export const reportListSchema = z.object({ reports: z.array(reportSchema) });
export const reportCreatedSchema = z.object({ id, status: z.enum(['open', 'resolved']) });
export const reportResolvedSchema = z.object({ id, status: z.literal('resolved') });
/** `deleted` is false when the comment or message was already gone. */
export const reportContentRemovedSchema = z.object({ id, status: z.literal('resolved'), deleted: z.boolean() });

export const activityQuerySchema = z.object({
  before: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const activityItemSchema = z.object({
  id,
  kind: z.enum(ACTIVITY_KINDS),
  actor: memberSummarySchema,
  /** Whose profile was commented on, or the new friend. */
  subject: memberSummarySchema.nullable(),
  /** The start of the comment, for profile_comment. */
  excerpt: z.string().nullable(),
  created_at: isoDate,
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityPageSchema = z.object({ items: z.array(activityItemSchema), next: z.string().nullable() });
export type ActivityPage = z.infer<typeof activityPageSchema>;
