import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth';
import { ButtonLink } from '../../ui/button-link';
import './i18n';

/**
 * What guests see on the social pages: why to sign in, and the way there. A guest with an
 * anonymous account is invited to create an account instead (decision 0029): it keeps their lists.
 */
export function SocialGuestPrompt() {
  const { t } = useTranslation('social');
  const { pathname } = useLocation();
  const { isAnonymous } = useAuth();
  if (isAnonymous) {
    return (
      <section className="flex flex-col items-start gap-4 rounded-xl border border-line bg-surface/80 p-6">
        <h2 className="text-xl">{t('common.guestAccountTitle')}</h2>
        <p className="text-steel">{t('common.guestAccountBody')}</p>
        <ButtonLink to="/login?mode=signup" variant="primary" icon={UserPlus}>
          {t('common.createAccount')}
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className="flex flex-col items-start gap-4 rounded-xl border border-line bg-surface/80 p-6">
      <h2 className="text-xl">{t('common.signInTitle')}</h2>
      <p className="text-steel">{t('common.signInBody')}</p>
      <ButtonLink to="/login" state={{ from: pathname }} variant="primary" icon={LogIn}>
        {t('common.signIn')}
      </ButtonLink>
    </section>
  );
}

/** In place of a member-only action (add friend, message, comment), for a guest with an anonymous account. */
export function AnonymousInvite() {
  const { t } = useTranslation('social');
  return (
    <p className="text-sm text-steel">
      {t('common.guestActionsHint')}{' '}
      <Link to="/login?mode=signup" className="font-semibold text-gold underline">
        {t('common.createAccount')}
      </Link>
    </p>
  );
}
