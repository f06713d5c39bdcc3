import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Environment } from '../../../../domain/environment';
import {
  environmentResetKeys,
  purgeCandidates,
  staleAuthKeys,
  storageReport,
  type StorageReport,
} from '../../../../domain/storage-policy';
import { clearAppCaches, clearCacheStorage, removeKeys, storageEntries } from '../../../lib/browser-caches';
import { toast } from '../../../ui/toast';

/** Reload delay after clearing or optimising (spec §9). */
export const RELOAD_AFTER_CLEAR_MS = 1000;

/** What this browser stores, and the tools that clean it, each saying how it went in a toast (spec §8). */
export function useStorageTools(environment: Environment, reload: () => void) {
  const { t } = useTranslation('admin');
  const [report, setReport] = useState<StorageReport>(() => storageReport(storageEntries()));
  const [busy, setBusy] = useState(false);
  const refresh = () => setReport(storageReport(storageEntries()));

  const diagnose = () => {
    const entries = storageEntries();
    const current = storageReport(entries);
    setReport(current);
    console.groupCollapsed('Rookery cache diagnostics');
    console.info(current);
    console.table([...entries].sort((a, b) => b.characters - a.characters));
    console.groupEnd();
    toast.info(t('storage.toasts.diagnostics'));
    if (current.health === 'poor') toast.warning(t('storage.toasts.largeCache'));
  };

  const clearStaleAuth = () => {
    try {
      removeKeys(
        staleAuthKeys(
          storageEntries().map((entry) => entry.key),
          environment,
        ),
      );
      toast.success(t('storage.toasts.authCleared'));
    } catch (error) {
      console.error('Clearing stale auth data failed', error);
      toast.error(t('storage.toasts.authFailed'));
    }
    refresh();
  };

  const optimise = async () => {
    setBusy(true);
    try {
      removeKeys(purgeCandidates(storageEntries().map((entry) => entry.key)));
      await clearCacheStorage();
      toast.success(t('storage.toasts.optimised'));
    } catch (error) {
      console.error('Quick optimisation failed', error);
      toast.error(t('storage.toasts.clearFailed'));
    }
    setBusy(false);
    refresh();
  };

  const resetEnvironment = (target: Environment) => {
    try {
      removeKeys(
        environmentResetKeys(
          storageEntries().map((entry) => entry.key),
          target,
        ),
      );
      toast.success(t('storage.toasts.authClearedRefresh'));
    } catch (error) {
      console.error('Resetting storage failed', error);
      toast.error(t('storage.toasts.authFailed'));
    }
    refresh();
  };

  const clearAll = async () => {
    setBusy(true);
    try {
      await clearAppCaches();
      toast.success(t('storage.toasts.allCleared'));
      window.setTimeout(reload, RELOAD_AFTER_CLEAR_MS);
    } catch (error) {
      console.error('Clearing caches failed', error);
      toast.error(t('storage.toasts.clearFailed'));
      setBusy(false);
    }
  };

  return { report, busy, diagnose, clearStaleAuth, optimise, resetEnvironment, clearAll };
}
