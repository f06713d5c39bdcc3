import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { purgeCandidates, staleAuthKeys } from '../../../domain/storage-policy';
import { clearAppCaches, removeKeys, storageEntries } from '../../lib/browser-caches';
import { environment } from '../../lib/environment';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast';

const RELOAD_MS = 1000;

/** Clearing the caches (then reloading), stale sign-in data or what can be rebuilt, each saying how it went. */
export function TidyActions({ reload, onTidied }: { reload: () => void; onTidied: () => void }) {
  const { t } = useTranslation('pwa');
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
      onTidied();
    } catch (error) {
      console.warn('Storage tidy-up failed', error);
      toast.error(t(failure));
    }
  };
  const storedKeys = () => storageEntries().map((entry) => entry.key);
  return (
    <>
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
    </>
  );
}
