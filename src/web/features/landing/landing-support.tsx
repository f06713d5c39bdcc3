import { Coffee, Heart, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../ui/button-styles';

export function LandingSupport({ contactEmail, supportUrl }: { contactEmail: string; supportUrl?: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 text-center">
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/about#support" className={buttonStyles.secondary}>
          <Heart aria-hidden="true" className="size-4 text-danger-ink" />
          {t('landing.supportLink')}
        </Link>
        {supportUrl ? (
          <a href={supportUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>
            <Coffee aria-hidden="true" className="size-4" />
            {t('landing.buyCoffee')}
          </a>
        ) : (
          <Link to="/about#support" className={buttonStyles.secondary}>
            <Coffee aria-hidden="true" className="size-4" />
            {t('landing.buyCoffee')}
          </Link>
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
