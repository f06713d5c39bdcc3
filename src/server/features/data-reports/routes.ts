import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerDataReportSchema,
  DATA_REPORT_ERROR_CODES,
  DATA_REPORT_PATHS,
  DATA_REPORTS_PER_PAGE,
  dataReportQuerySchema,
  dataReportQueueSchema,
  dataReportSchema,
  fixDataReportSchema,
  myDataReportsSchema,
  newDataReportSchema,
  type DataReportSubject,
} from '../../../contracts/data-reports';
import { ERROR_CODES } from '../../../contracts/errors';
import { MISSIONS } from '../../../data/missions';
import { decodeShareCode } from '../../../domain/army/share-code';
import { shorten } from '../../../domain/shorten';
import type { Orm } from '../../db/database';
import { HttpError } from '../../http-error';
import { adminFirst, requireAdmin, requireMember } from '../../plugins/auth-guard';
import { takeMemberLimit } from '../../plugins/member-limits';
import { sendNotification } from '../notifications';
import { isUuid } from '../social';
import { dataReportsRepository, type ChangedReport } from './data-reports-repository';

/** How much of an answer a notification carries; the whole answer is in the member's reports. */
const ANSWER_IN_NOTIFICATION = 200;

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'No such data report.');

/** A malformed report id is simply not found, so the id stays a plain string here. */
const reportParams = z.object({ id: z.string() });

/**
 * Reports of problems in the game data (issue 17): anyone with a session (a member or a guest)
 * files one about a unit, a mission or a rules section; admins answer it and mark it fixed in a
 * published data version, and the reporter is notified each time.
 */
