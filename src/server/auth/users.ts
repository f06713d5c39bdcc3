import { usernameIssue } from '../../domain/social/social';
import { usernameSkeleton } from '../../domain/social/usernames';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SqlExecutor } from '../db/database';
import { profiles } from '../features/profiles/schema';
import { wabId } from './crypto';
import {
  auditLog,
  identities,
  mfaFactors,
  sessions,
  users,
  type IdentityRow as IdentityRecord,
  type MfaFactorRow,
  type UserRow as UserRecord,
} from './schema';
import { snakeCased, type SnakeCased } from './snake-case';

/** An account in GoTrue's spelling, as the auth routes and their answers use it. */
export type UserRow = SnakeCased<UserRecord>;
export type IdentityRow = SnakeCased<IdentityRecord>;
export type FactorRow = SnakeCased<MfaFactorRow>;

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
export function newUserJson(values: {
  email: string | null;
  phone: string | null;
  userMetadata?: Record<string, unknown>;
}) {
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

/** The column a snake_case key names, by the database's name for it. */
const userColumnKeys = new Map(Object.entries(getTableColumns(users)).map(([key, column]) => [column.name, key]));

/**
 * The statement behind every signed-in request, built once per query builder rather than on each
 * request (building it is most of its cost in the server; PostgreSQL keeps it prepared too).
 */
const bySessionQueries = new WeakMap<object, ReturnType<typeof prepareBySession>>();
function prepareBySession(orm: SqlExecutor['orm']) {
  return orm
    .select({
      user: users,
      flags: {
        wabAdmin: profiles.wabAdmin,
        tester: profiles.tester,
        banned: profiles.banned,
        deactivated: profiles.deactivated,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .prepare('auth_by_session');
}
function bySessionQuery(orm: SqlExecutor['orm']) {
  let query = bySessionQueries.get(orm);
  if (!query) {
    query = prepareBySession(orm);
    bySessionQueries.set(orm, query);
  }
  return query;
}

/** Reads and writes the auth tables; callers pass a transaction when needed. */
export function usersRepository(executor: SqlExecutor) {
  const { orm } = executor;
  const first = <Row extends object>(rows: Row[]) => (rows[0] ? snakeCased(rows[0]) : undefined);
  const byIdQuery = (id: string) => orm.select().from(users).where(eq(users.id, id));
  return {
    byId: async (id: string) => first(await byIdQuery(id)),
    /** The user, locked until the transaction this repository runs on ends, so checks and writes see one state. */
    lockedById: async (id: string) => first(await byIdQuery(id).for('update')),
    /** One page of every account, oldest first, and how many accounts there are in all. */
    async page(limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
      const [counted] = await orm.select({ total: count() }).from(users);
      const rows = await orm
        .select()
        .from(users)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map(snakeCased), total: counted!.total };
    },
    /** Deletes the account; its identities, factors, sessions and tokens go with it. */
    remove: async (id: string): Promise<void> => {
      await orm.delete(users).where(eq(users.id, id));
    },
    /**
     * Metadata as a stored account would give it back: through jsonb, which orders its keys, so an
     * answer built without an account looks like one read from the database. A query on no table,
     * so a plain statement.
     */
    storedMetadata: async (metadata: Record<string, unknown>) =>
      (
        await executor.query<Pick<UserRow, 'raw_user_meta_data'>>('SELECT $1::jsonb AS raw_user_meta_data', [
          JSON.stringify(metadata),
        ])
      )[0]!.raw_user_meta_data,
    byEmail: async (email: string) =>
      first(
        await orm
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`),
      ),
    byPhone: async (phone: string) => first(await orm.select().from(users).where(eq(users.phone, phone))),
    /** The account waiting to move to this address (its e-mail or phone change is unconfirmed). */
    byPendingChange: async (kind: 'email' | 'phone', address: string) =>
      first(
        await orm
          .select()
          .from(users)
          .where(
            kind === 'email' ? sql`lower(${users.emailChange}) = lower(${address})` : eq(users.phoneChange, address),
          ),
      ),
    identities: async (userId: string): Promise<IdentityRow[]> =>
      (await orm.select().from(identities).where(eq(identities.userId, userId)).orderBy(asc(identities.createdAt))).map(
        snakeCased,
      ),
    factors: async (userId: string): Promise<FactorRow[]> =>
      (await orm.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(asc(mfaFactors.createdAt))).map(
        snakeCased,
      ),
    /**
     * What every signed-in request needs in one statement: the account behind a live session, with
     * its profile's flags. Undefined when the session is gone (a session cannot outlive its user).
     */
    async bySession(sessionId: string, userId: string) {
      const [row] = await bySessionQuery(orm).execute({ sessionId, userId });
      return row ? { user: snakeCased(row.user), flags: row.flags ?? undefined } : undefined;
    },
    profileFlags: async (userId: string) => {
      const [flags] = await orm
        .select({
          wabAdmin: profiles.wabAdmin,
          tester: profiles.tester,
          banned: profiles.banned,
          deactivated: profiles.deactivated,
        })
        .from(profiles)
        .where(eq(profiles.id, userId));
      return flags;
    },
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
      const nowIf = (yes: boolean | undefined) => (yes ? sql`now()` : null);
      const [inserted] = await orm
        .insert(users)
        .values({
          email: values.email ?? null,
          phone: values.phone ?? null,
          encryptedPassword: values.passwordHash ?? null,
          rawUserMetaData: values.userMetadata ?? {},
          rawAppMetaData: appMetadata,
          emailConfirmedAt: nowIf(values.emailConfirmed),
          phoneConfirmedAt: nowIf(values.phoneConfirmed),
          invitedAt: nowIf(values.invited),
          role: values.role ?? 'authenticated',
        })
        .returning();
      const user = snakeCased(inserted!);
      const identityData = {
        sub: user.id,
        ...(values.email ? { email: values.email } : { phone: values.phone }),
        email_verified: Boolean(values.emailConfirmed),
        phone_verified: Boolean(values.phoneConfirmed),
      };
      await orm.insert(identities).values({ userId: user.id, provider, providerId: user.id, identityData });
      await this.createProfile(user.id, values.userMetadata);
      return user;
    },
    /** An anonymous account, as GoTrue makes one: no address, no identity, provider `anonymous`. */
    async insertAnonymous(userMetadata: Record<string, unknown> = {}) {
      const [inserted] = await orm
        .insert(users)
        .values({
          rawUserMetaData: userMetadata,
          rawAppMetaData: { provider: 'anonymous', providers: ['anonymous'] },
          isAnonymous: true,
        })
        .returning();
      const user = snakeCased(inserted!);
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
      await orm
        .insert(identities)
        .values({ userId: user.id, provider, providerId: user.id, identityData })
        .onConflictDoNothing({ target: [identities.provider, identities.providerId] });
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
      // Both are unique, so the clash is an insert that does nothing.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const name = attempt === 0 ? username : null;
        const rows = await orm
          .insert(profiles)
          .values({
            id: userId,
            username: name,
            usernameKey: name === null ? null : usernameSkeleton(name),
            wabId: wabId(),
            language,
          })
          .onConflictDoNothing()
          .returning({ id: profiles.id });
        if (rows.length) return;
        if ((await orm.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId))).length) return;
      }
      throw new Error('could not allocate a WAB id');
    },
    /**
     * Changes the columns given by their database names (a jsonb column given as JSON text, as
     * GoTrue's shape is built), and notes the time of the change.
     */
    update: async (id: string, columns: { [Column in keyof UserRow]?: unknown }) => {
      const changes: Record<string, unknown> = { updatedAt: sql`now()` };
      for (const [name, value] of Object.entries(columns)) {
        const key = userColumnKeys.get(name);
        if (!key) throw new Error(`auth.users has no column ${name}`);
        const isJson = users[key as keyof typeof users.$inferSelect].getSQLType() === 'jsonb';
        changes[key] = isJson && typeof value === 'string' ? sql`${value}::jsonb` : value;
      }
      return first(await orm.update(users).set(changes).where(eq(users.id, id)).returning());
    },
    audit: async (
      userId: string | null,
      action: string,
      ip: string | undefined,
      payload: Record<string, unknown> = {},
    ) => {
      await orm.insert(auditLog).values({ userId, action, ip: ip ?? null, payload });
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
