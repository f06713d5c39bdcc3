import { LogIn, Smartphone, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useAuth, useGuestAccountsAvailable } from '../../../lib/auth';
import { ButtonLink } from '../../../ui/button-link';
import { toast } from '../../../ui/toast';
import { useGameTranslation } from '../i18n';
import { PanelCard } from '../../../ui/panel-card';
import { Button } from '../../../ui/button';

/**
 * /game for guests: a game on this device needs no account; two phones, joining by code and the
 * history of games do, since the server keeps those games. Where the server allows it, a guest
 * can go online at once with an anonymous account (decision 0029) instead of signing in.
 */
export function OnlineSignIn({ joining }: { joining: boolean }) {
  const { t } = useGameTranslation();
  const { ensureAccount } = useAuth();
  const guestAccounts = useGuestAccountsAvailable();
  const [starting, setStarting] = useState(false);
  const playAsGuest = async () => {
    setStarting(true);
    // Once signed in, the page shows the online games in place of this offer.
    if (!(await ensureAccount())) {
      toast.error(t('online.guestFailed'));
      setStarting(false);
    }
  };
  return (
    <PanelCard icon={Smartphone} heading={t('online.offerHeading')} id="online-sign-in">
      <p className="text-steel">{joining ? t('online.signInToJoin') : t('online.signInIntro')}</p>
      {guestAccounts ? <p className="text-steel">{t('online.guestIntro')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {guestAccounts ? (
          <Button variant="primary" disabled={starting} onClick={() => void playAsGuest()}>
            <UserRound aria-hidden="true" className="size-5" />
            {t('online.playAsGuest')}
          </Button>
        ) : null}
        <ButtonLink to="/login" variant="secondary">
          <LogIn aria-hidden="true" className="size-5" />
          {t('access.signIn')}
        </ButtonLink>
      </div>
    </PanelCard>
  );
}
