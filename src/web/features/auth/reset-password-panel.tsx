import { useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { RequestResetForm } from './request-reset-form';
import { NewPasswordForm } from './new-password-form';
import './i18n';

/**
 * /reset-password: ask for a reset link; after following it (auth-js reports
 * PASSWORD_RECOVERY, and the layout sends every page here until it is done), choose the new
 * password. A link that did not work is explained above the page (LinkErrorAlert in the layout).
 */
export function ResetPasswordPanel() {
  const { passwordRecovery, isAuthenticated, client } = useAuth();
  useEffect(() => {
    void client().catch(() => {});
  }, [client]);
  return (
    <div className="flex flex-col gap-6">
      {passwordRecovery && isAuthenticated ? <NewPasswordForm /> : <RequestResetForm />}
    </div>
  );
}
