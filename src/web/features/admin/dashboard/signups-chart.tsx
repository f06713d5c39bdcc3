import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { niceMaximum, type DayCount } from '../../../../domain/admin/signup-series';
import '../i18n';

const WIDTH = 420;
const HEIGHT = 180;
const PAD = { top: 14, right: 6, bottom: 26, left: 30 };

/** Sign-ups per day as a small bar chart drawn in SVG, with the same figures in a table for screen readers. */
export function SignupsChart({ series }: { series: DayCount[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const captionId = useId();
  const max = niceMaximum(series.map((entry) => entry.count));
  const total = series.reduce((sum, entry) => sum + entry.count, 0);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(series.length, 1);
  const barWidth = Math.max(4, slot * 0.62);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;

  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={captionId} className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{t('stats.chartTitle', { days: series.length })}</span>
        <span className="text-sm text-steel">{t('stats.chartTotal', { count: total })}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={captionId} className="h-auto w-full">
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-line"
              strokeDasharray={tick ? '3 4' : undefined}
            />
            <text x={PAD.left - 6} y={y(tick)} dy="0.35em" textAnchor="end" className="fill-steel text-[13px]">
              {format.number(tick, { max: 1 })}
            </text>
          </g>
        ))}
        {series.map((entry, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          const top = y(entry.count);
          return (
            <g key={entry.day}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(0, PAD.top + plotHeight - top)}
                rx={2}
                className="fill-gold"
              >
                <title>{`${format.calendarDate(entry.day, 'medium')}: ${format.number(entry.count)}`}</title>
              </rect>
              {(series.length - 1 - index) % 2 === 0 || series.length <= 10 ? (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-steel text-[13px]">
                  {format.calendarDate(entry.day, 'day')}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{t('stats.chartTitle', { days: series.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.day')}</th>
            <th scope="col">{t('stats.signups')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{format.calendarDate(entry.day, 'medium')}</th>
              <td>{format.number(entry.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
