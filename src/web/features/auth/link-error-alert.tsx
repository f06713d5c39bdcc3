import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { FormAlert } from './form-alert';
import './i18n';

/**
 * Says why an e-mail link that brought the reader here did not sign them in. The message is
 * taken from the auth state into this page, so it is not shown again on later pages.
 */
export function LinkErrorAlert() {
  const { t } = useTranslation('auth');
  const { linkError, clearLinkError } = useAuth();
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!linkError) return;
    setShown(linkError);
    clearLinkError();
  }, [linkError, clearLinkError]);
  if (!shown) return null;
  return <FormAlert>{shown === 'otp_expired' ? t('links.expired') : t('links.failed')}</FormAlert>;
}
