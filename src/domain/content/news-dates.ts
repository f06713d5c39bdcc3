import { formatCalendarDate } from '../i18n/dates';

/**
 * News dates (spec §2 "News"): the home page shows 'News as of' and a numeric date (MM/dd/yy in
 * English), the archive a date with a short month name ('MMM dd, yyyy' in English). Other
 * languages write both their own way through Intl (issue 21). Dates are calendar dates
 * (YYYY-MM-DD), never shifted by time zones; anything unreadable is returned as it is.
 */
export const formatShortNewsDate = (isoDate: string, language: string) =>
  formatCalendarDate(isoDate, language, 'numeric');

export const formatLongNewsDate = (isoDate: string, language: string) => formatCalendarDate(isoDate, language, 'short');
