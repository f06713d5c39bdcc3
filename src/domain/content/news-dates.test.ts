import { describe, expect, it } from 'vitest';
import { formatLongNewsDate, formatShortNewsDate } from './news-dates';

describe('news dates', () => {
  it('formats the home date as MM/dd/yy', () => {
    expect(formatShortNewsDate('2026-11-22')).toBe('11/22/26');
    expect(formatShortNewsDate('2027-01-05')).toBe('01/05/27');
  });

  it('formats archive dates as MMM dd, yyyy with translated months', () => {
    expect(formatLongNewsDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatLongNewsDate('2026-01-05')).toBe('Jan 05, 2026');
    const es = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
    expect(formatLongNewsDate('2026-08-01', es)).toBe('ago 01, 2026');
  });

  it('leaves unreadable dates alone', () => {
    expect(formatShortNewsDate('yesterday')).toBe('yesterday');
    expect(formatLongNewsDate('2026-13-01')).toBe('2026-13-01');
  });
});
