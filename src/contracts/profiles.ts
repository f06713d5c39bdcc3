import { z } from 'zod';
import { collectionItemSchema } from '../domain/army/collection';
import { dataReportSchema } from './data-reports';
import { cloudListSchema } from './lists';

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

/**
 * The data export: the account, its profile, sign-in methods and the security log, and what the
 * member keeps here: their army lists, their collection and the data problems they reported.
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
});
export type AccountExport = z.infer<typeof accountExportSchema>;
