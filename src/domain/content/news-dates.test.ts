import { describe, expect, it } from 'vitest';
import { formatLongNewsDate, formatShortNewsDate } from './news-dates';

describe('news dates', () => {
  it('formats the home date as MM/dd/yy in English and day first in Spanish and French (issue 21)', () => {
    expect(formatShortNewsDate('2026-11-22', 'en')).toBe('11/22/26');
    expect(formatShortNewsDate('2027-01-05', 'en')).toBe('01/05/27');
    expect(formatShortNewsDate('2026-11-22', 'es')).toBe('22/11/26');
    expect(formatShortNewsDate('2027-01-05', 'fr')).toBe('05/01/27');
  });

  it('formats archive dates as MMM dd, yyyy in English, with the month names of each language', () => {
    expect(formatLongNewsDate('2026-11-22', 'en')).toBe('Nov 22, 2026');
    expect(formatLongNewsDate('2026-01-05', 'en')).toBe('Jan 05, 2026');
    expect(formatLongNewsDate('2026-08-01', 'es')).toBe('01 ago 2026');
    expect(formatLongNewsDate('2026-02-01', 'fr')).toBe('01 févr. 2026');
  });

  it('leaves unreadable dates alone', () => {
    expect(formatShortNewsDate('yesterday', 'en')).toBe('yesterday');
    expect(formatLongNewsDate('2026-13-01', 'es')).toBe('2026-13-01');
    expect(formatLongNewsDate('2026-02-30', 'fr')).toBe('2026-02-30');
  });
});
