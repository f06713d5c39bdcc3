import { SetAsideDraftNotice } from '../../../ui/set-aside-draft-notice';
import { useBuilderTranslation } from '../i18n';

const NAMES = ['builder'] as const;

/** Says so when the list kept on this device could not be read, and offers its text to download. */
export function BuilderDraftNotice() {
  const { t } = useBuilderTranslation();
  return <SetAsideDraftNotice names={NAMES} title={t('draft.setAsideTitle')} body={t('draft.setAsideBody')} />;
}
