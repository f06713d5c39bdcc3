import { Dices, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { ButtonLink } from '../../ui/button-link';
import { useSignOut } from './use-sign-out';
import './i18n';
import { Button } from '../../ui/button';

/**
 * The landing page's account row (spec §2, §6): Sign Out for members, the 'Signed as Guest'
 * link for guests, Admin for admins, and Play Mode for everyone (decision 0019: when an admin
 * keeps play mode to some, the game pages tell the others what to do).
 */
export function SessionControls() {
  const { t } = useTranslation('session');
  const auth = useAuth();
  const { signOut, signingOut } = useSignOut();

  return (
    <section aria-label={t('accountLabel')} className="flex flex-wrap items-center justify-center gap-3">
      <ButtonLink to="/play" variant="secondary" icon={Dices}>
        {t('playMode')}
      </ButtonLink>
      {auth.isAuthenticated && auth.isAdmin ? (
        <ButtonLink to="/admin" variant="secondary" icon={ShieldCheck}>
          {t('admin')}
        </ButtonLink>
      ) : null}
      {auth.isAnonymous ? (
        // A guest account has no address to sign back in with: invite sign-up, which keeps everything.
        <ButtonLink to="/login?mode=signup" variant="ghost" icon={UserRound} aria-describedby="guest-online-note">
          {t('createAccount')}
        </ButtonLink>
      ) : auth.isAuthenticated ? (
        <Button variant="ghost" icon={LogOut} onClick={() => void signOut()} disabled={signingOut}>
          {signingOut ? t('signingOut') : t('signOut')}
        </Button>
      ) : (
        <ButtonLink to="/login" variant="ghost" icon={UserRound}>
          {t('signedAsGuest')}
        </ButtonLink>
      )}
      {auth.isAnonymous ? (
        <p id="guest-online-note" className="w-full text-center text-sm text-steel">
          {t('guestOnline')}
        </p>
      ) : null}
    </section>
  );
}
