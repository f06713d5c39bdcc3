import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgSchema,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TokenType } from './one-time-tokens';

/**
 * The auth store (migrations 0002_auth.sql and 0013_auth_limits.sql): GoTrue-shaped tables in their
 * own `auth` schema, so the Supabase client and our server agree on what an account is.
 */
export const authSchema = pgSchema('auth');

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = authSchema.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aud: text('aud').notNull().default('authenticated'),
    role: text('role').notNull().default('authenticated'),
    email: text('email'),
    phone: text('phone'),
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
    emailChange: text('email_change'),
    emailChangeSentAt: timestamp('email_change_sent_at', { withTimezone: true }),
    phoneChange: text('phone_change'),
    phoneChangeSentAt: timestamp('phone_change_sent_at', { withTimezone: true }),
    reauthenticationSentAt: timestamp('reauthentication_sent_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    rawAppMetaData: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    rawUserMetaData: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    createdAt,
    updatedAt,
  },
  (table) => [
    // An address is one account however it is capitalised.
    uniqueIndex('users_email_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} IS NOT NULL`),
    uniqueIndex('users_phone_key')
      .on(table.phone)
      .where(sql`${table.phone} IS NOT NULL`),
  ],
);

export const identities = authSchema.table(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (table) => [
    unique('identities_provider_provider_id_key').on(table.provider, table.providerId),
    index('identities_user_id_idx').on(table.userId),
  ],
);

export const mfaFactors = authSchema.table(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name'),
    factorType: text('factor_type').notNull(),
    status: text('status').notNull().default('unverified'),
    secret: text('secret').notNull(),
    lastChallengedAt: timestamp('last_challenged_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (table) => [index('mfa_factors_user_id_idx').on(table.userId)],
);

export const sessions = authSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
    /** How and when the session's holder proved who they are, as the access token's `amr` claim. */
    amr: jsonb('amr').$type<Array<{ method: string; timestamp: number }>>().notNull().default([]),
    factorId: uuid('factor_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    notAfter: timestamp('not_after', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const refreshTokens = authSchema.table(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    revoked: boolean('revoked').notNull().default(false),
    createdAt,
    updatedAt,
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

export const mfaChallenges = authSchema.table('mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => mfaFactors.id, { onDelete: 'cascade' }),
  ip: text('ip'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt,
});

export const oneTimeTokens = authSchema.table(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenType: text('token_type').$type<TokenType>().notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    relatesTo: text('relates_to').notNull(),
    redirectTo: text('redirect_to'),
    flowStateId: uuid('flow_state_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('one_time_tokens_token_hash_idx').on(table.tokenHash),
    index('one_time_tokens_user_idx').on(table.userId, table.tokenType),
  ],
);

export const flowState = authSchema.table('flow_state', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  authCodeHash: text('auth_code_hash'),
  codeChallenge: text('code_challenge').notNull(),
  codeChallengeMethod: text('code_challenge_method').notNull(),
  authenticationMethod: text('authentication_method').notNull(),
  authCodeIssuedAt: timestamp('auth_code_issued_at', { withTimezone: true }),
  createdAt,
});

/** Kept after the account goes, so no foreign key on user_id. */
export const auditLog = authSchema.table(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    ip: text('ip'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt,
  },
  (table) => [index('audit_log_user_idx').on(table.userId, table.createdAt.desc().nullsFirst())],
);

/** Failed sign-ins per account and e-mails per address, keyed by a hash of the address. */
export const limitHits = authSchema.table(
  'limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt,
  },
  (table) => [
    index('limit_hits_key_idx').on(table.bucket, table.keyHash, table.createdAt.desc().nullsFirst()),
    index('limit_hits_created_idx').on(table.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export type MfaFactorRow = typeof mfaFactors.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type MfaChallengeRow = typeof mfaChallenges.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type FlowStateRow = typeof flowState.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type LimitHitRow = typeof limitHits.$inferSelect;
