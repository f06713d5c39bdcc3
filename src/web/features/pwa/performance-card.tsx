import './i18n';
import type { ParseKeys } from 'i18next';
import { Gauge, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import {
  loadTimeBadge,
  purgeCandidates,
  recordLoad,
  showPerformanceCard,
  SLOW_LOAD_MS,
  staleAuthKeys,
  storageReport,
  type CacheHealth,
} from '../../../domain/storage-policy';
import { clearAppCaches, removeKeys, storageEntries } from '../../lib/browser-caches';
import { environment } from '../../lib/environment';
import { useFormat } from '../../lib/format';
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

/** Where the device keeps its latest page load times (not personal: a cache, Clear Cache drops it). */
const LOAD_HISTORY_KEY = 'loadHistory';

function readLoadHistory(): number[] {
  const stored = appStorage.getJson<unknown>(LOAD_HISTORY_KEY);
  return Array.isArray(stored) ? stored.filter((ms): ms is number => typeof ms === 'number') : [];
}

/** Resolves at the visitor's first tap, click or key press on this page. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('pointerdown', done, true);
      window.removeEventListener('keydown', done, true);
      resolve();
    };
    window.addEventListener('pointerdown', done, true);
    window.addEventListener('keydown', done, true);
  });
}

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
  const [loadMs, setLoadMs] = useState<number | null>(null);
  const [recentLoads, setRecentLoads] = useState<number[]>([]);
  const [health, setHealth] = useState<CacheHealth>('checking');
  const [hidden, setHidden] = useState(() => appStorage.getString(HIDDEN_KEY) === 'true');
  const [closed, setClosed] = useState(false);
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    let active = true;
    void firstInteraction().then(() => active && setInteracted(true));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const measure = () => {
      const ms = measuredLoadMs() ?? 0;
      const loads = recordLoad(readLoadHistory(), ms);
      appStorage.setJson(LOAD_HISTORY_KEY, loads);
      setLoadMs(ms);
      setRecentLoads(loads);
      const current = storageReport(storageEntries()).health;
      setHealth(current);
      if (hidden || !showPerformanceCard({ recentLoadsMs: loads, health: current, hiddenPermanently: false })) return;
      if (ms > SLOW_LOAD_MS) toast.warning(t('performance.toasts.slow'));
      if (current === 'poor') toast.warning(t('performance.toasts.large'));
    };
    if (document.readyState === 'complete') setTimeout(measure, 0);
    else window.addEventListener('load', () => setTimeout(measure, 0), { once: true });
    // Measured once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (
    closed ||
    !interacted ||
    loadMs === null ||
    !showPerformanceCard({ recentLoadsMs: recentLoads, health, hiddenPermanently: hidden })
  ) {
    return null;
  }

  const act = async (
    work: () => Promise<void> | void,
    success: ParseKeys<'pwa'>,
    failure: ParseKeys<'pwa'>,
    thenReload = false,
  ) => {
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
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() =>
              void act(clearAppCaches, 'performance.toasts.cleared', 'performance.toasts.clearFailed', true)
            }
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
          <button
            type="button"
            className={`${buttonStyles.ghost} col-span-2`}
            onClick={() => {
              appStorage.setString(HIDDEN_KEY, 'true');
              setHidden(true);
              toast.success(t('performance.toasts.hidden'));
            }}
          >
            {t('performance.hide')}
          </button>
        </div>
      </section>
    </div>
  );
}