export async function dataReportRoutes(app: FastifyInstance): Promise<void> {
  const { dataReports: reports, content } = app.repositories;

  /** The subject's name in English, or null when the current data has no such thing. */
  async function subjectTitle(kind: DataReportSubject, id: string): Promise<string | null> {
    if (kind === 'unit') {
      const { pack } = await app.dataPacks.current();
      return pack.units.find((unit) => unit.id === id)?.name.en ?? null;
    }
    if (kind === 'mission') return MISSIONS.find((mission) => mission.id === id)?.name.en ?? null;
    return content.sectionTitle(id);
  }

  const isPublished = (version: string) => app.dataPacks.has(version);

  /** Tells the reporter, within the transaction that made the change, so both happen or neither. */
  async function tell(db: Orm, report: ChangedReport, type: 'data_report_answered' | 'data_report_fixed') {
    if (!report.reporterId) return;
    await sendNotification(
      app,
      {
        recipientId: report.reporterId,
        type,
        content: {
          report_id: report.id,
          subject_kind: report.subject_kind,
          subject_id: report.subject_id,
          subject_title: report.subject_title,
          ...(type === 'data_report_answered'
            ? { answer: report.answer === null ? null : shorten(report.answer, ANSWER_IN_NOTIFICATION) }
            : { data_version: report.fixed_version }),
        },
      },
      db,
    );
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['data reports'];
  /** Who may report, and how often, is settled before the report is read. */
  async function reporterFirst(request: FastifyRequest, reply: FastifyReply) {
    const member = await requireMember(app, request);
    takeMemberLimit(app, reply, 'data_report', member.user.id);
    takeMemberLimit(app, reply, 'data_report', request.ip);
  }
  const adminsFirst = adminFirst(app);

  const file = { tags, body: newDataReportSchema, response: { 201: dataReportSchema } };
  routes.post(DATA_REPORT_PATHS.reports, { schema: file, preValidation: reporterFirst }, async (request, reply) => {
    const member = await requireMember(app, request);
    const body = request.body;
    const title = await subjectTitle(body.subject_kind, body.subject_id);
    if (title === null) {
      throw new HttpError(
        400,
        DATA_REPORT_ERROR_CODES.unknownSubject,
        `The current data has no ${body.subject_kind.replace('-', ' ')} "${body.subject_id}".`,
      );
    }
    const version = body.data_version ?? (await app.dataPacks.current()).version;
    if (body.data_version && !(await isPublished(body.data_version))) {
      throw new HttpError(400, DATA_REPORT_ERROR_CODES.unknownVersion, `No data version ${body.data_version}.`);
    }
    if (body.list_code !== undefined && !decodeShareCode(body.list_code).ok) {
      throw new HttpError(400, DATA_REPORT_ERROR_CODES.badList, 'The attached list cannot be read.');
    }
    const created = await app.db.orm.transaction(async (tx) => {
      const mine = dataReportsRepository(tx);
      const load = await mine.reporterLoad(member.user.id);
      if (load.lastDay >= app.config.DATA_REPORT_MAX_PER_DAY) {
        reply.header('retry-after', String(load.nextInSeconds));
        throw new HttpError(
          429,
          DATA_REPORT_ERROR_CODES.dailyLimit,
          `You have sent ${load.lastDay} data reports in the last day, the most allowed: try again tomorrow.`,
        );
      }
      if (load.open >= app.config.DATA_REPORT_MAX_OPEN) {
        throw new HttpError(
          429,
          DATA_REPORT_ERROR_CODES.tooManyOpen,
          `You have ${load.open} open data reports, the most allowed: send more once they are answered.`,
        );
      }
      return mine.create({
        reporterId: member.user.id,
        subjectKind: body.subject_kind,
        subjectId: body.subject_id,
        subjectTitle: title,
        dataVersion: version,
        listCode: body.list_code ?? null,
        text: body.text,
      });
    });
    return reply.status(201).send(created);
  });

  const mine = { tags, response: { 200: myDataReportsSchema } };
  routes.get(DATA_REPORT_PATHS.reports, { schema: mine }, async (request, reply) => {
    const member = await requireMember(app, request);
    return reply.header('Cache-Control', 'no-store').send({ reports: await reports.mine(member.user.id) });
  });

  const queue = { tags, querystring: dataReportQuerySchema, response: { 200: dataReportQueueSchema } };
  routes.get(DATA_REPORT_PATHS.queue, { schema: queue, preValidation: adminsFirst }, async (request, reply) => {
    await requireAdmin(app, request);
    const { status, page } = request.query;
    const queue = await reports.queue(status, page, DATA_REPORTS_PER_PAGE);
    return reply.header('Cache-Control', 'no-store').send({ ...queue, page, perPage: DATA_REPORTS_PER_PAGE });
  });

  const answer = { tags, params: reportParams, body: answerDataReportSchema, response: { 200: dataReportSchema } };
  routes.post(DATA_REPORT_PATHS.answer, { schema: answer, preValidation: adminsFirst }, async (request) => {
    const admin = await requireAdmin(app, request);
    const { id } = request.params;
    const { answer } = request.body;
    if (!isUuid(id)) throw notFound();
    const report = await app.db.orm.transaction(async (tx) => {
      const answered = await dataReportsRepository(tx).answer(id, admin.user.id, answer);
      if (!answered) throw notFound();
      await tell(tx, answered, 'data_report_answered');
      return answered;
    });
    // The contract leaves out who filed it.
    return report;
  });

  const fixed = { tags, params: reportParams, body: fixDataReportSchema, response: { 200: dataReportSchema } };
  routes.post(DATA_REPORT_PATHS.fixed, { schema: fixed, preValidation: adminsFirst }, async (request) => {
    await requireAdmin(app, request);
    const { id } = request.params;
    const { data_version: version } = request.body;
    if (!isUuid(id)) throw notFound();
    if (!(await isPublished(version))) {
      throw new HttpError(400, DATA_REPORT_ERROR_CODES.unknownVersion, `No published data version ${version}.`);
    }
    const report = await app.db.orm.transaction(async (tx) => {
      const fixed = await dataReportsRepository(tx).markFixed(id, version);
      if (!fixed) throw notFound();
      if (fixed === 'fixed') {
        throw new HttpError(409, DATA_REPORT_ERROR_CODES.alreadyFixed, 'This report is already marked fixed.');
      }
      await tell(tx, fixed, 'data_report_fixed');
      return fixed;
    });
    // The contract leaves out who filed it.
    return report;
  });
}
