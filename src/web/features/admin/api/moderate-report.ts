import {
  reportContentRemovedSchema,
  reportResolvedSchema,
  socialPath,
  SOCIAL_PATHS,
} from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';

/** Marks a report as dealt with, leaving the comment or message in place. */
export const resolveReport = (id: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.resolveReport, { id }), reportResolvedSchema, { method: 'POST' });

/** Deletes the reported comment or message and resolves every open report of it. */
export const removeReportedContent = (id: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.reportContent, { id }), reportContentRemovedSchema, { method: 'DELETE' });
