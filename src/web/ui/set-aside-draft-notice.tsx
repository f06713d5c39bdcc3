import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSetAsideDraft } from '../lib/drafts';
import { ActionNotice } from './action-notice';
import { Button } from './button';

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
          <Button variant="secondary" icon={Download} onClick={setAside.download}>
            {t('setAsideDraft.download')}
          </Button>
          <Button variant="ghost" icon={Trash2} onClick={setAside.discard}>
            {t('setAsideDraft.discard')}
          </Button>
        </>
      }
    >
      <p>{body}</p>
    </ActionNotice>
  );
}
