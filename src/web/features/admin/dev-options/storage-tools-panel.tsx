import { Activity, Eraser, KeyRound, RotateCcw, Trash2, Zap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Environment } from '../../../../domain/environment';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { AdminPanel } from '../admin-panel';
import { StorageSummary, Tool } from './storage-summary';
import { useStorageTools } from './use-storage-tools';
import '../i18n';

export { RELOAD_AFTER_CLEAR_MS } from './use-storage-tools';

/** The environments whose storage the panel offers to reset. */
type ResettableEnvironment = Exclude<Environment, 'local'>;
type Confirm = { kind: 'reset'; environment: ResettableEnvironment } | { kind: 'clear-all' };

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
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const { report, busy, diagnose, clearStaleAuth, optimise, resetEnvironment, clearAll } = useStorageTools(
    environment,
    reload,
  );

  const confirmed = () => {
    const current = confirm;
    setConfirm(null);
    if (current?.kind === 'reset') resetEnvironment(current.environment);
    if (current?.kind === 'clear-all') void clearAll();
  };
  const ownEnvironment = environment === 'preview' ? 'preview' : 'production';

  return (
    <AdminPanel title={t('storage.title')} intro={t('storage.intro')}>
      <StorageSummary report={report} />
      <ul className="flex flex-col gap-3">
        <Tool title={t('storage.diagnose.title')} body={t('storage.diagnose.body')}>
          <Button variant="secondary" icon={Activity} onClick={diagnose}>
            {t('storage.diagnose.action')}
          </Button>
        </Tool>
        <Tool title={t('storage.staleAuth.title')} body={t('storage.staleAuth.body')}>
          <Button variant="secondary" icon={KeyRound} onClick={clearStaleAuth}>
            {t('storage.staleAuth.action')}
          </Button>
        </Tool>
        <Tool title={t('storage.optimise.title')} body={t('storage.optimise.body')}>
          <Button variant="secondary" icon={Zap} onClick={() => void optimise()} disabled={busy}>
            {t('storage.optimise.action')}
          </Button>
        </Tool>
        <Tool title={t('storage.reset.title')} body={t('storage.reset.body')}>
          {(['production', 'preview'] as const).map((target) => (
            <Button
              key={target}
              variant="secondary"
              icon={RotateCcw}
              onClick={() => setConfirm({ kind: 'reset', environment: target })}
            >
              {t(`storage.reset.${target}`)}
            </Button>
          ))}
        </Tool>
        <Tool title={t('storage.clearAll.title')} body={t('storage.clearAll.body')}>
          <Button variant="danger" icon={Trash2} onClick={() => setConfirm({ kind: 'clear-all' })} disabled={busy}>
            {t('storage.clearAll.action')}
          </Button>
        </Tool>
      </ul>
      <Dialog
        open={confirm !== null}
        title={confirm?.kind === 'reset' ? t(`storage.reset.${confirm.environment}`) : t('storage.clearAll.title')}
        onClose={() => setConfirm(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" icon={Eraser} onClick={confirmed}>
              {t('common.continue')}
            </Button>
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
