import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSetAsideDraft } from '../lib/drafts';
import { ActionNotice } from './action-notice';
import { buttonStyles } from './button-styles';

/**
 * Says so when work kept on this device could not be read and was set aside, and offers its text
 * to download or to throw away. Nothing shows while no draft of these names is set aside.
 */
export function SetAsideDraftNotice({
  names,
  title,
  body,
}: {
  names: Parameters<typeof useSetAsideDraft>[0];
  title: string;
  body: string;
}) {
  const { t } = useTranslation();
  const setAside = useSetAsideDraft(names);
  if (!setAside.name) return null;
  return (
    <ActionNotice
      title={title}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={setAside.download}>
            <Download aria-hidden="true" className="size-4" />
            {t('setAsideDraft.download')}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={setAside.discard}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('setAsideDraft.discard')}
          </button>
        </>
      }
    >
      <p>{body}</p>
    </ActionNotice>
  );
}
