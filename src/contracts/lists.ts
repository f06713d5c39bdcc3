import { z } from 'zod';
import { armyListSchema, listIdSchema } from '../domain/army/army-list';
import { ISSUE_CODE_LIST } from '../domain/army/issues';
import { SHARE_CODE_MAX_LENGTH } from '../domain/army/share-code';
import { memberSummarySchema } from './social';

/**
 * Army lists in the cloud. A signed-in member's lists are kept under the ids their browser gave
 * them, so saving from any device updates the same list. A list can be made public (it shows on
 * the owner's profile and in friends' activity) and gets a short code the first time it is shared.
 */
export const LIST_PATHS = {
  lists: '/api/lists',
  list: '/api/lists/:listId',
  shortLink: '/api/lists/:listId/short-link',
  shared: '/api/shared-lists/:code',
  memberLists: '/api/members/:userId/lists',
  /** An organiser's check of several lists at once. */
  check: '/api/list-checks',
} as const;

export const listPath = (listId: string) => `/api/lists/${encodeURIComponent(listId)}`;
export const shortLinkPath = (listId: string) => `${listPath(listId)}/short-link`;
export const sharedListApiPath = (code: string) => `/api/shared-lists/${encodeURIComponent(code)}`;
export const memberListsPath = (userId: string) => `/api/members/${encodeURIComponent(userId)}/lists`;

export const LIST_ERROR_CODES = {
  /** The body's list id is not the one in the path. */
  idMismatch: 'list.id_mismatch',
  notFound: 'list.not_found',
  /** The stored copy was saved later than this one (from another device): nothing was changed. */
  newerCopy: 'list.newer_copy',
  /** The member keeps as many lists as a member may. */
  tooMany: 'list.too_many',
  unknownShortLink: 'short_link.unknown',
  /** More lists than one check takes. */
  tooManyToCheck: 'check.too_many',
} as const;

/** Most lists one member keeps in the cloud. */
export const MAX_CLOUD_LISTS = 500;

/** Short codes: ten letters and digits; compact share codes always hold `~`, so the two never meet. */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9]{10}$/;
export const isShortCode = (code: string) => SHORT_CODE_PATTERN.test(code);

export const listParamsSchema = z.object({ listId: listIdSchema });

export const saveListBodySchema = z.strictObject({
  list: armyListSchema,
  /** Left out: the list keeps whatever it was (private for a new list). */
  public: z.boolean().optional(),
});
export type SaveListBody = z.infer<typeof saveListBodySchema>;

export const validationIssueSchema = z.object({
  code: z.enum(ISSUE_CODE_LIST),
  severity: z.enum(['error', 'warning']),
  unitId: z.string().optional(),
  entryId: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/**
 * What the server found when it checked a list with `validateList`, against the data version the
 * list names (or the current one when the server does not know that version): stored with the
 * list, so everyone who opens it sees the same answer.
 */
export const listVerdictSchema = z.object({
  legal: z.boolean(),
  points: z.number(),
  /** The game size's points, or null for a preset the data does not know. */
  limit: z.number().nullable(),
  /** The data version the list was checked against. */
  dataVersion: z.string(),
  issues: z.array(validationIssueSchema),
});
export type ListVerdict = z.infer<typeof listVerdictSchema>;

export const cloudListSchema = z.object({
  list: armyListSchema,
  verdict: listVerdictSchema,
  public: z.boolean(),
  shortCode: z.string().nullable(),
  /** When the server stored it last. */
  savedAt: z.string(),
});
export type CloudList = z.infer<typeof cloudListSchema>;

export const cloudListsResponseSchema = z.object({ items: z.array(cloudListSchema) });
export type CloudListsResponse = z.infer<typeof cloudListsResponseSchema>;

export const shortLinkResponseSchema = z.object({ code: z.string() });

/** A list opened by its short code: anyone with the code may read it. */
export const sharedListResponseSchema = z.object({
  list: armyListSchema,
  verdict: listVerdictSchema,
  owner: memberSummarySchema.nullable(),
  public: z.boolean(),
  savedAt: z.string(),
});
export type SharedListResponse = z.infer<typeof sharedListResponseSchema>;

/** A member's public lists, as their profile shows them. */
export const publicListSchema = z.object({
  id: z.string(),
  name: z.string(),
  factionId: z.string(),
  shortCode: z.string(),
  unitCount: z.number(),
  /** The stored verdict: legal, or not. */
  legal: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type PublicList = z.infer<typeof publicListSchema>;
export const publicListsResponseSchema = z.object({ items: z.array(publicListSchema) });

/** Most lists one organiser's check takes (one share link or code a line). */
export const MAX_CHECKED_LISTS = 100;

/**
 * The code in what an organiser pasted: a bare code, or a link to a shared list (its print page
 * included), with or without the site's address.
 */
export function codeFromLink(text: string): string {
  const trimmed = text.trim();
  const code = /\/shared-list\/([^/?#\s]+)/.exec(trimmed)?.[1] ?? trimmed;
  try {
    return decodeURIComponent(code);
  } catch {
    return code;
  }
}

export const checkListsBodySchema = z.strictObject({
  links: z
    .array(z.string().max(SHARE_CODE_MAX_LENGTH + 2000))
    .min(1)
    .max(MAX_CHECKED_LISTS),
});
export type CheckListsBody = z.infer<typeof checkListsBodySchema>;

/** One line of the check: a list with its verdict, a short code no list has, or a broken code. */
export const checkedListSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    link: z.string(),
    /** The code to open the list with (`/shared-list/<code>`). */
    code: z.string(),
    name: z.string(),
    /** Who saved it, for a short link whose owner's profile is visible. */
    player: z.string().nullable(),
    factionId: z.string(),
    points: z.number(),
    /** The game size's points, or null for a preset the data does not know. */
    gameSize: z.number().nullable(),
    tournament: z.boolean(),
    verdict: listVerdictSchema,
  }),
  z.object({ status: z.literal('unknown'), link: z.string() }),
  z.object({ status: z.literal('broken'), link: z.string(), reason: z.string() }),
]);
export type CheckedList = z.infer<typeof checkedListSchema>;
export const checkListsResponseSchema = z.object({ items: z.array(checkedListSchema) });
export type CheckListsResponse = z.infer<typeof checkListsResponseSchema>;
