import { ADMIN_PATHS, adminUserSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

/** Grants or revokes admin (wab_admin) or tester; the last admin cannot be demoted (409 last_admin). */
export const setRoles = (id: string, roles: { wab_admin?: boolean; tester?: boolean }) =>
  apiFetch(ADMIN_PATHS.roles(id), adminUserSchema, { method: 'POST', body: roles });
