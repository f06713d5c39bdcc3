import './i18n';
import { Gauge, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { loadTimeBadge, showPerformanceCard, storageReport } from '../../../domain/storage-policy';
import { storageEntries } from '../../lib/browser-caches';
import { useFormat } from '../../lib/format';
import { appStorage } from '../../lib/storage';
import { buttonStyles } from '../../ui/button-styles';
import { TidyActions } from './tidy-actions';
import { usePageLoad } from './use-page-load';
import { Button } from '../../ui/button';

const HIDDEN_KEY = 'performanceCardHidden';
const BADGE_STYLES = {
  green: 'bg-legal/20 text-legal',
  yellow: 'bg-warn/20 text-warn',
  red: 'bg-danger/30 text-danger-ink',
} as const;

/**
 * The card offering to tidy browser storage on a device that keeps loading slowly or whose cache
 * is unhealthy (never on a first visit: see showPerformanceCard). It sits at the top of the page,
 * in the flow, rather than floating over controls (issue 21), and appears only once the visitor
 * first interacts: the page's own content is then what painted largest, and the card moving
 * content down right after an input is not an unexpected shift (issue 14).
 */
export function PerformanceCard({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('pwa');
  const format = useFormat();
  const [hidden, setHidden] = useState(() => appStorage.getString(HIDDEN_KEY) === 'true');
  const [closed, setClosed] = useState(false);
  const { loadMs, recentLoads, health, setHealth, interacted } = usePageLoad(hidden);

  if (
    closed ||
    !interacted ||
    loadMs === null ||
    !showPerformanceCard({ recentLoadsMs: recentLoads, health, hiddenPermanently: hidden })
  ) {
    return null;
  }

  const speed = loadTimeBadge(loadMs);

  return (
    <div className="mx-auto w-full max-w-6xl px-2 pt-3 md:px-4">
      <section aria-labelledby="performance-title" className="rounded-xl border border-line bg-surface p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id="performance-title" className="flex items-center gap-2 text-lg">
            <Gauge aria-hidden="true" className="size-5 shrink-0" />
            {t('performance.title')}
          </h2>
          <button
            type="button"
            className={buttonStyles.icon}
            aria-label={t('performance.close')}
            onClick={() => setClosed(true)}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span data-speed={speed} className={`rounded-full px-2 py-0.5 font-semibold ${BADGE_STYLES[speed]}`}>
            {t('performance.loadTime', {
              seconds: format.number(loadMs / 1000, { min: 1, max: 1 }),
              speed: t(`performance.speed.${speed}`),
            })}
          </span>
          <span className="text-steel">
            {t('performance.health', { health: t(`performance.healthValue.${health}`) })}
          </span>
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2 md:flex md:flex-wrap">
          <TidyActions reload={reload} onTidied={() => setHealth(storageReport(storageEntries()).health)} />
          <Button
            variant="secondary"
            onClick={() => {
              console.info('Rookery storage diagnostics', { health, loadMs, entries: storageEntries() });
              toast.info(t('performance.toasts.diagnostics'));
            }}
          >
            {t('performance.diagnostics')}
          </Button>
          <Button
            variant="ghost"
            className="col-span-2"
            onClick={() => {
              appStorage.setString(HIDDEN_KEY, 'true');
              setHidden(true);
              toast.success(t('performance.toasts.hidden'));
            }}
          >
            {t('performance.hide')}
          </Button>
        </div>
      </section>
    </div>
  );
}
