import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime } from './dates';

describe('dates in the reader language (issue 21)', () => {
  it('puts day, month and year in each language order, without time-zone shifts', () => {
    expect(formatCalendarDate('2026-11-22', 'en', 'numeric')).toBe('11/22/26');
    expect(formatCalendarDate('2026-11-22', 'es', 'numeric')).toBe('22/11/26');
    expect(formatCalendarDate('2026-11-22', 'fr', 'numeric')).toBe('22/11/26');
    expect(formatCalendarDate('2026-01-01', 'es', 'short')).toBe('01 ene 2026');
  });

  it('formats moments in the reader language, and nothing for a missing or broken one', () => {
    const noon = '2026-11-22T12:00:00Z';
    expect(formatDate(noon, 'en')).toMatch(/Nov 2\d, 2026/);
    expect(formatDate(noon, 'es')).toMatch(/^2\d nov 2026$/);
    expect(formatDate(noon, 'fr')).toMatch(/^2\d nov\. 2026$/);
    expect(formatDateTime(noon, 'es')).toMatch(/^2\d nov 2026, \d{1,2}:\d{2}$/);
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDateTime('not a date', 'fr')).toBe('');
  });
});
