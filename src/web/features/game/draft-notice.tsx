import { SetAsideDraftNotice } from '../../ui/set-aside-draft-notice';
import { useGameTranslation } from './i18n';

const NAMES = ['gameSetup', 'gameText'] as const;

/** Says so when setup or notes kept on this device could not be read, and offers them to download. */
export function GameDraftNotice() {
  const { t } = useGameTranslation();
  const texts = {
    title: t('draft.setAsideTitle'),
    body: t('draft.setAsideBody'),
    download: t('draft.download'),
    discard: t('draft.discard'),
  };
  return <SetAsideDraftNotice names={NAMES} texts={texts} />;
}
