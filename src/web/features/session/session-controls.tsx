import { Dices, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/dialog';
import { useSignOut } from './use-sign-out';
import './i18n';

/**
 * The landing page's account row (spec §2, §6): Sign Out for members, the 'Signed as Guest'
 * link for guests, Admin for admins, and Play Mode for testers, admins or preview (never guests);
 * anyone else gets the testers-only dialog.
 */
export function SessionControls({ isPreview }: { isPreview: boolean }) {
  const { t } = useTranslation('session');
  const auth = useAuth();
  const { signOut, signingOut } = useSignOut();
  const [testersOnly, setTestersOnly] = useState(false);
  const mayPlay = !auth.isGuest && (auth.isTester || auth.isAdmin || isPreview);

  return (
    <section aria-label={t('accountLabel')} className="flex flex-wrap items-center justify-center gap-3">
      {mayPlay ? (
        <Link to="/play" className={buttonStyles.secondary}>
          <Dices aria-hidden="true" className="size-4" />
          {t('playMode')}
        </Link>
      ) : (
        <button type="button" className={buttonStyles.secondary} onClick={() => setTestersOnly(true)}>
          <Dices aria-hidden="true" className="size-4" />
          {t('playMode')}
        </button>
      )}
      {auth.isAuthenticated && auth.isAdmin ? (
        <Link to="/admin" className={buttonStyles.secondary}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('admin')}
        </Link>
      ) : null}
      {auth.isAuthenticated ? (
        <button type="button" className={buttonStyles.ghost} onClick={() => void signOut()} disabled={signingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {signingOut ? t('signingOut') : t('signOut')}
        </button>
      ) : (
        <Link to="/login" className={buttonStyles.ghost}>
          <UserRound aria-hidden="true" className="size-4" />
          {t('signedAsGuest')}
        </Link>
      )}
      <Dialog
        open={testersOnly}
        title={t('testersOnlyTitle')}
        onClose={() => setTestersOnly(false)}
        actions={
          <button type="button" className={buttonStyles.secondary} onClick={() => setTestersOnly(false)}>
            {t('cancel')}
          </button>
        }
      >
        <p>{t('testersOnlyMessage')}</p>
      </Dialog>
    </section>
  );
}
