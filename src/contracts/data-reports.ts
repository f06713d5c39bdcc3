import { z } from 'zod';
import { isNulFree, NUL_FREE_MESSAGE } from './text';
import { SHARE_CODE_MAX_LENGTH } from '../domain/army/share-code';
import { memberSummarySchema } from './social';
import { DATA_REPORT_SUBJECTS } from './data-report-subjects';

/**
 * Reports of a problem in the game data (issue 17): a member or guest names a unit, a mission or
 * a section of the rules, says what is wrong, and may attach the list they were building (as a
 * share code). Admins answer from a queue and mark a report fixed in a published data version;
 * the reporter is notified each time.
 */
export const DATA_REPORT_PATHS = {
  /** POST: file a report. GET: the caller's own reports. */
  reports: '/api/data-reports',
  /** Admins: the queue, by status, newest first. */
  queue: '/api/admin/data-reports',
  answer: '/api/admin/data-reports/:id/answer',
  fixed: '/api/admin/data-reports/:id/fixed',
} as const;

export const dataReportAnswerPath = (id: string) => `/api/admin/data-reports/${encodeURIComponent(id)}/answer`;
export const dataReportFixedPath = (id: string) => `/api/admin/data-reports/${encodeURIComponent(id)}/fixed`;

export const DATA_REPORT_ERROR_CODES = {
  /** The unit, mission or rules section is not in the current data. */
  unknownSubject: 'data_report.unknown_subject',
  /** The data version named is neither the current one nor a published one. */
  unknownVersion: 'data_report.unknown_version',
  /** The attached list is not a share code that can be read. */
  badList: 'data_report.bad_list',
  /** The reporter already has as many open reports as one may (DATA_REPORT_MAX_OPEN). */
  tooManyOpen: 'data_report.too_many_open',
  /** The reporter filed as many reports in the last day as one may (DATA_REPORT_MAX_PER_DAY). */
  dailyLimit: 'data_report.daily_limit',
  /** The report is already marked fixed; it is not marked (nor the reporter told) again. */
  alreadyFixed: 'data_report.already_fixed',
} as const;

export { DATA_REPORT_SUBJECTS, type DataReportSubject } from './data-report-subjects';
export const DATA_REPORT_STATUSES = ['open', 'answered', 'fixed'] as const;
export type DataReportStatus = (typeof DATA_REPORT_STATUSES)[number];

export const DATA_REPORT_LIMITS = { text: 2000, answer: 2000, subjectId: 100, version: 100 } as const;
export const DATA_REPORTS_PER_PAGE = 20;

const words = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max).refine(isNulFree, NUL_FREE_MESSAGE);
const versionSchema = z.string().trim().min(1).max(DATA_REPORT_LIMITS.version).refine(isNulFree, NUL_FREE_MESSAGE);

export const newDataReportSchema = z.strictObject({
  subject_kind: z.enum(DATA_REPORT_SUBJECTS),
  subject_id: z.string().trim().min(1).max(DATA_REPORT_LIMITS.subjectId).refine(isNulFree, NUL_FREE_MESSAGE),
  /** The data version the reporter was reading; the current one when left out. */
  data_version: versionSchema.optional(),
  /** The reporter's list as a share code, when they chose to attach it. */
  list_code: z.string().trim().min(1).max(SHARE_CODE_MAX_LENGTH).optional(),
  text: words(DATA_REPORT_LIMITS.text),
});
export type NewDataReport = z.input<typeof newDataReportSchema>;

export const dataReportQuerySchema = z.object({
  status: z.enum(DATA_REPORT_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const answerDataReportSchema = z.strictObject({ answer: words(DATA_REPORT_LIMITS.answer) });
export const fixDataReportSchema = z.strictObject({ data_version: versionSchema });

export const dataReportSchema = z.object({
  id: z.string(),
  subject_kind: z.enum(DATA_REPORT_SUBJECTS),
  subject_id: z.string(),
  /** The subject's name when the report was filed (a unit may later be renamed or removed). */
  subject_title: z.string(),
  data_version: z.string(),
  list_code: z.string().nullable(),
  text: z.string(),
  status: z.enum(DATA_REPORT_STATUSES),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  fixed_version: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DataReport = z.infer<typeof dataReportSchema>;

/** What admins see: the report with who filed and who answered it (null once an account is gone). */
export const adminDataReportSchema = dataReportSchema.extend({
  reporter: memberSummarySchema.nullable(),
  answered_by: memberSummarySchema.nullable(),
});
export type AdminDataReport = z.infer<typeof adminDataReportSchema>;

export const myDataReportsSchema = z.object({ reports: z.array(dataReportSchema) });
export const dataReportQueueSchema = z.object({
  reports: z.array(adminDataReportSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
});
export type DataReportQueue = z.infer<typeof dataReportQueueSchema>;
