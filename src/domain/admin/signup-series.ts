export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-ups per day for the `days` days ending on `today` (UTC), oldest first, with zero for the
 * days nobody signed up (the server only reports days that had sign-ups).
 */
export function signupSeries(counts: readonly DayCount[], today: Date, days = 14): DayCount[] {
  const byDay = new Map(counts.map((entry) => [entry.day, entry.count]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
}

/** A round top for a bar chart's axis: 1, 2, 5, 10, 20, 50… at least the largest value. */
export function niceMaximum(values: readonly number[]): number {
  const largest = Math.max(0, ...values);
  if (largest <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= largest)!;
  return step * magnitude;
}
