import { useTranslation } from 'react-i18next';
import { ResetPasswordPanel } from '../../features/auth/reset-password-panel';
import '../../features/auth/i18n';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 md:py-12">
      <h1 className="text-3xl">{t('reset.title')}</h1>
      <ResetPasswordPanel />
    </div>
  );
}
