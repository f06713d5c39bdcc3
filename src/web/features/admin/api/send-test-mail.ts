import { ADMIN_PATHS, mailTestResultSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';
import type { Language } from '../../../../domain/i18n/language';

/** Sends the test template; the answer says whether the transport took it (sent, outbox or failed). */
export const sendTestMail = (to: string, language: Language) =>
  apiFetch(ADMIN_PATHS.mailTest, mailTestResultSchema, { method: 'POST', body: { to, language } });
