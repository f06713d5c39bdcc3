import { useEffect, useId, useRef, useState } from 'react';
import type { ScoreLine } from '../../../../domain/game/game-view';

export interface ChartSeries {
  line: ScoreLine;
  name: string;
  colour: string;
}

interface ScoreChartProps {
  series: ChartSeries[];
  title: string;
  /** Axis labels: one per round, then the end of the game if it added points. */
  labels: { start: string; round: (round: number) => string; end: string; points: string };
}

const MARGIN = { top: 16, right: 24, bottom: 36, left: 44 };

/** The chart is drawn at the size it is shown, so its text stays 14 px on a phone and on a desktop. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
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

/** Cumulative score by round, drawn as an SVG line chart (no chart library). */
export function ScoreChart({ series, title, labels }: ScoreChartProps) {
  const titleId = useId();
  const descId = useId();
  const { ref, width: WIDTH } = useWidth(600);
  const HEIGHT = Math.round(Math.min(320, Math.max(220, WIDTH * 0.5)));
  const { steps, values, withEnd } = chartPoints(series);
  const max = Math.max(1, ...values.flat());
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (index: number) => MARGIN.left + (steps <= 1 ? 0 : (index / (steps - 1)) * plotWidth);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const xLabel = (index: number) =>
    index === 0 ? labels.start : withEnd && index === steps - 1 ? labels.end : labels.round(index);
  const gridlines = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const description = series.map((each, index) => `${each.name}: ${values[index]!.join(', ')}`).join('; ');

  return (
    <div ref={ref} className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="block h-auto max-w-full"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {gridlines.map((value) => (
          <g key={value}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(value)}
              y2={y(value)}
              stroke="var(--color-line)"
              strokeWidth={1}
            />
            <text
              x={MARGIN.left - 8}
              y={y(value)}
              textAnchor="end"
              dominantBaseline="middle"
              fill="var(--color-steel)"
              fontSize={14}
            >
              {value}
            </text>
          </g>
        ))}
        {Array.from({ length: steps }, (_, index) => (
          <text key={index} x={x(index)} y={HEIGHT - 10} textAnchor="middle" fill="var(--color-steel)" fontSize={14}>
            {xLabel(index)}
          </text>
        ))}
        <text
          x={14}
          y={MARGIN.top + plotHeight / 2}
          transform={`rotate(-90 14 ${MARGIN.top + plotHeight / 2})`}
          textAnchor="middle"
          fill="var(--color-steel)"
          fontSize={13}
        >
          {labels.points}
        </text>
        {series.map((each, seriesIndex) => {
          const points = values[seriesIndex]!.map((value, index) => `${x(index)},${y(value)}`).join(' ');
          return (
            <g key={each.line.playerId}>
              <polyline
                points={points}
                fill="none"
                stroke={each.colour}
                strokeWidth={3}
                strokeLinejoin="round"
                strokeDasharray={seriesIndex === 1 ? '8 5' : undefined}
              />
              {values[seriesIndex]!.map((value, index) => (
                <circle
                  key={index}
                  cx={x(index)}
                  cy={y(value)}
                  r={5}
                  fill={each.colour}
                  stroke="var(--color-night)"
                  strokeWidth={2}
                />
              ))}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
