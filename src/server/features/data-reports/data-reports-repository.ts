import type { AdminDataReport, DataReport, DataReportStatus, DataReportSubject } from '../../../contracts/data-reports';
import type { SqlExecutor } from '../../db/database';
import { iso, summaryColumns, summaryFrom } from '../social';

export interface NewDataReportRow {
  reporterId: string;
  subjectKind: DataReportSubject;
  subjectId: string;
  subjectTitle: string;
  dataVersion: string;
  listCode: string | null;
  text: string;
}

const COLUMNS = `r.id, r.reporter_id, r.subject_kind, r.subject_id, r.subject_title, r.data_version, r.list_code, r.text,
  r.status, r.answer, r.answered_at, r.fixed_version, r.created_at, r.updated_at`;

const toReport = (row: Record<string, unknown>): DataReport => ({
  id: row.id as string,
  subject_kind: row.subject_kind as DataReportSubject,
  subject_id: row.subject_id as string,
  subject_title: row.subject_title as string,
  data_version: row.data_version as string,
  list_code: (row.list_code as string | null) ?? null,
  text: row.text as string,
  status: row.status as DataReportStatus,
  answer: (row.answer as string | null) ?? null,
  answered_at: row.answered_at ? iso(row.answered_at as Date) : null,
  fixed_version: (row.fixed_version as string | null) ?? null,
  created_at: iso(row.created_at as Date),
  updated_at: iso(row.updated_at as Date),
});

/** What the reporter is told about, with whom to tell (null once their account is gone). */
export type ChangedReport = DataReport & { reporterId: string | null };
const changed = (row: Record<string, unknown>): ChangedReport => ({
  ...toReport(row),
  reporterId: (row.reporter_id as string | null) ?? null,
});

/** Data problem reports: filed by players, answered and closed by admins. */
export function dataReportsRepository(sql: SqlExecutor) {
  return {
    async create(report: NewDataReportRow): Promise<DataReport> {
      const [row] = await sql.query(
        `INSERT INTO data_reports AS r (reporter_id, subject_kind, subject_id, subject_title, data_version, list_code, text)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [
          report.reporterId,
          report.subjectKind,
          report.subjectId,
          report.subjectTitle,
          report.dataVersion,
          report.listCode,
          report.text,
        ],
      );
      return toReport(row!);
    },

    /**
     * How many of a reporter's reports are open, and how many they filed in the last day with the
     * seconds until the oldest of those leaves the day. Holds a lock on the reporter until the
     * transaction ends, so two reports sent at once cannot both slip under a limit.
     */
    async reporterLoad(reporterId: string): Promise<{ open: number; lastDay: number; nextInSeconds: number }> {
      await sql.query("SELECT pg_advisory_xact_lock(hashtext('data_reports:' || $1))", [reporterId]);
      const [row] = await sql.query<{ open: number; last_day: number; next_in: number | null }>(
        `SELECT count(*) FILTER (WHERE status = 'open')::int AS open,
           count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS last_day,
           ceil(extract(epoch FROM min(created_at) FILTER (WHERE created_at > now() - interval '1 day')
             + interval '1 day' - now()))::int AS next_in
         FROM data_reports WHERE reporter_id = $1`,
        [reporterId],
      );
      return { open: row?.open ?? 0, lastDay: row?.last_day ?? 0, nextInSeconds: Math.max(1, row?.next_in ?? 1) };
    },

    async mine(reporterId: string, limit = 100): Promise<DataReport[]> {
      const rows = await sql.query(
        `SELECT ${COLUMNS} FROM data_reports r WHERE r.reporter_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
        [reporterId, limit],
      );
      return rows.map(toReport);
    },

    /** One page of the queue: open reports oldest first (first come, first answered), others newest first. */
    async queue(
      status: DataReportStatus,
      page: number,
      perPage: number,
    ): Promise<{ reports: AdminDataReport[]; total: number }> {
      const order = status === 'open' ? 'ASC' : 'DESC';
      const [count] = await sql.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM data_reports WHERE status = $1',
        [status],
      );
      const rows = await sql.query(
        `SELECT ${COLUMNS}, ${summaryColumns('rp', 'r_')}, ${summaryColumns('ap', 'a_')}
         FROM data_reports r
         LEFT JOIN profiles rp ON rp.id = r.reporter_id
         LEFT JOIN profiles ap ON ap.id = r.answered_by
         WHERE r.status = $1 ORDER BY r.created_at ${order}, r.id ${order} LIMIT $2 OFFSET $3`,
        [status, perPage, (page - 1) * perPage],
      );
      return {
        total: count?.count ?? 0,
        reports: rows.map((row) => ({
          ...toReport(row),
          reporter: row.r_id ? summaryFrom(row, 'r_') : null,
          answered_by: row.a_id ? summaryFrom(row, 'a_') : null,
        })),
      };
    },

    /** Answers a report; a fixed report stays fixed, an open one becomes answered. */
    async answer(id: string, adminId: string, answer: string): Promise<ChangedReport | null> {
      const [row] = await sql.query(
        `UPDATE data_reports r SET answer = $3, answered_by = $2, answered_at = now(), updated_at = now(),
           status = CASE WHEN r.status = 'fixed' THEN 'fixed' ELSE 'answered' END
         WHERE r.id = $1 RETURNING ${COLUMNS}`,
        [id, adminId, answer],
      );
      return row ? changed(row) : null;
    },

    /** Marks a report fixed in `version`; 'fixed' when it already was (nothing changes), null when there is no such report. */
    async markFixed(id: string, version: string): Promise<ChangedReport | 'fixed' | null> {
      const [row] = await sql.query(
        `UPDATE data_reports r SET status = 'fixed', fixed_version = $2, updated_at = now()
         WHERE r.id = $1 AND r.status <> 'fixed' RETURNING ${COLUMNS}`,
        [id, version],
      );
      if (row) return changed(row);
      const [existing] = await sql.query('SELECT 1 FROM data_reports WHERE id = $1', [id]);
      return existing ? 'fixed' : null;
    },
  };
}
