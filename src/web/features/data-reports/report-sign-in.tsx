import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../ui/button-link';
import './i18n';

/** In place of the report form for a signed-out reader: why to sign in, and the way there. */
export function ReportSignIn() {
  const { t } = useTranslation('dataReports');
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-steel">{t('signIn.body')}</p>
      <ButtonLink to="/login" state={{ from: pathname }} variant="primary" icon={LogIn}>
        {t('signIn.action')}
      </ButtonLink>
    </div>
  );
}
