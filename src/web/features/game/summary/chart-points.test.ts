import { describe, expect, it } from 'vitest';
import type { ScoreLine } from '../../../../domain/game/game-view';
import { chartPoints, chartSeries, niceStep } from './chart-points';

const line = (playerId: string, cumulative: number[], end = { finalMission: 0, feat: 0 }): ScoreLine => {
  const last = cumulative.at(-1) ?? 0;
  return { playerId, rounds: [], cumulative, ...end, total: last + end.finalMission + end.feat };
};

describe('the chart points', () => {
  it('picks a step that gives four to six gridlines', () => {
    expect(niceStep(4)).toBe(1);
    expect(niceStep(12)).toBe(5);
    expect(niceStep(30)).toBe(10);
    expect(niceStep(140)).toBe(50);
  });

  it('starts at zero, carries a short line to the last round, and adds the end only when it scored', () => {
    const series = [
      { line: line('p1', [2, 5]), name: 'A', colour: 'red' },
      { line: line('p2', [3]), name: 'B', colour: 'blue' },
    ];
    expect(chartPoints(series)).toEqual({
      steps: 3,
      values: [
        [0, 2, 5],
        [0, 3, 3],
      ],
      withEnd: false,
    });
    const ended = [{ ...series[0]!, line: line('p1', [2, 5], { finalMission: 1, feat: 2 }) }, series[1]!];
    expect(chartPoints(ended)).toEqual({
      steps: 4,
      values: [
        [0, 2, 5, 8],
        [0, 3, 3, 3],
      ],
      withEnd: true,
    });
  });

  it('colours each line by seat, turning the second gold when both share a colour', () => {
    const lines = [line('p1', [1]), line('p2', [2])];
    const name = (id: string) => id.toUpperCase();
    expect(chartSeries(lines, ['red', 'blue'], name, 'grey').map((each) => [each.name, each.colour])).toEqual([
      ['P1', 'red'],
      ['P2', 'blue'],
    ]);
    expect(chartSeries(lines, ['red', 'red'], name, 'grey').map((each) => each.colour)).toEqual([
      'red',
      'var(--color-gold)',
    ]);
    expect(chartSeries(lines, ['red'], name, 'grey').map((each) => each.colour)).toEqual(['red', 'grey']);
  });
});
