import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../ui/button-link';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p aria-hidden="true" className="font-display text-7xl text-gold/60">
        404
      </p>
      <h1 className="text-3xl">{t('notFound.title')}</h1>
      <p className="text-steel">{t('notFound.body', { path: pathname })}</p>
      <ButtonLink to="/" variant="primary" icon={House}>
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}
