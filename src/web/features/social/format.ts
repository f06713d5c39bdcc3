import { formatDate } from '../../../domain/i18n/dates';

/** A date like "12 May 2026" in the reader's language. */
export const formatDay = (iso: string, language: string) => formatDate(iso, language);

/** A time like "14:05", or a day and time when it was not today. */
export function formatMoment(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    language,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}
