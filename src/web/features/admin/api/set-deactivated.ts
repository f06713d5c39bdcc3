import { ADMIN_PATHS, adminUserSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

/** Deactivates (ending the member's sessions) or reactivates an account. */
export const setDeactivated = (id: string, deactivated: boolean) =>
  apiFetch(ADMIN_PATHS.deactivate(id), adminUserSchema, { method: 'POST', body: { deactivated } });
