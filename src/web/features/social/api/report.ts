import { reportCreatedSchema, SOCIAL_PATHS } from '../../../../contracts/social';
import type { ReportReason } from '../../../../domain/social/social';
import { apiFetch } from '../../../lib/api';

export interface ReportInput {
  kind: 'comment' | 'message';
  target_id: string;
  reason: ReportReason;
  note?: string;
}

export const sendReport = (report: ReportInput) =>
  apiFetch(SOCIAL_PATHS.reports, reportCreatedSchema, { method: 'POST', body: report });
