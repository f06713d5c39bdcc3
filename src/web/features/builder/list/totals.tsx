import type { ListTotals } from '../../../../domain/army/validate-list';
import { useBuilderTranslation } from '../i18n';

/** Points against the game size, command and units; red when over the limit. */
export function TotalsSummary({ totals, compact = false }: { totals: ListTotals; compact?: boolean }) {
  const { t } = useBuilderTranslation();
  const over = totals.limit !== null && totals.points > totals.limit;
  const percent = totals.limit ? Math.min(100, Math.round((totals.points / totals.limit) * 100)) : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <dl
        className={`grid grid-cols-[repeat(3,auto)] justify-between gap-x-3 gap-y-2 sm:grid-cols-3 sm:gap-2 ${compact ? 'text-sm' : ''}`}
      >
        <div>
          <dt className="text-xs tracking-normal text-steel uppercase sm:tracking-wide">{t('totals.points')}</dt>
          <dd className={`font-display text-lg ${over ? 'text-danger-ink' : 'text-ink'}`} data-testid="points-total">
            {totals.limit === null
              ? totals.points
              : t('totals.pointsOfLimit', { points: totals.points, limit: totals.limit })}
          </dd>
        </div>
        <div>
          <dt className="text-xs tracking-normal text-steel uppercase sm:tracking-wide">{t('totals.command')}</dt>
          <dd className="font-display text-lg text-ink">{totals.command}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-normal text-steel uppercase sm:tracking-wide">{t('totals.units')}</dt>
          <dd className="font-display text-lg text-ink">{totals.units}</dd>
        </div>
      </dl>
      {totals.limit !== null ? (
        <div
          role="meter"
          aria-label={t('totals.meter')}
          aria-valuemin={0}
          aria-valuemax={totals.limit}
          aria-valuenow={totals.points}
          aria-valuetext={t('totals.pointsOfLimit', { points: totals.points, limit: totals.limit })}
          className="h-1.5 overflow-hidden rounded-full bg-night"
        >
          <div className={`h-full ${over ? 'bg-danger' : 'bg-gold'}`} style={{ width: `${percent}%` }} />
        </div>
      ) : null}
    </div>
  );
}
