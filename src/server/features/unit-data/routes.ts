import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  csvReportSchema,
  csvUploadSchema,
  publishedSchema,
  rollbackBodySchema,
  rolledBackSchema,
  UNIT_DATA_PATHS,
  versionsSchema,
} from '../../../contracts/unit-data';
import { computeDataVersion, dataPack as bundledPack } from '../../../data';
import { dataPackSchema } from '../../../domain/army/data-pack-schema';
import { correctedCsv, UNIT_CSV_LIMITS, unitsToCsv, validateUnitCsv, packWithUnits, type UnitCsvReport } from '../../../domain/army/unit-csv';
import { HttpError } from '../../http-error';
import { requireAdmin } from '../../plugins/auth-guard';

const FATAL_MESSAGES: Record<string, string> = {
  'csv.empty': 'The file is empty.',
  'csv.too_large': 'The file is larger than 2 MB.',
  'csv.not_csv': 'This does not look like a CSV file.',
  'csv.unterminated_quote': 'A quoted value is never closed.',
  'csv.missing_columns': 'Some required columns are missing.',
  'csv.too_many_rows': 'The file has more than 5,000 rows.',
};

function reportOrFail(report: UnitCsvReport) {
  if (!report.ok) {
    const params = 'params' in report.fatal ? report.fatal.params : undefined;
    const detail = params && 'columns' in params ? ` Missing: ${params.columns.join(', ')}.` : params && 'line' in params ? ` Line ${params.line}.` : '';
    throw new HttpError(400, report.fatal.code, `${FATAL_MESSAGES[report.fatal.code] ?? 'The file cannot be read.'}${detail}`, report.fatal);
  }
  return report;
}

export async function unitDataRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['unit-data'];
  const versions = app.repositories.unitData;
  await app.register(async (admin) => {
    admin.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: UNIT_CSV_LIMITS.maxBytes + 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    admin.addHook('onRequest', async (request) => {
      await requireAdmin(app, request);
    });
    const routes = admin.withTypeProvider<ZodTypeProvider>();
    const bodyLimit = UNIT_CSV_LIMITS.maxBytes * 2;

    const validate = { tags, body: csvUploadSchema, response: { 200: csvReportSchema } };
    routes.post(UNIT_DATA_PATHS.validate, { bodyLimit, schema: validate }, async (request) => {
      const { csv } = request.body;
      const { pack } = await app.dataPacks.current();
      const report = reportOrFail(validateUnitCsv(csv, pack));
      return {
        rows: report.rows.map((row) => ({ line: row.line, cells: row.cells, issues: row.issues, unitId: row.unit?.id ?? null })),
        changes: report.changes,
        errorCount: report.errorCount,
        warningCount: report.warningCount,
        factions: report.factions,
        correctedCsv: correctedCsv(report.rows),
      };
    });

    const publish = { tags, body: csvUploadSchema, response: { 200: publishedSchema } };
    routes.post(UNIT_DATA_PATHS.publish, { bodyLimit, schema: publish }, async (request) => {
      const member = await requireAdmin(app, request);
      const { csv, name, notes } = request.body;
      const { pack } = await app.dataPacks.current();
      const report = reportOrFail(validateUnitCsv(csv, pack));
      if (report.errorCount > 0) {
        throw new HttpError(422, 'csv_invalid', `The file has ${report.errorCount} error(s); fix them before publishing.`);
      }
      const units = report.rows.map((row) => row.unit!);
      const content = packWithUnits(pack, units, report.factions);
      const candidate = dataPackSchema.safeParse({ version: computeDataVersion(content), ...content });
      if (!candidate.success) {
        throw new HttpError(422, 'pack_invalid', 'The resulting unit data is not valid.', { issues: candidate.error.issues.slice(0, 20) });
      }
      const version = candidate.data.version;
      if (version === pack.version) throw new HttpError(409, 'no_changes', 'This file changes nothing in the current unit data.');
      await versions.publish(candidate.data, { userId: member.user.id, sourceName: name ?? null, notes: notes ?? null });
      app.dataPacks.forget();
      return { version, changes: report.changes.length };
    });

    routes.get(UNIT_DATA_PATHS.versions, { schema: { tags, response: { 200: versionsSchema } } }, async () => {
      const rows = await versions.history();
      return {
        bundledVersion: bundledPack.version,
        currentVersion: (await app.dataPacks.current()).version,
        versions: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
      };
    });

    const rollback = { tags, body: rollbackBodySchema, response: { 200: rolledBackSchema } };
    routes.post(UNIT_DATA_PATHS.rollback, { schema: rollback }, async (request) => {
      const { version } = request.body;
      if (!(await versions.activate(version))) throw new HttpError(404, 'not_found', `No published version ${version}.`);
      app.dataPacks.forget();
      return { currentVersion: (await app.dataPacks.current()).version };
    });

    // No answer schema: the answer is a CSV file.
    routes.get(UNIT_DATA_PATHS.exportCsv, { schema: { tags } }, async (_request, reply) => {
      const { pack } = await app.dataPacks.current();
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="rookery-units-${pack.version}.csv"`)
        .send(unitsToCsv(pack.units, pack));
    });
  });
}
