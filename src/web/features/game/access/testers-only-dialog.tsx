import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../ui/button-styles';
import { Dialog } from '../../../ui/dialog';
import { useGameTranslation } from '../i18n';

/** Spec §2: a dialog titled testers-only, with a cancel button: 'This feature is only available to testers.' */
export function TestersOnlyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useGameTranslation();
  const { t: tCommon } = useTranslation();
  return (
    <Dialog
      open={open}
      title={tCommon('nav.testersOnly')}
      onClose={onClose}
      actions={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t('actions.cancel')}
        </button>
      }
    >
      <p>{t('access.testersOnly')}</p>
    </Dialog>
  );
}
