import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AuthContext } from './context';
import { auditLog, sessions, users } from './schema';

/** How many accounts one statement removes, so a large backlog never holds one long lock. */
const BATCH = 500;

/**
 * Removes anonymous accounts nobody has used for `AUTH_ANONYMOUS_IDLE_DAYS` as of `now`, with
 * everything hanging off them (lists, hosted games, settings: ON DELETE CASCADE from auth.users, as a self-deletion).
 * Use is the latest of the account's creation, change, sign-in and session refresh (decision 0029).
 * Returns how many were removed; 0 days never removes any.
 */
export async function removeIdleGuests(context: AuthContext, now = new Date()): Promise<number> {
  const days = context.config.AUTH_ANONYMOUS_IDLE_DAYS;
  if (days <= 0) return 0;
  const before = new Date(now.getTime() - days * 86_400_000);
  let removed = 0;
  for (;;) {
    const rows = await context.db.transaction(async ({ orm }) => {
      const lastSessionUse = orm
        .select({ at: sql`max(GREATEST(${sessions.createdAt}, ${sessions.updatedAt}, ${sessions.refreshedAt}))` })
        .from(sessions)
        .where(eq(sessions.userId, users.id));
      const idle = orm
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.isAnonymous, true),
            lt(
              sql`GREATEST(${users.createdAt}, ${users.updatedAt}, ${users.lastSignInAt}, (${lastSessionUse}))`,
              before,
            ),
          ),
        )
        .limit(BATCH);
      const deleted = await orm.delete(users).where(inArray(users.id, idle)).returning({ id: users.id });
      if (deleted.length) {
        await orm
          .insert(auditLog)
          .values(
            deleted.map((row) => ({ userId: row.id, action: 'user_deleted', payload: { by: 'idle_anonymous' } })),
          );
      }
      return deleted;
    });
    for (const row of rows) await context.sessionsEnded?.(row.id);
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}
