import { Smartphone } from 'lucide-react';
import { Button } from '../../../ui/button';
import { useGameTranslation } from '../i18n';
import { PanelCard } from '../../../ui/panel-card';
import { useGoOnline } from './use-go-online';

/** On a local setup: put the game online now, so the opponent enters their own list on their phone. */
export function OnlineOffer() {
  const { t } = useGameTranslation();
  const { goOnline, busy } = useGoOnline();
  return (
    <PanelCard icon={Smartphone} heading={t('online.offerHeading')} id="online-offer">
      <p className="text-steel">{t('online.offerIntro')}</p>
      <Button variant="secondary" disabled={busy} onClick={() => void goOnline('setup', null)}>
        {t('online.offerButton')}
      </Button>
    </PanelCard>
  );
}
