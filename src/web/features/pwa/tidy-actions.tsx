import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { purgeCandidates, staleAuthKeys } from '../../../domain/storage-policy';
import { clearAppCaches, removeKeys, storageEntries } from '../../lib/browser-caches';
import { environment } from '../../lib/environment';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';

const RELOAD_MS = 1000;

interface TidyAction {
  label: ParseKeys<'pwa'>;
  work: () => Promise<void> | void;
  success: ParseKeys<'pwa'>;
  failure: ParseKeys<'pwa'>;
  thenReload?: boolean;
}

const storedKeys = () => storageEntries().map((entry) => entry.key);

const ACTIONS: TidyAction[] = [
  {
    label: 'performance.clearCaches',
    work: clearAppCaches,
    success: 'performance.toasts.cleared',
    failure: 'performance.toasts.clearFailed',
    thenReload: true,
  },
  {
    label: 'performance.clearAuth',
    work: () => removeKeys(staleAuthKeys(storedKeys(), environment)),
    success: 'performance.toasts.authCleared',
    failure: 'performance.toasts.authFailed',
  },
  {
    label: 'performance.optimise',
    work: () => removeKeys(purgeCandidates(storedKeys())),
    success: 'performance.toasts.optimised',
    failure: 'performance.toasts.clearFailed',
  },
];

/** Clearing the caches (then reloading), stale sign-in data or what can be rebuilt, each saying how it went. */
export function TidyActions({ reload, onTidied }: { reload: () => void; onTidied: () => void }) {
  const { t } = useTranslation('pwa');
  const act = async ({ work, success, failure, thenReload = false }: TidyAction) => {
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
  return (
    <>
      {ACTIONS.map((action) => (
        <Button key={action.label} variant="secondary" onClick={() => void act(action)}>
          {t(action.label)}
        </Button>
      ))}
    </>
  );
}
