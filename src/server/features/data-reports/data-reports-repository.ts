import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminDataReport, DataReport, DataReportStatus, DataReportSubject } from '../../../contracts/data-reports';
import type { Orm } from '../../db/database';
import { profiles } from '../profiles/schema';
import { dataReports, type DataReportRow } from './schema';

export interface NewDataReportRow {
  reporterId: string;
  subjectKind: DataReportSubject;
  subjectId: string;
  subjectTitle: string;
  dataVersion: string;
  listCode: string | null;
  text: string;
}

const columns = {
  id: dataReports.id,
  reporterId: dataReports.reporterId,
  subjectKind: dataReports.subjectKind,
  subjectId: dataReports.subjectId,
  subjectTitle: dataReports.subjectTitle,
  dataVersion: dataReports.dataVersion,
  listCode: dataReports.listCode,
  text: dataReports.text,
  status: dataReports.status,
  answer: dataReports.answer,
  answeredAt: dataReports.answeredAt,
  fixedVersion: dataReports.fixedVersion,
  createdAt: dataReports.createdAt,
  updatedAt: dataReports.updatedAt,
};
type ReportRow = Pick<DataReportRow, keyof typeof columns>;

const toReport = (row: ReportRow): DataReport => ({
  id: row.id,
  subject_kind: row.subjectKind,
  subject_id: row.subjectId,
  subject_title: row.subjectTitle,
  data_version: row.dataVersion,
  list_code: row.listCode,
  text: row.text,
  status: row.status,
  answer: row.answer,
  answered_at: row.answeredAt?.toISOString() ?? null,
  fixed_version: row.fixedVersion,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** What the reporter is told about, with whom to tell (null once their account is gone). */
export type ChangedReport = DataReport & { reporterId: string | null };
const changed = (row: ReportRow): ChangedReport => ({ ...toReport(row), reporterId: row.reporterId });

const reporters = alias(profiles, 'rp');
const answerers = alias(profiles, 'ap');
/** Of a reporter's reports, those filed in the last day. */
const inLastDay = sql`${dataReports.createdAt} > now() - interval '1 day'`;

/**
 * Data problem reports: filed by players, answered and closed by admins. Given a transaction,
 * `reporterLoad`'s lock lasts until it ends.
 */
export function dataReportsRepository(orm: Orm) {
  return {
    async create(report: NewDataReportRow): Promise<DataReport> {
      const [row] = await orm.insert(dataReports).values(report).returning(columns);
      return toReport(row!);
    },

    /**
     * How many of a reporter's reports are open, and how many they filed in the last day with the
     * seconds until the oldest of those leaves the day. Holds a lock on the reporter until the
     * transaction ends, so two reports sent at once cannot both slip under a limit.
     */
    async reporterLoad(reporterId: string): Promise<{ open: number; lastDay: number; nextInSeconds: number }> {
      await orm.execute(sql`SELECT pg_advisory_xact_lock(hashtext('data_reports:' || ${reporterId}))`);
      const [row] = await orm
        .select({
          open: sql<number>`count(*) FILTER (WHERE ${dataReports.status} = 'open')::int`,
          lastDay: sql<number>`count(*) FILTER (WHERE ${inLastDay})::int`,
          nextIn: sql<number | null>`ceil(extract(epoch FROM min(${dataReports.createdAt}) FILTER (WHERE ${inLastDay})
            + interval '1 day' - now()))::int`,
        })
        .from(dataReports)
        .where(eq(dataReports.reporterId, reporterId));
      return { open: row?.open ?? 0, lastDay: row?.lastDay ?? 0, nextInSeconds: Math.max(1, row?.nextIn ?? 1) };
    },

    async mine(reporterId: string, limit = 100): Promise<DataReport[]> {
      const rows = await orm
        .select(columns)
        .from(dataReports)
        .where(eq(dataReports.reporterId, reporterId))
        .orderBy(desc(dataReports.createdAt), desc(dataReports.id))
        .limit(limit);
      return rows.map(toReport);
    },

    /** One page of the queue: open reports oldest first (first come, first answered), others newest first. */
    async queue(
      status: DataReportStatus,
      page: number,
      perPage: number,
    ): Promise<{ reports: AdminDataReport[]; total: number }> {
      const order = status === 'open' ? asc : desc;
      const [total] = await orm.select({ count: count() }).from(dataReports).where(eq(dataReports.status, status));
      const rows = await orm
        .select({
          ...columns,
          reporter: {
            id: reporters.id,
            username: reporters.username,
            wab_id: reporters.wabId,
            avatar_url: reporters.avatarUrl,
          },
          answeredBy: {
            id: answerers.id,
            username: answerers.username,
            wab_id: answerers.wabId,
            avatar_url: answerers.avatarUrl,
          },
        })
        .from(dataReports)
        .leftJoin(reporters, eq(reporters.id, dataReports.reporterId))
        .leftJoin(answerers, eq(answerers.id, dataReports.answeredBy))
        .where(eq(dataReports.status, status))
        .orderBy(order(dataReports.createdAt), order(dataReports.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return {
        total: total?.count ?? 0,
        reports: rows.map((row) => ({ ...toReport(row), reporter: row.reporter, answered_by: row.answeredBy })),
      };
    },

    /** Answers a report; a fixed report stays fixed, an open one becomes answered. */
    async answer(id: string, adminId: string, answer: string): Promise<ChangedReport | null> {
      const [row] = await orm
        .update(dataReports)
        .set({
          answer,
          answeredBy: adminId,
          answeredAt: sql`now()`,
          updatedAt: sql`now()`,
          status: sql`CASE WHEN ${dataReports.status} = 'fixed' THEN 'fixed' ELSE 'answered' END`,
        })
        .where(eq(dataReports.id, id))
        .returning(columns);
      return row ? changed(row) : null;
    },

    /** Marks a report fixed in `version`; 'fixed' when it already was (nothing changes), null when there is no such report. */
    async markFixed(id: string, version: string): Promise<ChangedReport | 'fixed' | null> {
      const [row] = await orm
        .update(dataReports)
        .set({ status: 'fixed', fixedVersion: version, updatedAt: sql`now()` })
        .where(and(eq(dataReports.id, id), ne(dataReports.status, 'fixed')))
        .returning(columns);
      if (row) return changed(row);
      const [existing] = await orm.select({ id: dataReports.id }).from(dataReports).where(eq(dataReports.id, id));
      return existing ? 'fixed' : null;
    },
  };
}
