import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../ui/button-styles';
import './i18n';

/** What guests see on the social pages: why to sign in, and the way there. */
export function SocialGuestPrompt() {
  const { t } = useTranslation('social');
  const { pathname } = useLocation();
  return (
    <section className="flex flex-col items-start gap-4 rounded-xl border border-line bg-surface/80 p-6">
      <h2 className="text-xl">{t('common.signInTitle')}</h2>
      <p className="text-steel">{t('common.signInBody')}</p>
      <Link to="/login" state={{ from: pathname }} className={buttonStyles.primary}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('common.signIn')}
      </Link>
    </section>
  );
}
