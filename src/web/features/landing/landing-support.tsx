import { Coffee, Heart, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../ui/button-styles';
import { ButtonLink } from '../../ui/button-link';

export function LandingSupport({ contactEmail, supportUrl }: { contactEmail: string; supportUrl?: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 text-center">
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/about#support" variant="secondary">
          <Heart aria-hidden="true" className="size-4 text-danger-ink" />
          {t('landing.supportLink')}
        </ButtonLink>
        {supportUrl ? (
          <a href={supportUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>
            <Coffee aria-hidden="true" className="size-4" />
            {t('landing.buyCoffee')}
          </a>
        ) : (
          <ButtonLink to="/about#support" variant="secondary" icon={Coffee}>
            {t('landing.buyCoffee')}
          </ButtonLink>
        )}
      </div>
      <p className="text-steel">
        {t('landing.feedback')}{' '}
        <a href={`mailto:${contactEmail}`} className="inline-flex items-center gap-1 font-semibold">
          <Mail aria-hidden="true" className="size-4" />
          {t('landing.contactLink')}
        </a>
      </p>
    </section>
  );
}
