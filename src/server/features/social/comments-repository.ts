import { and, desc, eq, sql } from 'drizzle-orm';
import type { MemberSummary } from '../../../contracts/social';
import { encodeCursor, type Cursor } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
import { profiles } from '../profiles/schema';
import { iso, isVisible, memberSummary, microsOf } from './members';
import { profileComments } from './schema';

export interface StoredComment {
  id: string;
  profile_id: string;
  author: MemberSummary;
  body: string;
  created_at: string;
}

/** Comments members leave on each other's profiles. */
export function commentsRepository({ orm }: SqlExecutor) {
  const select = () =>
    orm
      .select({
        id: profileComments.id,
        profileId: profileComments.profileId,
        body: profileComments.body,
        createdAt: profileComments.createdAt,
        cursorAt: microsOf(profileComments.createdAt),
        author: memberSummary,
      })
      .from(profileComments)
      .innerJoin(profiles, eq(profiles.id, profileComments.authorId));
  type Row = Awaited<ReturnType<typeof select>>[number];
  const fromRow = (row: Row): StoredComment => ({
    id: row.id,
    profile_id: row.profileId,
    author: row.author,
    body: row.body,
    created_at: iso(row.createdAt),
  });

  return {
    /** Newest first; comments by banned or deactivated members are left out. */
    async page(profileId: string, before: Cursor | null, limit: number) {
      const rows = await select()
        .where(
          and(
            eq(profileComments.profileId, profileId),
            isVisible,
            before
              ? sql`(${profileComments.createdAt}, ${profileComments.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(profileComments.createdAt), desc(profileComments.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        comments: page.map(fromRow),
        next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
      };
    },

    /** The comments a member wrote, anywhere, and those left on their profile, oldest first (the data export). */
    async ofMember(userId: string, limit: number): Promise<{ written: StoredComment[]; received: StoredComment[] }> {
      const [written, received] = await Promise.all([
        select()
          .where(eq(profileComments.authorId, userId))
          .orderBy(profileComments.createdAt, profileComments.id)
          .limit(limit),
        select()
          .where(eq(profileComments.profileId, userId))
          .orderBy(profileComments.createdAt, profileComments.id)
          .limit(limit),
      ]);
      return { written: written.map(fromRow), received: received.map(fromRow) };
    },

    async insert(profileId: string, authorId: string, body: string): Promise<StoredComment> {
      const [inserted] = await orm
        .insert(profileComments)
        .values({ profileId, authorId, body })
        .returning({ id: profileComments.id });
      return (await this.byId(inserted!.id))!;
    },

    async byId(id: string): Promise<StoredComment | null> {
      const [row] = await select().where(eq(profileComments.id, id));
      return row ? fromRow(row) : null;
    },

    async delete(id: string): Promise<void> {
      await orm.delete(profileComments).where(eq(profileComments.id, id));
    },
  };
}
