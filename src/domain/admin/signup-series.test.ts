import { describe, expect, it } from 'vitest';
import { niceMaximum, signupSeries } from './signup-series';

describe('signupSeries', () => {
  it('fills the days without sign-ups with zero, oldest first, ending today', () => {
    const series = signupSeries(
      [
        { day: '2026-11-20', count: 3 },
        { day: '2026-11-22', count: 1 },
        { day: '2026-10-01', count: 9 },
      ],
      new Date('2026-11-22T23:30:00Z'),
      4,
    );
    expect(series).toEqual([
      { day: '2026-11-19', count: 0 },
      { day: '2026-11-20', count: 3 },
      { day: '2026-11-21', count: 0 },
      { day: '2026-11-22', count: 1 },
    ]);
  });

  it('gives fourteen days by default, across a month end', () => {
    const series = signupSeries([], new Date('2026-03-02T00:00:00Z'));
    expect(series).toHaveLength(14);
    expect(series[0]!.day).toBe('2026-02-17');
    expect(series.at(-1)!.day).toBe('2026-03-02');
  });
});

describe('niceMaximum', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMaximum([])).toBe(1);
    expect(niceMaximum([0, 1])).toBe(1);
    expect(niceMaximum([3])).toBe(5);
    expect(niceMaximum([7])).toBe(10);
    expect(niceMaximum([12])).toBe(20);
    expect(niceMaximum([20])).toBe(20);
    expect(niceMaximum([430])).toBe(500);
  });
});
