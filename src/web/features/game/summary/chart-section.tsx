import { useGameTranslation } from '../i18n';
import type { ChartSeries } from './chart-points';
import { ScoreChart } from './score-chart';
import { PanelCard } from '../../../ui/panel-card';

/** The score chart under its heading, with a legend of each player's line. */
export function ChartSection({ series }: { series: ChartSeries[] }) {
  const { t } = useGameTranslation();
  return (
    <PanelCard heading={t('summary.chartTitle')}>
      <ScoreChart
        series={series}
        title={t('summary.chartTitle')}
        labels={{
          start: t('summary.chartStart'),
          round: (round) => t('scoring.roundShort', { round }),
          end: t('summary.chartEnd'),
          points: t('summary.chartPoints'),
        }}
      />
      <ul className="flex flex-wrap gap-4">
        {series.map((each, index) => (
          <li key={each.line.playerId} className="flex items-center gap-2">
            <svg viewBox="0 0 32 8" className="h-2 w-8" aria-hidden="true">
              <line
                x1="0"
                x2="32"
                y1="4"
                y2="4"
                stroke={each.colour}
                strokeWidth="4"
                strokeDasharray={index === 1 ? '8 5' : undefined}
              />
            </svg>
            {each.name}
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}
