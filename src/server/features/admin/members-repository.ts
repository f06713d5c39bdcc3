import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../contracts/admin';
import type { Orm } from '../../db/database';
import { profiles, users } from '../../db/schema';

/** Most unconfirmed accounts one "resend confirmations" reaches. */
const PENDING_CONFIRMATIONS = 500;

/** An account with its profile, when it has one: a profile-less account reads as a plain member. */
const memberColumns = {
  id: users.id,
  email: users.email,
  username: profiles.username,
  wab_id: profiles.wabId,
  wab_admin: profiles.wabAdmin,
  tester: profiles.tester,
  banned: profiles.banned,
  deactivated: profiles.deactivated,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
};

const selectMembers = (orm: Orm) => orm.select(memberColumns).from(users).leftJoin(profiles, eq(profiles.id, users.id));
type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

const toAdminUser = (row: MemberRow): AdminUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  wab_id: row.wab_id,
  wab_admin: Boolean(row.wab_admin),
  tester: Boolean(row.tester),
  banned: Boolean(row.banned),
  deactivated: Boolean(row.deactivated),
  email_confirmed: Boolean(row.emailConfirmedAt),
  created_at: row.createdAt.toISOString(),
  last_sign_in_at: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
});

/** A search matches the e-mail address, username or WAB id anywhere, its `%`, `_` and `\` taken literally. */
function searchCondition(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.email, pattern), ilike(profiles.username, pattern), ilike(profiles.wabId, pattern));
}

/**
 * The admin's view of members: every account with its profile, found, listed and changed by an
 * admin, and the counts the dashboard shows.
 */
export function membersRepository(orm: Orm) {
  return {
    async byId(id: string): Promise<AdminUser | null> {
      const [row] = await selectMembers(orm).where(eq(users.id, id));
      return row ? toAdminUser(row) : null;
    },

    /** Admins other than this one who can still act (neither banned nor deactivated). */
    async otherAdmins(id: string): Promise<number> {
      const [row] = await orm
        .select({ count: count() })
        .from(profiles)
        .where(
          and(
            eq(profiles.wabAdmin, true),
            ne(profiles.id, id),
            eq(profiles.banned, false),
            eq(profiles.deactivated, false),
          ),
        );
      return row?.count ?? 0;
    },

    /** One page of accounts, newest first, with how many match in all. */
    async page(query: { q?: string; page: number; perPage: number }): Promise<{ users: AdminUser[]; total: number }> {
      const where = searchCondition(query.q);
      const [total] = await orm
        .select({ count: count() })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(where);
      const rows = await selectMembers(orm)
        .where(where)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return { users: rows.map(toAdminUser), total: total?.count ?? 0 };
    },

    /** Changes only the roles given. */
    async setRoles(id: string, roles: { wab_admin?: boolean; tester?: boolean }): Promise<void> {
      await orm
        .update(profiles)
        .set({ wabAdmin: roles.wab_admin, tester: roles.tester, updatedAt: sql`now()` })
        .where(eq(profiles.id, id));
    },

    async setFlag(id: string, flag: 'banned' | 'deactivated', value: boolean): Promise<void> {
      await orm
        .update(profiles)
        .set({ [flag]: value, updatedAt: sql`now()` })
        .where(eq(profiles.id, id));
    },

    /** Deletes the account; its profile and everything else personal go with it (ON DELETE CASCADE). */
    async delete(id: string): Promise<void> {
      await orm.delete(users).where(eq(users.id, id));
    },

    /** Members who can use the site: neither banned nor deactivated. */
    async activeCount(): Promise<number> {
      return orm.$count(profiles, and(eq(profiles.banned, false), eq(profiles.deactivated, false)));
    },

    /** Sign-ups per day over the last 14 days, oldest first; days without any are left out. */
    async signupsByDay(): Promise<Array<{ day: string; count: number }>> {
      const day = sql<Date>`date_trunc('day', ${users.createdAt})`.mapWith(users.createdAt);
      const rows = await orm
        .select({ day, count: count() })
        .from(users)
        .where(gt(users.createdAt, sql`now() - interval '14 days'`))
        .groupBy(day)
        .orderBy(day);
      return rows.map((row) => ({ day: row.day.toISOString().slice(0, 10), count: row.count }));
    },

    /** Accounts with an address never confirmed that were not invited (an invitee has their own mail). */
    async awaitingConfirmation(): Promise<string[]> {
      const rows = await orm
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.email), isNull(users.emailConfirmedAt), isNull(users.invitedAt)))
        .limit(PENDING_CONFIRMATIONS);
      return rows.map((row) => row.id);
    },
  };
}
