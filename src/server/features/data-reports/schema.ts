import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/schema';

/**
 * Reports of a problem in the game data (migration 0017_data_reports.sql). A report outlives its
 * reporter's account (the problem may still be there), so the reporter becomes unknown instead.
 */
export const dataReports = pgTable(
  'data_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    subjectKind: text('subject_kind', { enum: ['unit', 'mission', 'rule-section'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    subjectTitle: text('subject_title').notNull(),
    dataVersion: text('data_version').notNull(),
    /** The reporter's list as a share code, if they chose to include it. */
    listCode: text('list_code'),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'answered', 'fixed'] })
      .notNull()
      .default('open'),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The published data version that fixed it; set exactly when the status is fixed. */
    fixedVersion: text('fixed_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('data_reports_subject_kind_check', sql`${table.subjectKind} IN ('unit', 'mission', 'rule-section')`),
    check('data_reports_subject_id_check', sql`char_length(${table.subjectId}) BETWEEN 1 AND 100`),
    check('data_reports_data_version_check', sql`char_length(${table.dataVersion}) BETWEEN 1 AND 100`),
    check('data_reports_list_code_check', sql`${table.listCode} IS NULL OR char_length(${table.listCode}) <= 8000`),
    check('data_reports_text_check', sql`char_length(${table.text}) BETWEEN 1 AND 2000`),
    check('data_reports_status_check', sql`${table.status} IN ('open', 'answered', 'fixed')`),
    check('data_reports_answer_check', sql`${table.answer} IS NULL OR char_length(${table.answer}) BETWEEN 1 AND 2000`),
    check(
      'data_reports_fixed_version_check',
      sql`${table.fixedVersion} IS NULL OR char_length(${table.fixedVersion}) BETWEEN 1 AND 100`,
    ),
    check('data_reports_check', sql`(${table.status} = 'fixed') = (${table.fixedVersion} IS NOT NULL)`),
    index('data_reports_status_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('data_reports_reporter_idx').on(table.reporterId, table.createdAt.desc().nullsFirst()),
    index('data_reports_subject_idx').on(table.subjectKind, table.subjectId),
  ],
);

export type DataReportRow = typeof dataReports.$inferSelect;
