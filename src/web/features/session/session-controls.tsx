import { Dices, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { buttonStyles } from '../../ui/button-styles';
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
      <Link to="/play" className={buttonStyles.secondary}>
        <Dices aria-hidden="true" className="size-4" />
        {t('playMode')}
      </Link>
      {auth.isAuthenticated && auth.isAdmin ? (
        <Link to="/admin" className={buttonStyles.secondary}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('admin')}
        </Link>
      ) : null}
      {auth.isAnonymous ? (
        // A guest account has no address to sign back in with: invite sign-up, which keeps everything.
        <Link to="/login?mode=signup" className={buttonStyles.ghost} aria-describedby="guest-online-note">
          <UserRound aria-hidden="true" className="size-4" />
          {t('createAccount')}
        </Link>
      ) : auth.isAuthenticated ? (
        <Button variant="ghost" icon={LogOut} onClick={() => void signOut()} disabled={signingOut}>
          {signingOut ? t('signingOut') : t('signOut')}
        </Button>
      ) : (
        <Link to="/login" className={buttonStyles.ghost}>
          <UserRound aria-hidden="true" className="size-4" />
          {t('signedAsGuest')}
        </Link>
      )}
      {auth.isAnonymous ? (
        <p id="guest-online-note" className="w-full text-center text-sm text-steel">
          {t('guestOnline')}
        </p>
      ) : null}
    </section>
  );
}
