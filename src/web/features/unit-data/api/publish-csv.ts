import { publishedSchema, UNIT_DATA_PATHS } from '../../../../contracts/unit-data';
import { apiFetch } from '../../../lib/api';

/** Publishes a sheet without errors as the new unit data served to everyone. */
export const publishCsv = (input: { csv: string; name?: string; notes?: string }) =>
  apiFetch(UNIT_DATA_PATHS.publish, publishedSchema, { method: 'POST', body: input });
