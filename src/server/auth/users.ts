import { usernameIssue } from '../../domain/social/social';
import { usernameSkeleton } from '../../domain/social/usernames';
import type { SqlExecutor } from '../db/database';
import { wabId } from './crypto';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  invited_at: Date | null;
  last_sign_in_at: Date | null;
  banned_until: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string;
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ProfileFlags {
  wab_admin: boolean;
  tester: boolean;
  banned: boolean;
  deactivated: boolean;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: typeof identity.identity_data.email === 'string' ? identity.identity_data.email : undefined,
  };
}

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}

/** The user object in GoTrue's shape. */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[]) {
  const confirmedAt = user.email_confirmed_at ?? user.phone_confirmed_at;
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ?? undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change ?? undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}
export type UserJson = ReturnType<typeof userJson>;

/**
 * The answer a sign-up gives for a new, unconfirmed account, built without one: a repeat
 * sign-up answers with it so that nobody learns from the answer that the address is taken.
 */
export function newUserJson(values: { email: string | null; phone: string | null; userMetadata?: Record<string, unknown> }) {
  const now = new Date();
  const id = crypto.randomUUID();
  const provider = values.email ? 'email' : 'phone';
  const user: UserRow = {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email: values.email,
    phone: values.phone,
    encrypted_password: null,
    email_confirmed_at: null,
    phone_confirmed_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    phone_change: null,
    phone_change_sent_at: null,
    reauthentication_sent_at: null,
    invited_at: null,
    last_sign_in_at: null,
    banned_until: null,
    raw_app_meta_data: { provider, providers: [provider] },
    raw_user_meta_data: values.userMetadata ?? {},
    is_anonymous: false,
    created_at: now,
    updated_at: now,
  };
  const identity: IdentityRow = {
    id: crypto.randomUUID(),
    user_id: id,
    provider,
    provider_id: id,
    identity_data: {
      sub: id,
      ...(values.email ? { email: values.email } : { phone: values.phone }),
      email_verified: false,
      phone_verified: false,
    },
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
  };
  return userJson(user, [identity], []);
}

