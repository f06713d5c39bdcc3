import { KeyRound, LogOut } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { useAuthForm } from './use-auth-form';
import { useNewPassword } from './use-new-password';

export function NewPasswordForm() {
  const { t } = useTranslation('auth');
  const { client, endPasswordRecovery, signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [account, setAccount] = useState('');
  const newPassword = useNewPassword();
  const { error, pending, submit: run } = useAuthForm();

  useEffect(() => {
    let active = true;
    void client()
      .then((auth) => auth.getSession())
      .then(({ data }) => {
        if (active) setAccount(data.session?.user.email ?? '');
      });
    return () => {
      active = false;
    };
  }, [client]);

  // Once saved, the form stays busy while the page moves on.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      newPassword.issue,
      async () => {
        const { error: failure } = await (await client()).updateUser({ password: newPassword.password });
        if (failure) throw failure;
        endPasswordRecovery();
        toast.success(t('reset.saved'));
        void navigate('/', { replace: true });
      },
      { settle: 'failure' },
    );
  };

  // Leaving without a new password ends the recovery session: the link has done its one job.
  const leave = async () => {
    setLeaving(true);
    await signOut('local');
    setLeaving(false);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <h2 className="text-xl">{t('reset.newTitle')}</h2>
      {account ? <p className="text-steel">{t('reset.newIntro', { email: account })}</p> : null}
      <p className="text-steel">{t('reset.newHint')}</p>
      <NewPasswordFields account={account} state={newPassword} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="submit" variant="primary" icon={KeyRound} disabled={pending}>
        {pending ? t('reset.saving') : t('reset.save')}
      </Button>
      <Button
        variant="ghost"
        className="self-start"
        icon={LogOut}
        onClick={() => void leave()}
        disabled={pending || leaving}
      >
        {t('reset.cancel')}
      </Button>
    </form>
  );
}
