import { ADMIN_PATHS, mailResentSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

/** Sends a stored message again through the current transport (502 mail_failed when it refuses). */
export const resendMail = (id: string) =>
  apiFetch(ADMIN_PATHS.mailResend(id), mailResentSchema, { method: 'POST', body: {} });
