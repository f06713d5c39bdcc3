import { Activity, Eraser, KeyRound, RotateCcw, Trash2, Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../ui/toast';
import type { Environment } from '../../../../domain/environment';
import {
  environmentResetKeys,
  purgeCandidates,
  staleAuthKeys,
  storageReport,
  type StorageIssue,
  type StorageReport,
} from '../../../../domain/storage-policy';
import { clearAppCaches, clearCacheStorage, removeKeys, storageEntries } from '../../../lib/browser-caches';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { AdminPanel, StatusPill } from '../admin-panel';
import '../i18n';

/** Reload delay after clearing or optimising (spec §9). */
export const RELOAD_AFTER_CLEAR_MS = 1000;

/** The environments whose storage the panel offers to reset. */
type ResettableEnvironment = Exclude<Environment, 'local'>;
type Confirm = { kind: 'reset'; environment: ResettableEnvironment } | { kind: 'clear-all' };

const ISSUE_TEXTS = {
  'storage.too_large': 'storage.issues.too_large',
  'storage.too_many_keys': 'storage.issues.too_many_keys',
  'storage.too_many_auth_keys': 'storage.issues.too_many_auth_keys',
} as const satisfies Record<StorageIssue, ParseKeys<'admin'>>;

function Tool({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-night/60 p-3 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-col gap-0.5">
        <h3 className="font-sans text-base font-semibold text-ink">{title}</h3>
        <p className="text-sm text-steel">{body}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{children}</div>
    </li>
  );
}

/**
 * Cache and storage tools for this browser, with the spec's toasts (§8): diagnostics, stale
 * sign-in data, a quick optimisation, a reset of one environment's storage and a full clear.
 */
export function StorageToolsPanel({
  environment,
  reload = () => window.location.reload(),
}: {
  environment: Environment;
  reload?: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const [report, setReport] = useState<StorageReport>(() => storageReport(storageEntries()));
  const [confirm, setConfirm] = useState<Confirm | null>(null);
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

  const confirmed = () => {
    const current = confirm;
    setConfirm(null);
    if (current?.kind === 'reset') resetEnvironment(current.environment);
    if (current?.kind === 'clear-all') void clearAll();
  };
  const ownEnvironment = environment === 'preview' ? 'preview' : 'production';

  return (
    <AdminPanel title={t('storage.title')} intro={t('storage.intro')}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[
          [
            t('storage.health'),
            <StatusPill key="h" tone={report.health === 'good' ? 'good' : 'bad'}>
              {t(`storage.healthStates.${report.health}`)}
            </StatusPill>,
          ],
          [t('storage.keys'), format.number(report.keyCount)],
          [t('storage.authKeys'), format.number(report.authKeyCount)],
          [t('storage.size'), t('storage.kb', { value: format.number(report.characters / 1024, { max: 1 }) })],
        ].map(([label, value], index) => (
          <div key={index} className="flex flex-col gap-1 rounded-lg border border-line bg-night/60 p-3">
            <dt className="text-sm text-steel">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {report.issues.length ? (
        <ul className="list-disc pl-6 text-warn">
          {report.issues.map((issue) => (
            <li key={issue}>{t(ISSUE_TEXTS[issue])}</li>
          ))}
        </ul>
      ) : null}
      <ul className="flex flex-col gap-3">
        <Tool title={t('storage.diagnose.title')} body={t('storage.diagnose.body')}>
          <button type="button" className={buttonStyles.secondary} onClick={diagnose}>
            <Activity aria-hidden="true" className="size-4" />
            {t('storage.diagnose.action')}
          </button>
        </Tool>
        <Tool title={t('storage.staleAuth.title')} body={t('storage.staleAuth.body')}>
          <button type="button" className={buttonStyles.secondary} onClick={clearStaleAuth}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('storage.staleAuth.action')}
          </button>
        </Tool>
        <Tool title={t('storage.optimise.title')} body={t('storage.optimise.body')}>
          <button type="button" className={buttonStyles.secondary} onClick={() => void optimise()} disabled={busy}>
            <Zap aria-hidden="true" className="size-4" />
            {t('storage.optimise.action')}
          </button>
        </Tool>
        <Tool title={t('storage.reset.title')} body={t('storage.reset.body')}>
          {(['production', 'preview'] as const).map((target) => (
            <button
              key={target}
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setConfirm({ kind: 'reset', environment: target })}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t(`storage.reset.${target}`)}
            </button>
          ))}
        </Tool>
        <Tool title={t('storage.clearAll.title')} body={t('storage.clearAll.body')}>
          <button
            type="button"
            className={buttonStyles.danger}
            onClick={() => setConfirm({ kind: 'clear-all' })}
            disabled={busy}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('storage.clearAll.action')}
          </button>
        </Tool>
      </ul>
      <Dialog
        open={confirm !== null}
        title={confirm?.kind === 'reset' ? t(`storage.reset.${confirm.environment}`) : t('storage.clearAll.title')}
        onClose={() => setConfirm(null)}
        actions={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirm(null)}>
              {t('common.cancel')}
            </button>
            <button type="button" className={buttonStyles.danger} onClick={confirmed}>
              <Eraser aria-hidden="true" className="size-4" />
              {t('common.continue')}
            </button>
          </>
        }
      >
        <p>
          {confirm?.kind === 'clear-all'
            ? tCommon('cache.confirm')
            : confirm?.environment === ownEnvironment
              ? t('storage.reset.confirmOwn')
              : t('storage.reset.confirmOther')}
        </p>
      </Dialog>
    </AdminPanel>
  );
}
