import type { Report } from '../../../contracts/social';
import type { ReportReason } from '../../../domain/social/social';
import type { SqlExecutor } from '../../db/database';
import { iso, summaryColumns, summaryFrom } from './members';

export interface NewReport {
  reporterId: string;
  kind: 'comment' | 'message';
  targetId: string;
  targetAuthorId: string;
  snapshot: string;
  reason: ReportReason;
  note: string | null;
}

/** Reports of comments and messages, for admins to review. */
export function reportsRepository(sql: SqlExecutor) {
  return {
    /** Files a report; a member reporting the same thing twice gets their first report back. */
    async create(report: NewReport): Promise<{ id: string; status: 'open' | 'resolved'; created: boolean }> {
      const [row] = await sql.query<{ id: string; status: 'open' | 'resolved' }>(
        `INSERT INTO content_reports (reporter_id, kind, target_id, target_author_id, snapshot, reason, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (reporter_id, kind, target_id) DO NOTHING
         RETURNING id, status`,
        [
          report.reporterId,
          report.kind,
          report.targetId,
          report.targetAuthorId,
          report.snapshot,
          report.reason,
          report.note,
        ],
      );
      if (row) return { ...row, created: true };
      const [existing] = await sql.query<{ id: string; status: 'open' | 'resolved' }>(
        'SELECT id, status FROM content_reports WHERE reporter_id = $1 AND kind = $2 AND target_id = $3',
        [report.reporterId, report.kind, report.targetId],
      );
      return { ...existing!, created: false };
    },

    async list(status: 'open' | 'resolved'): Promise<Report[]> {
      const rows = await sql.query(
        `SELECT r.id AS report_id, r.kind, r.target_id, r.reason, r.note, r.snapshot, r.status, r.created_at,
                r.resolved_at,
                CASE r.kind
                  WHEN 'comment' THEN EXISTS (SELECT 1 FROM profile_comments c WHERE c.id = r.target_id)
                  ELSE EXISTS (SELECT 1 FROM direct_messages m WHERE m.id = r.target_id)
                END AS content_exists,
                ${summaryColumns('rp', 'r_')}, ${summaryColumns('ap', 'a_')}
         FROM content_reports r
         LEFT JOIN profiles rp ON rp.id = r.reporter_id
         LEFT JOIN profiles ap ON ap.id = r.target_author_id
         WHERE r.status = $1 ORDER BY r.created_at ${status === 'open' ? 'ASC' : 'DESC'} LIMIT 200`,
        [status],
      );
      return rows.map((row) => ({
        id: row.report_id as string,
        kind: row.kind as Report['kind'],
        target_id: row.target_id as string,
        reason: row.reason as ReportReason,
        note: (row.note as string | null) ?? null,
        snapshot: row.snapshot as string,
        status: row.status as Report['status'],
        created_at: iso(row.created_at as Date),
        reporter: row.r_id ? summaryFrom(row, 'r_') : null,
        author: row.a_id ? summaryFrom(row, 'a_') : null,
        content_exists: row.content_exists === true,
        resolved_at: row.resolved_at ? iso(row.resolved_at as Date) : null,
      }));
    },

    async byId(id: string): Promise<{ id: string; kind: Report['kind']; targetId: string } | null> {
      const [row] = await sql.query<{ id: string; kind: Report['kind']; target_id: string }>(
        'SELECT id, kind, target_id FROM content_reports WHERE id = $1',
        [id],
      );
      return row ? { id: row.id, kind: row.kind, targetId: row.target_id } : null;
    },

    /** Deletes the reported comment or message; false when it was already gone. */
    async deleteTarget(kind: Report['kind'], targetId: string): Promise<boolean> {
      const table = kind === 'comment' ? 'profile_comments' : 'direct_messages';
      const rows = await sql.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [targetId]);
      return rows.length > 0;
    },

    /** Resolves every open report of one comment or message (the reported thing was dealt with). */
    async resolveTarget(kind: Report['kind'], targetId: string, adminId: string): Promise<void> {
      await sql.query(
        `UPDATE content_reports SET status = 'resolved', resolved_at = now(), resolved_by = $3
         WHERE kind = $1 AND target_id = $2 AND status = 'open'`,
        [kind, targetId, adminId],
      );
    },

    async resolve(id: string, adminId: string): Promise<boolean> {
      const rows = await sql.query(
        `UPDATE content_reports SET status = 'resolved', resolved_at = now(), resolved_by = $2
         WHERE id = $1 RETURNING id`,
        [id, adminId],
      );
      return rows.length > 0;
    },
  };
}
