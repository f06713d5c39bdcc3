import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { FormAlert } from '../form-alert';
import { useAuthForm } from '../use-auth-form';
import { SettingsSection } from './settings-section';

/** Ends every session of the account, on all devices (logout with scope global). */
export function SessionsSection() {
  const { t } = useTranslation('auth');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { error, pending, submit: run } = useAuthForm();

  const signOutEverywhere = () =>
    run(null, async () => {
      const { error: failure } = await signOut('global');
      if (failure) throw failure;
      toast.success(t('sessions.done'));
      void navigate('/');
    });

  return (
    <SettingsSection title={t('sessions.title')} intro={t('sessions.intro')}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button
        variant="secondary"
        className="self-start"
        icon={LogOut}
        onClick={() => void signOutEverywhere()}
        disabled={pending}
      >
        {t('sessions.everywhere')}
      </Button>
    </SettingsSection>
  );
}