/** Reads and writes the auth tables. Every query names its columns' table; callers pass a transaction when needed. */
export function usersRepository(sql: SqlExecutor) {
  const one = async <Row>(text: string, params: unknown[]) => (await sql.query<Row>(text, params))[0];
  return {
    byId: (id: string) => one<UserRow>('SELECT * FROM auth.users WHERE id = $1', [id]),
    /** The user, locked until the transaction this repository runs on ends, so checks and writes see one state. */
    lockedById: (id: string) => one<UserRow>('SELECT * FROM auth.users WHERE id = $1 FOR UPDATE', [id]),
    /** One page of every account, oldest first, and how many accounts there are in all. */
    async page(limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
      const counted = await one<{ total: number }>('SELECT count(*)::int AS total FROM auth.users', []);
      const rows = await sql.query<UserRow>('SELECT * FROM auth.users ORDER BY created_at, id LIMIT $1 OFFSET $2', [
        limit,
        offset,
      ]);
      return { rows, total: counted!.total };
    },
    /** Deletes the account; its identities, factors, sessions and tokens go with it. */
    remove: async (id: string): Promise<void> => {
      await sql.query('DELETE FROM auth.users WHERE id = $1', [id]);
    },
    /**
     * Metadata as a stored account would give it back: through jsonb, which orders its keys, so an
     * answer built without an account looks like one read from the database.
     */
    storedMetadata: async (metadata: Record<string, unknown>) =>
      (await one<{ metadata: Record<string, unknown> }>('SELECT $1::jsonb AS metadata', [JSON.stringify(metadata)]))!
        .metadata,
    byEmail: (email: string) => one<UserRow>('SELECT * FROM auth.users WHERE lower(email) = lower($1)', [email]),
    byPhone: (phone: string) => one<UserRow>('SELECT * FROM auth.users WHERE phone = $1', [phone]),
    /** The account waiting to move to this address (its e-mail or phone change is unconfirmed). */
    byPendingChange: (kind: 'email' | 'phone', address: string) =>
      kind === 'email'
        ? one<UserRow>('SELECT * FROM auth.users WHERE lower(email_change) = lower($1)', [address])
        : one<UserRow>('SELECT * FROM auth.users WHERE phone_change = $1', [address]),
    identities: (userId: string) =>
      sql.query<IdentityRow>('SELECT * FROM auth.identities WHERE user_id = $1 ORDER BY created_at', [userId]),
    factors: (userId: string) =>
      sql.query<FactorRow>('SELECT * FROM auth.mfa_factors WHERE user_id = $1 ORDER BY created_at', [userId]),
    profileFlags: (userId: string) =>
      one<ProfileFlags>('SELECT wab_admin, tester, banned, deactivated FROM profiles WHERE id = $1', [userId]),
    async json(user: UserRow) {
      const [identities, factors] = [await this.identities(user.id), await this.factors(user.id)];
      return userJson(user, identities, factors);
    },
    async insert(values: {
      email?: string | null;
      phone?: string | null;
      passwordHash?: string | null;
      userMetadata?: Record<string, unknown>;
      appMetadata?: Record<string, unknown>;
      emailConfirmed?: boolean;
      phoneConfirmed?: boolean;
      invited?: boolean;
      role?: string;
    }) {
      const provider = values.email ? 'email' : 'phone';
      const appMetadata = { provider, providers: [provider], ...values.appMetadata };
      const user = (await one<UserRow>(
        `INSERT INTO auth.users (email, phone, encrypted_password, raw_user_meta_data, raw_app_meta_data,
           email_confirmed_at, phone_confirmed_at, invited_at, role)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END, CASE WHEN $7 THEN now() END,
                 CASE WHEN $8 THEN now() END, $9)
         RETURNING *`,
        [
          values.email ?? null,
          values.phone ?? null,
          values.passwordHash ?? null,
          JSON.stringify(values.userMetadata ?? {}),
          JSON.stringify(appMetadata),
          values.emailConfirmed ?? false,
          values.phoneConfirmed ?? false,
          values.invited ?? false,
          values.role ?? 'authenticated',
        ],
      ))!;
      const identityData = {
        sub: user.id,
        ...(values.email ? { email: values.email } : { phone: values.phone }),
        email_verified: Boolean(values.emailConfirmed),
        phone_verified: Boolean(values.phoneConfirmed),
      };
      await sql.query(
        `INSERT INTO auth.identities (user_id, provider, provider_id, identity_data) VALUES ($1, $2, $3, $4)`,
        [user.id, provider, user.id, JSON.stringify(identityData)],
      );
      await this.createProfile(user.id, values.userMetadata);
      return user;
    },
    /** An anonymous account, as GoTrue makes one: no address, no identity, provider `anonymous`. */
    async insertAnonymous(userMetadata: Record<string, unknown> = {}) {
      const user = (await one<UserRow>(
        `INSERT INTO auth.users (raw_user_meta_data, raw_app_meta_data, is_anonymous)
         VALUES ($1, $2, true) RETURNING *`,
        [JSON.stringify(userMetadata), JSON.stringify({ provider: 'anonymous', providers: ['anonymous'] })],
      ))!;
      await this.createProfile(user.id, userMetadata);
      return user;
    },
    /**
     * An anonymous account that has just proved an address becomes a permanent one, keeping its id
     * (and so everything it saved): it gains the address's identity and loses `is_anonymous`.
     */
    async makePermanent(user: UserRow, provider: 'email' | 'phone', address: string) {
      const identityData = {
        sub: user.id,
        [provider]: address,
        email_verified: provider === 'email',
        phone_verified: provider === 'phone',
      };
      await sql.query(
        `INSERT INTO auth.identities (user_id, provider, provider_id, identity_data) VALUES ($1, $2, $3, $4)
         ON CONFLICT (provider, provider_id) DO NOTHING`,
        [user.id, provider, user.id, JSON.stringify(identityData)],
      );
      const providers = [
        ...new Set([
          provider,
          ...((user.raw_app_meta_data.providers as string[] | undefined) ?? []).filter((name) => name !== 'anonymous'),
        ]),
      ];
      await this.audit(user.id, 'user_modified', undefined, { change: 'anonymous_linked', provider });
      return (await this.update(user.id, {
        is_anonymous: false,
        raw_app_meta_data: JSON.stringify({ ...user.raw_app_meta_data, provider, providers }),
      }))!;
    },
    async createProfile(userId: string, metadata: Record<string, unknown> = {}) {
      const typed = typeof metadata.username === 'string' ? metadata.username.trim().slice(0, 40) : '';
      // A name the profile form would refuse (hidden characters, mixed alphabets…) is left out.
      const username = typed && !usernameIssue(typed) ? typed : null;
      const language = ['en', 'es', 'fr'].includes(String(metadata.language)) ? String(metadata.language) : 'en';
      // A clash on the random WAB id or a taken username (or one that looks like it: same
      // skeleton) is retried with a fresh id and no username; so is losing a race for either.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const name = attempt === 0 ? username : null;
        const rows = await sql.query(
          `INSERT INTO profiles (id, username, username_key, wab_id, language)
           SELECT $1, $2, $3, $4, $5
           WHERE NOT EXISTS (SELECT 1 FROM profiles WHERE wab_id = $4)
             AND ($3::text IS NULL OR NOT EXISTS (SELECT 1 FROM profiles WHERE username_key = $3::text))
           ON CONFLICT DO NOTHING RETURNING id`,
          [userId, name, name === null ? null : usernameSkeleton(name), wabId(), language],
        );
        if (rows.length) return;
        if ((await sql.query('SELECT 1 FROM profiles WHERE id = $1', [userId])).length) return;
      }
      throw new Error('could not allocate a WAB id');
    },
    update: (id: string, columns: Record<string, unknown>) => {
      const keys = Object.keys(columns);
      const assignments = keys.map((key, index) => `${key} = $${index + 2}`).join(', ');
      return one<UserRow>(`UPDATE auth.users SET ${assignments}, updated_at = now() WHERE id = $1 RETURNING *`, [
        id,
        ...keys.map((key) => columns[key]),
      ]);
    },
    /**
     * Records a request for mail to an address (by its hash) unless the address already had
     * `limitPerHour` in the last hour; false when it was over the limit and nothing was recorded.
     */
    audit: (userId: string | null, action: string, ip: string | undefined, payload: Record<string, unknown> = {}) =>
      sql.query('INSERT INTO auth.audit_log (user_id, action, ip, payload) VALUES ($1, $2, $3, $4)', [
        userId,
        action,
        ip ?? null,
        JSON.stringify(payload),
      ]),
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
