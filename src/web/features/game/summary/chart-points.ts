import type { ScoreLine } from '../../../../domain/game/game-view';

export interface ChartSeries {
  line: ScoreLine;
  name: string;
  colour: string;
}

/** A step on the points axis that gives four to six gridlines. */
export function niceStep(max: number): number {
  if (max <= 5) return 1;
  const raw = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / magnitude;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * magnitude;
}

/** The points each series has after each step: the start, every round, and the end if it scored. */
export function chartPoints(series: ChartSeries[]): { steps: number; values: number[][]; withEnd: boolean } {
  const rounds = Math.max(0, ...series.map((each) => each.line.cumulative.length));
  const withEnd = series.some((each) => each.line.finalMission + each.line.feat > 0);
  const values = series.map((each) => {
    const cumulative = Array.from(
      { length: rounds },
      (_, index) => each.line.cumulative[index] ?? each.line.cumulative.at(-1) ?? 0,
    );
    return [0, ...cumulative, ...(withEnd ? [each.line.total] : [])];
  });
  return { steps: rounds + 1 + (withEnd ? 1 : 0), values, withEnd };
}

/**
 * Each player's line: in their faction's colour, in seat order. Two players of the same faction
 * would get the same colour; the second line is dashed anyway, and gold tells them apart.
 */
export function chartSeries(
  lines: readonly ScoreLine[],
  seatColours: readonly string[],
  nameOf: (playerId: string) => string,
  neutralColour: string,
): ChartSeries[] {
  const colours = [...seatColours];
  if (colours[0] && colours[0] === colours[1]) colours[1] = 'var(--color-gold)';
  return lines.map((line, index) => ({ line, name: nameOf(line.playerId), colour: colours[index] ?? neutralColour }));
}
