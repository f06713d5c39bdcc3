import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../ui/button-styles';
import './i18n';

/** In place of the report form for a signed-out reader: why to sign in, and the way there. */
export function ReportSignIn() {
  const { t } = useTranslation('dataReports');
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-steel">{t('signIn.body')}</p>
      <Link to="/login" state={{ from: pathname }} className={buttonStyles.primary}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('signIn.action')}
      </Link>
    </div>
  );
}
