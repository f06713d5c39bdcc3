/**
 * News dates (spec §2 "News"): the home page shows 'News as of' + MM/dd/yy, the archive
 * 'MMM dd, yyyy'. Dates are calendar dates (YYYY-MM-DD) and are never shifted by time zones.
 * Month abbreviations come from the caller (translated), English by default.
 */
export const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

function parts(isoDate: string): { year: string; month: number; day: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: match[1]!, month, day: match[3]! };
}

/** '2026-11-22' → '11/22/26' (MM/dd/yy). Anything unreadable is returned as it is. */
export function formatShortNewsDate(isoDate: string): string {
  const date = parts(isoDate);
  return date ? `${String(date.month).padStart(2, '0')}/${date.day}/${date.year.slice(2)}` : isoDate;
}

/** '2026-11-22' → 'Nov 22, 2026' (MMM dd, yyyy). */
export function formatLongNewsDate(isoDate: string, months: readonly string[] = ENGLISH_MONTHS): string {
  const date = parts(isoDate);
  return date ? `${months[date.month - 1] ?? ENGLISH_MONTHS[date.month - 1]} ${date.day}, ${date.year}` : isoDate;
}
