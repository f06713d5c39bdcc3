import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api';
import { i18n } from '../../lib/i18n';

/** A moment as the reader writes it, e.g. "22 Nov 2026, 14:05" (one date module for the app). */
export { formatDateTime } from '../../../domain/i18n/dates';

export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: fractionDigits }).format(value);
}

/** What went wrong with an admin request, in the reader's language; the server's codes are stable. */
export function adminErrorText(error: unknown, t: TFunction<'admin'>): string {
  if (error instanceof ApiRequestError) {
    if (i18n.exists(`errors.${error.code}`, { ns: 'admin' })) return t(`errors.${error.code}`);
    if (error.status === 0) return t('errors.network_error');
    if (error.status === 401) return t('errors.unauthorized');
    if (error.status === 403) return t('errors.forbidden');
  }
  return t('errors.unexpected');
}
