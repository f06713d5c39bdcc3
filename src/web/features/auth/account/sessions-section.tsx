import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { describeAuthError } from '../auth-errors';
import { FormAlert } from '../form-alert';
import { SettingsSection } from './settings-section';

/** Ends every session of the account, on all devices (logout with scope global). */
export function SessionsSection() {
  const { t } = useTranslation('auth');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOutEverywhere = async () => {
    setPending(true);
    setError(null);
    const { error: failure } = await signOut('global');
    setPending(false);
    if (failure) return setError(describeAuthError(failure, t));
    toast.success(t('sessions.done'));
    void navigate('/');
  };

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
