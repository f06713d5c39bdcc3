import { z } from 'zod';
import { collectionItemSchema } from '../domain/army/collection';
import { dataReportSchema } from './data-reports';
import { gameRoleSchema } from './games';
import { cloudListSchema } from './lists';
import { directMessageSchema, profileCommentSchema } from './social';
import { gamePhaseSchema, gameStateSchema } from '../domain/game/game-state';

export { MEMBER_COUNT_PATH, PROFILE_EXPORT_PATH, PROFILE_ME_PATH } from './paths';

export const profileSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  wab_id: z.string(),
  wab_admin: z.boolean(),
  tester: z.boolean(),
  banned: z.boolean(),
  deactivated: z.boolean(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  favourite_faction: z.string().nullable(),
  language: z.string(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const memberCountSchema = z.object({ count: z.number().int().nonnegative() });

/** A game the member played on two phones: their seat and the game's whole state. */
export const exportedGameSchema = z.object({
  id: z.string(),
  role: gameRoleSchema,
  phase: gamePhaseSchema,
  state: gameStateSchema,
  created_at: z.string(),
  updated_at: z.string(),
  ended_at: z.string().nullable(),
});

export type ExportedGame = z.infer<typeof exportedGameSchema>;

/** A comment as the export holds it: who wrote it, on whose profile, and when. */
export const exportedCommentSchema = profileCommentSchema.omit({ can_delete: true });

/**
 * The data export: the account, its profile, sign-in methods and the security log, and what the
 * member keeps here: their army lists, their collection, the data problems they reported, their
 * online games, the messages they sent and received, and the comments they wrote and were left on
 * their profile.
 */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    email_confirmed_at: z.string().nullable(),
    last_sign_in_at: z.string().nullable(),
    created_at: z.string(),
    user_metadata: z.record(z.string(), z.unknown()),
  }),
  profile: profileSchema,
  identities: z.array(
    z.object({
      provider: z.string(),
      email: z.string().nullable(),
      created_at: z.string(),
      last_sign_in_at: z.string().nullable(),
    }),
  ),
  factors: z.array(
    z.object({
      friendly_name: z.string().nullable(),
      factor_type: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  security_log: z.array(z.object({ action: z.string(), ip: z.string().nullable(), created_at: z.string() })),
  lists: z.array(cloudListSchema),
  collection: z.array(collectionItemSchema),
  data_reports: z.array(dataReportSchema),
  games: z.array(exportedGameSchema),
  messages: z.array(directMessageSchema),
  comments: z.object({ written: z.array(exportedCommentSchema), received: z.array(exportedCommentSchema) }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
