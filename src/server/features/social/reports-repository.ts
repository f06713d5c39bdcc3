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
      }));
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
