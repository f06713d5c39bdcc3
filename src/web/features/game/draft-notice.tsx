import { SetAsideDraftNotice } from '../../ui/set-aside-draft-notice';
import { useGameTranslation } from './i18n';

const NAMES = ['gameSetup', 'gameText'] as const;

/** Says so when setup or notes kept on this device could not be read, and offers them to download. */
export function GameDraftNotice() {
  const { t } = useGameTranslation();
  return <SetAsideDraftNotice names={NAMES} title={t('draft.setAsideTitle')} body={t('draft.setAsideBody')} />;
}
