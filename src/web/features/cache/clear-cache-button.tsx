import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { clearAppCaches } from '../../lib/browser-caches';

/** Reload delay after clearing (spec §9). */
export const RELOAD_AFTER_CLEAR_MS = 1000;

type ClearState = 'idle' | 'confirming' | 'clearing';

export function ClearCacheButton({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ClearState>('idle');

  const clear = async () => {
    setState('clearing');
    try {
      await clearAppCaches();
      toast.success(t('cache.cleared'));
      setTimeout(reload, RELOAD_AFTER_CLEAR_MS);
    } catch (error) {
      console.error('Clearing caches failed', error);
      toast.error(t('cache.failed'));
      setState('idle');
    }
  };

  return (
    <>
      <Button variant="danger" icon={Trash2} onClick={() => setState('confirming')} disabled={state === 'clearing'}>
        {state === 'clearing' ? t('cache.clearing') : t('cache.clear')}
      </Button>
      <Dialog
        open={state === 'confirming'}
        title={t('cache.confirmTitle')}
        onClose={() => setState((current) => (current === 'confirming' ? 'idle' : current))}
        actions={
          <>
            <Button variant="secondary" onClick={() => setState('idle')}>
              {t('cache.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void clear()}>
              {t('cache.continue')}
            </Button>
          </>
        }
      >
        <p>{t('cache.confirm')}</p>
      </Dialog>
    </>
  );
}
