import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Report } from '../../../contracts/social';
import type { ReportReason } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
import { profiles } from '../profiles/schema';
import { iso } from './members';
import { contentReports, directMessages, profileComments } from './schema';

export interface NewReport {
  reporterId: string;
  kind: 'comment' | 'message';
  targetId: string;
  targetAuthorId: string;
  snapshot: string;
  reason: ReportReason;
  note: string | null;
}

const reporters = alias(profiles, 'rp');
const authors = alias(profiles, 'ap');
const reporter = {
  id: reporters.id,
  username: reporters.username,
  wab_id: reporters.wabId,
  avatar_url: reporters.avatarUrl,
};
const author = { id: authors.id, username: authors.username, wab_id: authors.wabId, avatar_url: authors.avatarUrl };

/** Reports of comments and messages, for admins to review. */
export function reportsRepository({ orm }: SqlExecutor) {
  return {
    /** Files a report; a member reporting the same thing twice gets their first report back. */
    async create(report: NewReport): Promise<{ id: string; status: 'open' | 'resolved'; created: boolean }> {
      const idAndStatus = { id: contentReports.id, status: contentReports.status };
      const [row] = await orm
        .insert(contentReports)
        .values(report)
        .onConflictDoNothing({ target: [contentReports.reporterId, contentReports.kind, contentReports.targetId] })
        .returning(idAndStatus);
      if (row) return { ...row, created: true };
      const [existing] = await orm
        .select(idAndStatus)
        .from(contentReports)
        .where(
          and(
            eq(contentReports.reporterId, report.reporterId),
            eq(contentReports.kind, report.kind),
            eq(contentReports.targetId, report.targetId),
          ),
        );
      return { ...existing!, created: false };
    },

    async list(status: 'open' | 'resolved'): Promise<Report[]> {
      const contentExists = sql<boolean>`CASE ${contentReports.kind}
        WHEN 'comment' THEN EXISTS (SELECT 1 FROM ${profileComments} WHERE ${profileComments.id} = ${contentReports.targetId})
        ELSE EXISTS (SELECT 1 FROM ${directMessages} WHERE ${directMessages.id} = ${contentReports.targetId})
      END`;
      const rows = await orm
        .select({
          id: contentReports.id,
          kind: contentReports.kind,
          targetId: contentReports.targetId,
          reason: contentReports.reason,
          note: contentReports.note,
          snapshot: contentReports.snapshot,
          status: contentReports.status,
          createdAt: contentReports.createdAt,
          resolvedAt: contentReports.resolvedAt,
          contentExists,
          reporter,
          author,
        })
        .from(contentReports)
        .leftJoin(reporters, eq(reporters.id, contentReports.reporterId))
        .leftJoin(authors, eq(authors.id, contentReports.targetAuthorId))
        .where(eq(contentReports.status, status))
        .orderBy(status === 'open' ? asc(contentReports.createdAt) : desc(contentReports.createdAt))
        .limit(200);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        target_id: row.targetId,
        reason: row.reason,
        note: row.note ?? null,
        snapshot: row.snapshot,
        status: row.status,
        created_at: iso(row.createdAt),
        reporter: row.reporter,
        author: row.author,
        content_exists: row.contentExists === true,
        resolved_at: row.resolvedAt ? iso(row.resolvedAt) : null,
      }));
    },

    async byId(id: string): Promise<{ id: string; kind: Report['kind']; targetId: string } | null> {
      const [row] = await orm
        .select({ id: contentReports.id, kind: contentReports.kind, targetId: contentReports.targetId })
        .from(contentReports)
        .where(eq(contentReports.id, id));
      return row ?? null;
    },

    /** Deletes the reported comment or message; false when it was already gone. */
    async deleteTarget(kind: Report['kind'], targetId: string): Promise<boolean> {
      const rows =
        kind === 'comment'
          ? await orm
              .delete(profileComments)
              .where(eq(profileComments.id, targetId))
              .returning({ id: profileComments.id })
          : await orm
              .delete(directMessages)
              .where(eq(directMessages.id, targetId))
              .returning({ id: directMessages.id });
      return rows.length > 0;
    },

    /** Resolves every open report of one comment or message (the reported thing was dealt with). */
    async resolveTarget(kind: Report['kind'], targetId: string, adminId: string): Promise<void> {
      await orm
        .update(contentReports)
        .set({ status: 'resolved', resolvedAt: sql`now()`, resolvedBy: adminId })
        .where(
          and(eq(contentReports.kind, kind), eq(contentReports.targetId, targetId), eq(contentReports.status, 'open')),
        );
    },

    async resolve(id: string, adminId: string): Promise<boolean> {
      const rows = await orm
        .update(contentReports)
        .set({ status: 'resolved', resolvedAt: sql`now()`, resolvedBy: adminId })
        .where(eq(contentReports.id, id))
        .returning({ id: contentReports.id });
      return rows.length > 0;
    },
  };
}
