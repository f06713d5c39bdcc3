import { useId } from 'react';
import { chartPoints, niceStep, type ChartSeries } from './chart-points';
import { useWidth } from './use-width';

interface ScoreChartProps {
  series: ChartSeries[];
  title: string;
  /** Axis labels: one per round, then the end of the game if it added points. */
  labels: { start: string; round: (round: number) => string; end: string; points: string };
}

const MARGIN = { top: 16, right: 24, bottom: 36, left: 44 };

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
