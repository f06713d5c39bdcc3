import { z } from 'zod';
import { dataPackVersionPath } from './paths';
import { isNulFree, NUL_FREE_MESSAGE } from './text';

export const UNIT_DATA_PATHS = {
  validate: '/api/admin/units/validate-csv',
  publish: '/api/admin/units/publish',
  versions: '/api/admin/units/versions',
  rollback: '/api/admin/units/rollback',
  exportCsv: '/api/admin/units/export.csv',
  /** Public: an older pack, so lists made with it can show what changed. */
  packVersion: dataPackVersionPath,
} as const;

export const csvBodySchema = z.object({ csv: z.string(), name: z.string().max(200).optional() });
export const publishBodySchema = csvBodySchema.extend({ notes: z.string().max(1000).optional() });
/** An upload as the server reads it: a text/csv body counts as `{ csv }` with no name or notes. */
export const csvUploadSchema = z.preprocess(
  (body) => (typeof body === 'string' ? { csv: body } : body),
  publishBodySchema,
);
export const rollbackBodySchema = z.object({
  version: z.string().max(100).refine(isNulFree, NUL_FREE_MESSAGE).nullable(),
});

/** The answer to a publish: the new version and how many units it changes. */
export const publishedSchema = z.object({ version: z.string(), changes: z.number().int() });
/** The answer to a rollback: the version now served. */
export const rolledBackSchema = z.object({ currentVersion: z.string() });

const issueSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  column: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const csvReportSchema = z.object({
  rows: z.array(
    z.object({
      line: z.number(),
      cells: z.record(z.string(), z.string()),
      issues: z.array(issueSchema),
      unitId: z.string().nullable(),
    }),
  ),
  changes: z.array(
    z.object({
      kind: z.enum(['changed', 'added', 'missing']),
      unitId: z.string(),
      name: z.string(),
      factionId: z.string(),
      changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
    }),
  ),
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  factions: z.array(z.string()),
  correctedCsv: z.string(),
});
export type CsvReport = z.infer<typeof csvReportSchema>;

export const versionSchema = z.object({
  version: z.string(),
  active: z.boolean(),
  source_name: z.string().nullable(),
  notes: z.string().nullable(),
  published_by: z.string().nullable(),
  created_at: z.string(),
});
export const versionsSchema = z.object({
  bundledVersion: z.string(),
  currentVersion: z.string(),
  versions: z.array(versionSchema),
});
