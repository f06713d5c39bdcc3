import { DATA_REPORT_PATHS, dataReportSchema, type NewDataReport } from '../../../../contracts/data-reports';
import { DATA_PACK_PATH } from '../../../../contracts/data-pack';
import { apiFetch, appFetch } from '../../../lib/api';

/** Sends a data problem report; the server records the current data version when none is given. */
export const fileDataReport = (report: NewDataReport) =>
  apiFetch(DATA_REPORT_PATHS.reports, dataReportSchema, { method: 'POST', body: report });

/** The data version the server serves now, read from the pack's headers without its body. */
export async function currentDataVersion(): Promise<string | null> {
  const response = await appFetch(DATA_PACK_PATH, { method: 'HEAD' });
  return response.ok ? response.headers.get('x-data-version') : null;
}
