import { ADMIN_PATHS, adminUserSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

/** Bans (ending the member's sessions at once) or unbans an account. */
export const setBanned = (id: string, banned: boolean) =>
  apiFetch(ADMIN_PATHS.ban(id), adminUserSchema, { method: 'POST', body: { banned } });
