import { queryOptions } from '@tanstack/react-query';
import { DATA_REPORT_PATHS, myDataReportsSchema } from '../../../../contracts/data-reports';
import { apiFetch } from '../../../lib/api';

/** The data problems the signed-in member reported, newest first, with the admins' answers. */
export const myDataReportsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['data-reports', 'mine', userId],
    queryFn: async () => (await apiFetch(DATA_REPORT_PATHS.reports, myDataReportsSchema, { member: true })).reports,
    enabled: userId !== null,
  });
