import { ADMIN_PATHS, confirmationsResentSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

/** E-mails a fresh confirmation link to every sign-up that has not confirmed yet. */
export const resendConfirmations = () =>
  apiFetch(ADMIN_PATHS.mailResendConfirmations, confirmationsResentSchema, { method: 'POST', body: {} });
