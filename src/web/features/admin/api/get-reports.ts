import { queryOptions } from '@tanstack/react-query';
import { reportListSchema, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export type ReportStatus = 'open' | 'resolved';

/** Reports of comments and messages: open ones oldest first, resolved ones newest first. */
export const getReports = (status: ReportStatus) =>
  apiFetch(`${SOCIAL_PATHS.reports}?status=${status}`, reportListSchema, { cache: 'no-store' });

export const reportsQuery = (status: ReportStatus) =>
  queryOptions({ queryKey: adminKeys.reportList(status), queryFn: () => getReports(status), staleTime: 0 });
