import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { useAuth } from '../../lib/auth';
import { LinkErrorAlert } from './link-error-alert';
import './i18n';

/**
 * What an e-mail link that brought the reader here did, on whichever page it landed: "Your
 * account is confirmed" once a confirmation link has signed them in, or why the link did not work
 * and how to ask for a new one. The app layout shows it above every page.
 */
export function AccountLinkNotices() {
  const { t } = useTranslation('auth');
  const { accountConfirmed, clearAccountConfirmed, isAuthenticated } = useAuth();

  useEffect(() => {
    if (!accountConfirmed || !isAuthenticated) return;
    toast.success(t('links.confirmed'), { description: t('links.confirmedBody'), id: 'account-confirmed' });
    clearAccountConfirmed();
  }, [accountConfirmed, isAuthenticated, clearAccountConfirmed, t]);

  return <LinkErrorAlert />;
}
