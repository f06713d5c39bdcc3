import { Download, Trash2 } from 'lucide-react';
import { useSetAsideDraft } from '../lib/drafts';
import { ActionNotice } from './action-notice';
import { buttonStyles } from './button-styles';

export interface SetAsideDraftTexts {
  title: string;
  body: string;
  download: string;
  discard: string;
}

/**
 * Says so when work kept on this device could not be read and was set aside, and offers its text
 * to download or to throw away. Nothing shows while no draft of these names is set aside.
 */
export function SetAsideDraftNotice({
  names,
  texts,
}: {
  names: Parameters<typeof useSetAsideDraft>[0];
  texts: SetAsideDraftTexts;
}) {
  const setAside = useSetAsideDraft(names);
  if (!setAside.name) return null;
  return (
    <ActionNotice
      title={texts.title}
      actions={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={setAside.download}>
            <Download aria-hidden="true" className="size-4" />
            {texts.download}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={setAside.discard}>
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.discard}
          </button>
        </>
      }
    >
      <p>{texts.body}</p>
    </ActionNotice>
  );
}
