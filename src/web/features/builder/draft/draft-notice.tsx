import { Download, Trash2 } from 'lucide-react';
import { useSetAsideDraft } from '../../../lib/drafts';
import { ActionNotice } from '../../../ui/action-notice';
import { buttonStyles } from '../../../ui/button-styles';
import { useBuilderTranslation } from '../i18n';

const NAMES = ['builder'] as const;

/** Says so when the list kept on this device could not be read, and offers its text to download. */
export function BuilderDraftNotice() {
  const { t } = useBuilderTranslation();
  const setAside = useSetAsideDraft(NAMES);
  if (!setAside.name) return null;
  return (
    <ActionNotice
      title={t('draft.setAsideTitle')}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={setAside.download}>
            <Download aria-hidden="true" className="size-4" />
            {t('draft.download')}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={setAside.discard}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('draft.discard')}
          </button>
        </>
      }
    >
      <p>{t('draft.setAsideBody')}</p>
    </ActionNotice>
  );
}
