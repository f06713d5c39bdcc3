import './i18n';
import { RefreshCw, X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { applyUpdate, dismissUpdate, serviceWorkerState } from '../../lib/service-worker';
import { STORAGE_FULL_EVENT } from '../../lib/storage';
import { buttonStyles } from '../../ui/button-styles';
import { Button } from '../../ui/button';

/** The bottom-right Update Available panel and the app's offline and storage toasts. */
export function AppStatus() {
  const { t } = useTranslation('pwa');
  const state = useSyncExternalStore(serviceWorkerState.subscribe, serviceWorkerState.get, serviceWorkerState.get);

  useEffect(() => {
    if (state.updateAvailable) toast.info(t('update.toast'), { id: 'update-available' });
  }, [state.updateAvailable, t]);
  useEffect(() => {
    if (state.offlineReady) toast.success(t('offlineReady'), { id: 'offline-ready' });
  }, [state.offlineReady, t]);
  useEffect(() => {
    const onFull = () => toast.error(t('storageFull'), { id: 'storage-full' });
    window.addEventListener(STORAGE_FULL_EVENT, onFull);
    return () => window.removeEventListener(STORAGE_FULL_EVENT, onFull);
  }, [t]);

  if (!state.updateAvailable) return null;
  return (
    <section
      aria-labelledby="update-title"
      className="fixed right-3 bottom-3 z-40 w-[calc(100%-1.5rem)] max-w-sm rounded-xl border border-gold/60 bg-surface p-4 shadow-2xl shadow-black/60"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="update-title" className="flex items-center gap-2 text-lg">
          <RefreshCw aria-hidden="true" className="size-5" />
          {t('update.title')}
        </h2>
        <button type="button" className={buttonStyles.icon} aria-label={t('update.close')} onClick={dismissUpdate}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mt-1 text-steel">{t('update.body')}</p>
      <div className="mt-3 flex gap-2">
        <Button variant="primary" onClick={applyUpdate}>
          {t('update.now')}
        </Button>
        <Button variant="secondary" onClick={dismissUpdate}>
          {t('update.later')}
        </Button>
      </div>
    </section>
  );
}
