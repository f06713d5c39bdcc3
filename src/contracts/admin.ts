import { z } from 'zod';
import { emailAddressSchema } from '../domain/auth/credentials';

export const ADMIN_PATHS = {
  users: '/api/admin/users',
  user: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
  roles: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/roles`,
  ban: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/ban`,
  deactivate: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/deactivate`,
  link: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/link`,
  invite: '/api/admin/invite',
  stats: '/api/admin/stats',
  status: '/api/admin/status',
  alerts: '/api/admin/alerts',
  testAlert: '/api/admin/alerts/test',
  mail: '/api/admin/mail',
  mailResend: (id: string) => `/api/admin/mail/${encodeURIComponent(id)}/resend`,
  mailPreview: '/api/admin/mail/preview',
  mailTest: '/api/admin/mail/test',
  mailResendConfirmations: '/api/admin/mail/resend-confirmations',
  flags: '/api/admin/flags',
  environment: '/api/admin/environment',
  reseed: '/api/admin/reseed',
} as const;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  wab_id: z.string().nullable(),
  wab_admin: z.boolean(),
  tester: z.boolean(),
  banned: z.boolean(),
  deactivated: z.boolean(),
  email_confirmed: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export const userListSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });

export const rolesBodySchema = z
  .object({ wab_admin: z.boolean().optional(), tester: z.boolean().optional() })
  .refine((body) => body.wab_admin !== undefined || body.tester !== undefined, 'Give wab_admin or tester.');
export const flagBodySchema = (name: 'banned' | 'deactivated') => z.object({ [name]: z.boolean() });
export const linkBodySchema = z.object({ type: z.enum(['magiclink', 'recovery']) });
export const linkResponseSchema = z.object({ action_link: z.string(), email_otp: z.string() });
export const inviteBodySchema = z.object({ email: emailAddressSchema });

export const statsSchema = z.object({
  members: z.number().int(),
  lists: z.number().int(),
  games: z.number().int(),
  messagesThisWeek: z.number().int(),
  signupsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
});

export const statusSchema = z.object({
  database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable(), kind: z.string() }),
  mail: z.object({ ok: z.boolean(), transport: z.string(), latencyMs: z.number().nullable(), error: z.string().optional() }),
  realtime: z.object({ connections: z.number().int(), authenticated: z.number().int(), subscriptions: z.number().int() }),
  deployments: z
    .object({ at: z.string(), ok: z.boolean(), error: z.string().optional(), latencyMs: z.number().optional() })
    .nullable(),
});

export const mailRowSchema = z.object({
  id: z.string(),
  to_address: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.string(),
  transport: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  text_body: z.string(),
});
export const mailListSchema = z.object({ messages: z.array(mailRowSchema), transport: z.string() });
export const mailPreviewQuerySchema = z.object({
  template: z.enum(['confirmation', 'magic_link', 'recovery', 'email_change', 'invite', 'reauthentication', 'account_exists', 'test']),
  language: z.enum(['en', 'es', 'fr']).default('en'),
});
export const mailPreviewSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export const mailTestBodySchema = z.object({ to: emailAddressSchema, language: z.enum(['en', 'es', 'fr']).default('en') });

export const flagsSchema = z.record(z.string().regex(/^[a-z][a-z0-9-]{0,40}$/), z.boolean());
export const environmentSchema = z.object({
  appVersion: z.string(),
  dataVersion: z.string(),
  nodeEnv: z.string(),
  database: z.string(),
  mailTransport: z.string(),
  siteUrl: z.string(),
});

// Answers of the admin actions, so the client parses what the server sends.
export const deletedUserSchema = z.object({ deleted: z.string() });
export const mailResentSchema = z.object({ resent: z.string() });
export const mailTestResultSchema = z.object({ id: z.string(), status: z.string(), error: z.string().nullable() });
export const confirmationsResentSchema = z.object({ sent: z.number().int() });
/** What POST reseed did: the content seed's outcome (refused with 403 production_refused on production). */
export const reseedResultSchema = z.object({ outcome: z.enum(['seeded', 'changelog-updated', 'unchanged', 'no-seed-files']) });
