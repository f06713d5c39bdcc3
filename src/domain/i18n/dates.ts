/**
 * Every date the app shows goes through here, so it is written the reader's way (issue 21:
 * Spanish pages showed "11/22/26"): Intl in the page's language picks the order of day, month
 * and year, the month names and the clock. `language` is a BCP 47 tag such as "es" or "fr".
 */

/** Calendar dates (YYYY-MM-DD): the day as written, never moved by the reader's time zone. */
const CALENDAR_STYLES = {
  /** 11/22/26 in English, 22/11/26 in Spanish and French. */
  numeric: { day: '2-digit', month: '2-digit', year: '2-digit' },
  /** Nov 22, 2026 · 22 nov 2026 · 22 nov. 2026 */
  short: { day: '2-digit', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type CalendarStyle = keyof typeof CALENDAR_STYLES;

/** '2026-11-22' in the reader's language; anything unreadable comes back as it is. */
export function formatCalendarDate(isoDate: string, language: string, style: CalendarStyle): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  return new Intl.DateTimeFormat(language, { ...CALENDAR_STYLES[style], timeZone: 'UTC' }).format(date);
}

function moment(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment's day, e.g. "22 Nov 2026" / "22 nov 2026"; empty when there is none. */
export function formatDate(iso: string | null | undefined, language: string): string {
  const date = moment(iso);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date) : '';
}

/** A moment with its time, e.g. "22 Nov 2026, 14:05"; empty when there is none. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  const date = moment(iso);
  return date ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}
