import './i18n';
import { Gauge, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  loadTimeBadge,
  purgeCandidates,
  showPerformanceCard,
  staleAuthKeys,
  storageReport,
  type CacheHealth,
} from '../../../domain/storage-policy';
import { clearAppCaches, removeKeys, storageEntries } from '../../lib/browser-caches';
import { environment } from '../../lib/environment';
import { appStorage } from '../../lib/storage';
import { buttonStyles } from '../../ui/button-styles';

const HIDDEN_KEY = 'performanceCardHidden';
const RELOAD_MS = 1000;
const BADGE_STYLES = {
  green: 'bg-legal/20 text-legal',
  yellow: 'bg-warn/20 text-warn',
  red: 'bg-danger/30 text-danger-ink',
} as const;

function measuredLoadMs(): number | null {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry && entry.loadEventEnd > 0 ? entry.loadEventEnd : null;
}

/** The bottom-left card offering to tidy browser storage after a slow load or with an unhealthy cache. */
export function PerformanceCard({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('pwa');
  const [loadMs, setLoadMs] = useState<number | null>(null);
  const [health, setHealth] = useState<CacheHealth>('checking');
  const [hidden, setHidden] = useState(() => appStorage.getString(HIDDEN_KEY) === 'true');
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const measure = () => {
      const ms = measuredLoadMs();
      setLoadMs(ms ?? 0);
      const current = storageReport(storageEntries()).health;
      setHealth(current);
      if (hidden) return;
      if ((ms ?? 0) > 3000) toast.warning(t('performance.toasts.slow'));
      if (current === 'poor') toast.warning(t('performance.toasts.large'));
    };
    if (document.readyState === 'complete') setTimeout(measure, 0);
    else window.addEventListener('load', () => setTimeout(measure, 0), { once: true });
  }, [hidden, t]);

  if (closed || loadMs === null || !showPerformanceCard({ loadMs, health, hiddenPermanently: hidden })) return null;

  const act = async (work: () => Promise<void> | void, success: string, failure: string, thenReload = false) => {
    try {
      await work();
      toast.success(t(success));
      if (thenReload) setTimeout(reload, RELOAD_MS);
      setHealth(storageReport(storageEntries()).health);
    } catch (error) {
      console.warn('Storage tidy-up failed', error);
      toast.error(t(failure));
    }
  };
  const speed = loadTimeBadge(loadMs);
  const storedKeys = () => storageEntries().map((entry) => entry.key);

  return (
    <section
      aria-labelledby="performance-title"
      className="fixed bottom-3 left-3 z-40 w-[calc(100%-1.5rem)] max-w-sm rounded-xl border border-line bg-surface p-4 shadow-2xl shadow-black/60"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="performance-title" className="flex items-center gap-2 text-lg">
          <Gauge aria-hidden="true" className="size-5" />
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
          {t('performance.loadTime', { seconds: (loadMs / 1000).toFixed(1), speed: t(`performance.speed.${speed}`) })}
        </span>
        <span className="text-steel">
          {t('performance.health', { health: t(`performance.healthValue.${health}`) })}
        </span>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void act(clearAppCaches, 'performance.toasts.cleared', 'performance.toasts.clearFailed', true)}
        >
          {t('performance.clearCaches')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() =>
            void act(
              () => removeKeys(staleAuthKeys(storedKeys(), environment)),
              'performance.toasts.authCleared',
              'performance.toasts.authFailed',
            )
          }
        >
          {t('performance.clearAuth')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() =>
            void act(
              () => removeKeys(purgeCandidates(storedKeys())),
              'performance.toasts.optimised',
              'performance.toasts.clearFailed',
            )
          }
        >
          {t('performance.optimise')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            console.info('Rookery storage diagnostics', { health, loadMs, entries: storageEntries() });
            toast.info(t('performance.toasts.diagnostics'));
          }}
        >
          {t('performance.diagnostics')}
        </button>
      </div>
      <button
        type="button"
        className={`${buttonStyles.ghost} mt-2 w-full`}
        onClick={() => {
          appStorage.setString(HIDDEN_KEY, 'true');
          setHidden(true);
          toast.success(t('performance.toasts.hidden'));
        }}
      >
        {t('performance.hide')}
      </button>
    </section>
  );
}
