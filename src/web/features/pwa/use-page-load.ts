import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  recordLoad,
  showPerformanceCard,
  SLOW_LOAD_MS,
  storageReport,
  type CacheHealth,
} from '../../../domain/storage-policy';
import { storageEntries } from '../../lib/browser-caches';
import { appStorage } from '../../lib/storage';
import { toast } from '../../ui/toast';
import { firstInteraction, LOAD_HISTORY_KEY, measuredLoadMs, readLoadHistory } from './load-history';

/**
 * This page's load time (kept with the latest ones) and the cache's health, measured once the page
 * has loaded, with a warning toast when the card would show; and whether the visitor has interacted.
 */
export function usePageLoad(hidden: boolean) {
  const { t } = useTranslation('pwa');
  const [loadMs, setLoadMs] = useState<number | null>(null);
  const [recentLoads, setRecentLoads] = useState<number[]>([]);
  const [health, setHealth] = useState<CacheHealth>('checking');
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

  return { loadMs, recentLoads, health, setHealth, interacted };
}
