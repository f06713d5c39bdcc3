import type { AuthContext } from './context';

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
    const rows = await context.db.transaction(async (sql) => {
      const deleted = await sql.query<{ id: string }>(
        `DELETE FROM auth.users WHERE id IN (
           SELECT u.id FROM auth.users u
           WHERE u.is_anonymous
             AND GREATEST(u.created_at, u.updated_at, u.last_sign_in_at,
                          (SELECT max(GREATEST(s.created_at, s.updated_at, s.refreshed_at))
                           FROM auth.sessions s WHERE s.user_id = u.id)) < $1
           LIMIT $2)
         RETURNING id`,
        [before, BATCH],
      );
      if (deleted.length) {
        await sql.query(
          `INSERT INTO auth.audit_log (user_id, action, payload)
           SELECT id, 'user_deleted', '{"by":"idle_anonymous"}'::jsonb FROM unnest($1::uuid[]) AS id`,
          [deleted.map((row) => row.id)],
        );
      }
      return deleted;
    });
    for (const row of rows) await context.sessionsEnded?.(row.id);
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}
