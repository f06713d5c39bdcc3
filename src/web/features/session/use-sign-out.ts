import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { useAuth } from '../../lib/auth';
import './i18n';

/** Signs out on this device with the spec's toasts, then goes to / (spec §2, §8). */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation('session');
  const [signingOut, setSigningOut] = useState(false);

  const run = async () => {
    setSigningOut(true);
    const { error } = await signOut('local');
    setSigningOut(false);
    if (error) {
      console.warn('Sign-out failed', error);
      toast.error(t('signOutFailed'));
      return;
    }
    toast.success(t('signedOut'));
    void navigate('/');
  };

  return { signOut: run, signingOut };
}
