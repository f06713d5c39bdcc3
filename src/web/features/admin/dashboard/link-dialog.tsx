import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { CopyField } from './copy-field';
import type { GeneratedLink } from './use-user-actions';
import { userName } from './user-name';
import '../i18n';

/** Shows a freshly made sign-in or recovery link and its code, for the admin to hand over. */
export function LinkDialog({ generated, onClose }: { generated: GeneratedLink | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={generated !== null}
      title={generated?.type === 'recovery' ? t('links.recoveryTitle') : t('links.signInTitle')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {generated ? (
        <div className="flex flex-col gap-4">
          <p>{t('links.body', { name: userName(generated.user), email: generated.user.email ?? '' })}</p>
          <CopyField label={t('links.link')} value={generated.link} />
          <CopyField label={t('links.code')} value={generated.code} monospace />
        </div>
      ) : null}
    </Dialog>
  );
}
