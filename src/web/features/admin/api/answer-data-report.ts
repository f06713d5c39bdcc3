import { dataReportAnswerPath, dataReportFixedPath, dataReportSchema } from '../../../../contracts/data-reports';
import { apiFetch } from '../../../lib/api';

/** Answers a data problem report; the reporter is notified. */
export const answerDataReport = (id: string, answer: string) =>
  apiFetch(dataReportAnswerPath(id), dataReportSchema, { method: 'POST', body: { answer } });

/** Marks a report fixed in a published data version; the reporter is notified. */
export const markDataReportFixed = (id: string, version: string) =>
  apiFetch(dataReportFixedPath(id), dataReportSchema, { method: 'POST', body: { data_version: version } });
