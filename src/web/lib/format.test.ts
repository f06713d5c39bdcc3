import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatMoment,
  formatNumber,
  formatTime,
  formatTimeAgo,
  useFormat,
} from './format';
import { changeLanguage } from './i18n';

describe('dates in the reader language (issue 21)', () => {
  it('writes the news date as MM/dd/yy in English and day first in Spanish and French', () => {
    expect(formatCalendarDate('2026-11-22', 'en', 'numeric')).toBe('11/22/26');
    expect(formatCalendarDate('2027-01-05', 'en', 'numeric')).toBe('01/05/27');
    expect(formatCalendarDate('2026-11-22', 'es', 'numeric')).toBe('22/11/26');
    expect(formatCalendarDate('2027-01-05', 'fr', 'numeric')).toBe('05/01/27');
  });

  it('writes archive dates as MMM dd, yyyy in English, with the month names of each language', () => {
    expect(formatCalendarDate('2026-11-22', 'en', 'short')).toBe('Nov 22, 2026');
    expect(formatCalendarDate('2026-01-05', 'en', 'short')).toBe('Jan 05, 2026');
    expect(formatCalendarDate('2026-08-01', 'es', 'short')).toBe('01 ago 2026');
    expect(formatCalendarDate('2026-02-01', 'fr', 'short')).toBe('01 févr. 2026');
  });

  it('writes the numeric and short styles exactly as Intl does, every month in every language', () => {
    for (const language of ['en', 'es', 'fr']) {
      for (const isoDate of ['1999-12-28', '2026-01-05', '2031-10-09']) {
        for (let month = 1; month <= 12; month += 1) {
          const day = `${isoDate.slice(0, 5)}${String(month).padStart(2, '0')}${isoDate.slice(7)}`;
          const date = new Date(`${day}T00:00:00Z`);
          for (const [style, options] of [
            ['numeric', { day: '2-digit', month: '2-digit', year: '2-digit' }],
            ['short', { day: '2-digit', month: 'short', year: 'numeric' }],
          ] as const) {
            const intl = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
            expect(formatCalendarDate(day, language, style)).toBe(intl);
          }
        }
      }
    }
  });

  it('never moves a calendar date by the time zone, and leaves unreadable dates alone', () => {
    expect(formatCalendarDate('2026-01-05', 'en', 'medium')).toBe('Jan 5, 2026');
    expect(formatCalendarDate('2026-01-05', 'fr', 'medium')).toBe('5 janv. 2026');
    expect(formatCalendarDate('2026-01-05', 'es', 'day')).toBe('5');
    expect(formatCalendarDate('yesterday', 'en', 'numeric')).toBe('yesterday');
    expect(formatCalendarDate('2026-13-01', 'es', 'short')).toBe('2026-13-01');
    expect(formatCalendarDate('2026-02-30', 'fr', 'short')).toBe('2026-02-30');
  });

  it('formats moments in the reader language, and nothing for a missing or broken one', () => {
    const noon = '2026-11-22T12:00:00Z';
    expect(formatDate(noon, 'en')).toMatch(/^Nov 2\d, 2026$/);
    expect(formatDate(noon, 'es')).toMatch(/^2\d nov 2026$/);
    expect(formatDate(noon, 'fr')).toMatch(/^2\d nov\. 2026$/);
    expect(formatDate(Date.parse(noon), 'en', 'long')).toMatch(/^November 2\d, 2026$/);
    expect(formatDate(noon, 'es', 'long')).toMatch(/^2\d de noviembre de 2026$/);
    expect(formatDateTime(noon, 'es')).toMatch(/^2\d nov 2026, \d{1,2}:\d{2}$/);
    expect(formatTime(new Date(2026, 10, 22, 9, 5), 'fr')).toBe('09:05');
    expect(formatTime(new Date(2026, 10, 22, 14, 5), 'en')).toBe('02:05 PM');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDateTime('not a date', 'fr')).toBe('');
    expect(formatTime(undefined, 'es')).toBe('');
  });

  it('gives the time alone for a moment of today, and the day with it otherwise', () => {
    const now = new Date(2026, 10, 22, 18, 0);
    expect(formatMoment(new Date(2026, 10, 22, 14, 5), 'es', now)).toBe('14:05');
    expect(formatMoment(new Date(2026, 10, 21, 14, 5), 'es', now)).toBe('21 nov 2026, 14:05');
    expect(formatMoment(new Date(2026, 10, 21, 14, 5).toISOString(), 'en', now)).toBe('Nov 21, 2026, 2:05 PM');
  });
});

describe('time ago', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says "just now" under a minute, then minutes, hours, days and weeks', () => {
    expect(formatTimeAgo(ago(30), 'en', now, 'just now')).toBe('just now');
    expect(formatTimeAgo('not a date', 'en', now, 'just now')).toBe('just now');
    expect(formatTimeAgo(ago(5 * 60), 'en', now, 'just now')).toBe('5 min. ago');
    expect(formatTimeAgo(ago(3 * 3600), 'es', now, 'ahora')).toBe('hace 3 h');
    expect(formatTimeAgo(ago(86_400), 'fr', now, 'à l’instant')).toBe('hier');
    expect(formatTimeAgo(ago(14 * 86_400), 'en', now, 'just now')).toBe('2 wk. ago');
  });

  it('gives the day itself from a month back', () => {
    expect(formatTimeAgo(ago(40 * 86_400), 'en', now, 'just now')).toBe('Oct 13, 2026');
  });
});

describe('numbers', () => {
  it('groups digits and rounds to the decimals asked for, with each language its decimal mark', () => {
    expect(formatNumber(1234.56, 'en')).toBe('1,235');
    expect(formatNumber(1234.56, 'en', { max: 1 })).toBe('1,234.6');
    expect(formatNumber(1234.56, 'es', { max: 1 })).toBe('1234,6');
    expect(formatNumber(12345.6, 'fr', { max: 1 })).toBe('12\u202f345,6');
    expect(formatNumber(2, 'en', { max: 1 })).toBe('2');
    expect(formatNumber(2, 'fr', { min: 1 })).toBe('2,0');
  });
});

describe('useFormat', () => {
  it('follows the translator’s language', async () => {
    const { result, rerender } = renderHook(() => useFormat());
    expect(result.current.number(1.5, { max: 1 })).toBe('1.5');
    await changeLanguage('fr');
    rerender();
    expect(result.current.language).toBe('fr');
    expect(result.current.number(1.5, { max: 1 })).toBe('1,5');
    expect(result.current.calendarDate('2026-11-22', 'numeric')).toBe('22/11/26');
    await changeLanguage('en');
  });
});
