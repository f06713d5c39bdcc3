/** A date as the reader writes it, e.g. "12 Mar 2026" or "Mar 12, 2026" (one date module for the app). */
export { formatDate } from '../../../../domain/i18n/dates';
