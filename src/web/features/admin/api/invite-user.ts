import { ADMIN_PATHS, adminUserSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

/** Creates the account if needed and e-mails an invitation link (409 email_exists for a confirmed address). */
export const inviteUser = (email: string) =>
  apiFetch(ADMIN_PATHS.invite, adminUserSchema, { method: 'POST', body: { email } });
