import { queryOptions } from '@tanstack/react-query';
import { DATA_REPORT_PATHS, dataReportQueueSchema, type DataReportStatus } from '../../../../contracts/data-reports';
import { UNIT_DATA_PATHS, versionsSchema } from '../../../../contracts/unit-data';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/** One page of data problem reports with a status: open ones oldest first, the others newest first. */
export const getDataReports = (status: DataReportStatus, page: number) =>
  apiFetch(`${DATA_REPORT_PATHS.queue}?status=${status}&page=${page}`, dataReportQueueSchema, { cache: 'no-store' });

export const dataReportsQuery = (status: DataReportStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.dataReportPage(status, page),
    queryFn: () => getDataReports(status, page),
    staleTime: 0,
  });

/** The data versions a report can be fixed in: the one served now, the published ones and the bundled one. */
export const fixVersionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.dataReportVersions(),
    queryFn: async () => {
      const answer = await apiFetch(UNIT_DATA_PATHS.versions, versionsSchema, { cache: 'no-store' });
      return [
        ...new Set([answer.currentVersion, ...answer.versions.map((each) => each.version), answer.bundledVersion]),
      ];
    },
    staleTime: 0,
  });
