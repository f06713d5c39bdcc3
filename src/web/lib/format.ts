import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, normaliseLanguage, type Language } from '../../domain/i18n/language';

/**
 * Every date, time and number the app shows is written here, the reader's way (issue 21: Spanish
 * pages showed "11/22/26"): Intl in the page's language picks the order of day, month and year,
 * the month names, the clock and the decimal mark. The functions take the language (a BCP 47 tag
 * such as "es"); components use `useFormat()`, which takes it from the translator rendering the
 * page (on the server, the request's own translator, not the shared one).
 */

/** A moment as the API or the game log holds it: an ISO string, epoch milliseconds or a Date. */
export type Moment = string | number | Date;

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

/** One formatter per language and options: long lists format many values the same way. */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  language: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', language, options, () => new Intl.DateTimeFormat(language, options));

/** Calendar dates (YYYY-MM-DD): the day as written, never moved by the reader's time zone. */
const CALENDAR_STYLES = {
  /** 11/22/26 in English, 22/11/26 in Spanish and French (the home page's news date). */
  numeric: { day: '2-digit', month: '2-digit', year: '2-digit' },
  /** Nov 22, 2026 · 22 nov 2026 · 22 nov. 2026, the day always in two digits (the news archive). */
  short: { day: '2-digit', month: 'short', year: 'numeric' },
  /** Nov 2, 2026 · 2 nov 2026 · 2 nov. 2026 */
  medium: { dateStyle: 'medium' },
  /** The day of the month alone: 22 */
  day: { day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type CalendarStyle = keyof typeof CALENDAR_STYLES;

/**
 * The home page's two date styles written out, as Intl writes them (a test compares every month
 * in each language): the first Intl.DateTimeFormat a page makes loads the browser's calendar and
 * time-zone data, 40–100 ms of one task on a desktop, several times that on a phone, while the
 * page is being taken over. The other styles, on pages where a date is not the first thing
 * read, still go through Intl.
 */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

function writtenCalendarDate(language: Language, style: 'numeric' | 'short', year: string, month: string, day: string) {
  if (style === 'numeric') {
    const shortYear = year.slice(-2);
    return language === 'en' ? `${month}/${day}/${shortYear}` : `${day}/${month}/${shortYear}`;
  }
  const monthName = SHORT_MONTHS[language][Number(month) - 1];
  return language === 'en' ? `${monthName} ${day}, ${year}` : `${day} ${monthName} ${year}`;
}

/** '2026-11-22' in the reader's language; anything unreadable comes back as it is. */
export function formatCalendarDate(isoDate: string, language: string, style: CalendarStyle): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  if ((style === 'numeric' || style === 'short') && isLanguage(language) && year >= 1000) {
    return writtenCalendarDate(language, style, match[1]!, match[2]!, match[3]!);
  }
  return dateTimeFormat(language, { ...CALENDAR_STYLES[style], timeZone: 'UTC' }).format(date);
}

function moment(value: Moment | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment's day, e.g. "Nov 22, 2026" / "22 nov 2026", or "November 22, 2026" when long; empty when there is none. */
export function formatDate(value: Moment | null | undefined, language: string, style: 'medium' | 'long' = 'medium') {
  const date = moment(value);
  return date ? dateTimeFormat(language, { dateStyle: style }).format(date) : '';
}

/** A moment with its time, e.g. "22 Nov 2026, 14:05"; empty when there is none. */
export function formatDateTime(value: Moment | null | undefined, language: string): string {
  const date = moment(value);
  return date ? dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

/** The clock time of a moment, e.g. "02:05 PM" / "14:05"; empty when there is none. */
export function formatTime(value: Moment | null | undefined, language: string): string {
  const date = moment(value);
  return date ? dateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date) : '';
}

/** The time alone for a moment of today ("14:05"), else its day and time (messages, comments). */
export function formatMoment(value: Moment, language: string, now: Date = new Date()): string {
  const date = moment(value);
  if (!date) return '';
  const today = date.toDateString() === now.toDateString();
  return dateTimeFormat(language, today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

const RELATIVE_UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['week', 604_800],
];
/** From about a month back a moment is given as its day instead. */
const RELATIVE_LIMIT_SECONDS = 2_592_000;

/**
 * "5 min ago", "yesterday", "2 wk ago" in the reader's language; `justNow` under a minute (Intl's
 * "now" reads oddly for something that happened), the day itself from a month back.
 */
export function formatTimeAgo(value: Moment, language: string, now: number, justNow: string): string {
  const date = moment(value);
  const seconds = date ? Math.round((date.getTime() - now) / 1000) : Number.NaN;
  if (!Number.isFinite(seconds) || Math.abs(seconds) < 45) return justNow;
  if (Math.abs(seconds) >= RELATIVE_LIMIT_SECONDS) return formatDate(date, language);
  let [unit, size] = RELATIVE_UNITS[0]!;
  for (const [name, length] of RELATIVE_UNITS) if (Math.abs(seconds) >= length) [unit, size] = [name, length];
  const options = { numeric: 'auto', style: 'short' } as const;
  return cached('relative', language, options, () => new Intl.RelativeTimeFormat(language, options)).format(
    Math.round(seconds / size),
    unit,
  );
}

/** How many decimals a number shows: at most `max` (0 unless told), at least `min` (none unless told). */
export interface Decimals {
  max?: number;
  min?: number;
}

/** A number with the reader's digit grouping and decimal mark: "1,234.5" / "1234,5" / "1 234,5". */
export function formatNumber(value: number, language: string, { max = 0, min = 0 }: Decimals = {}): string {
  const options = { maximumFractionDigits: Math.max(max, min), minimumFractionDigits: min };
  return cached('number', language, options, () => new Intl.NumberFormat(language, options)).format(value);
}

/** The formatters above in the language of the page being rendered. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language);
  return useMemo(
    () => ({
      language,
      calendarDate: (isoDate: string, style: CalendarStyle) => formatCalendarDate(isoDate, language, style),
      date: (value: Moment | null | undefined, style?: 'medium' | 'long') => formatDate(value, language, style),
      dateTime: (value: Moment | null | undefined) => formatDateTime(value, language),
      time: (value: Moment | null | undefined) => formatTime(value, language),
      moment: (value: Moment, now?: Date) => formatMoment(value, language, now),
      timeAgo: (value: Moment, now: number, justNow: string) => formatTimeAgo(value, language, now, justNow),
      number: (value: number, decimals?: Decimals) => formatNumber(value, language, decimals),
    }),
    [language],
  );
}
