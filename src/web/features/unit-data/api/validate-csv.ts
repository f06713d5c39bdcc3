import { csvReportSchema, UNIT_DATA_PATHS } from '../../../../contracts/unit-data';
import { apiFetch } from '../../../lib/api';

/** Checks a unit sheet against the current unit data; nothing is stored. */
export const validateCsv = (csv: string, name?: string) =>
  apiFetch(UNIT_DATA_PATHS.validate, csvReportSchema, { method: 'POST', body: { csv, name } });
