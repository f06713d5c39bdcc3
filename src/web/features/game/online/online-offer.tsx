import { Smartphone } from 'lucide-react';
import { buttonStyles } from '../../../ui/button-styles';
import { useGameTranslation } from '../i18n';
import { useGoOnline } from './use-go-online';

/** On a local setup: put the game online now, so the opponent enters their own list on their phone. */
export function OnlineOffer() {
  const { t } = useGameTranslation();
  const { goOnline, busy } = useGoOnline();
  return (
    <section
      aria-labelledby="online-offer"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="online-offer" className="flex items-center gap-2 text-xl">
        <Smartphone aria-hidden="true" className="size-5" />
        {t('online.offerHeading')}
      </h2>
      <p className="text-steel">{t('online.offerIntro')}</p>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={busy}
        onClick={() => void goOnline('setup', null)}
      >
        {t('online.offerButton')}
      </button>
    </section>
  );
}
