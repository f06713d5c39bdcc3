/** A date as the reader writes it, e.g. "12 Mar 2026" or "Mar 12, 2026". */
export function formatDate(iso: string | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
