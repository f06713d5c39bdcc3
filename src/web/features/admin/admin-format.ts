import type { ParseKeys, TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api';

/** The server's codes that have words of their own; any other code gets the status's words. */
const ERROR_TEXTS: Readonly<Record<string, ParseKeys<'admin'>>> = {
  last_admin: 'errors.last_admin',
  email_exists: 'errors.email_exists',
  no_email: 'errors.no_email',
  mail_failed: 'errors.mail_failed',
  production_refused: 'errors.production_refused',
  not_found: 'errors.not_found',
  validation_failed: 'errors.validation_failed',
  rate_limited: 'errors.rate_limited',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  'data_report.unknown_version': 'errors.data_report.unknown_version',
  'data_report.unknown_subject': 'errors.data_report.unknown_subject',
  'data_report.already_fixed': 'errors.data_report.already_fixed',
};

/** What went wrong with an admin request, in the reader's language; the server's codes are stable. */
export function adminErrorText(error: unknown, t: TFunction<'admin'>): string {
  if (error instanceof ApiRequestError) {
    if (Object.hasOwn(ERROR_TEXTS, error.code)) return t(ERROR_TEXTS[error.code]!);
    if (error.status === 0) return t('errors.network_error');
    if (error.status === 401) return t('errors.unauthorized');
    if (error.status === 403) return t('errors.forbidden');
  }
  return t('errors.unexpected');
}
