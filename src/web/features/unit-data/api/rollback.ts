import { rolledBackSchema, UNIT_DATA_PATHS } from '../../../../contracts/unit-data';
import { apiFetch } from '../../../lib/api';

/** Makes an earlier published version current again; null goes back to the bundled data. */
export const rollback = (version: string | null) =>
  apiFetch(UNIT_DATA_PATHS.rollback, rolledBackSchema, {
    method: 'POST',
    body: { version },
  });
