import { ADMIN_PATHS, reseedResultSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

/** Puts the demo content back (refused with 403 production_refused on production). */
export const reseedContent = () => apiFetch(ADMIN_PATHS.reseed, reseedResultSchema, { method: 'POST', body: {} });
