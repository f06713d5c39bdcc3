import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { codeIssue, normaliseCode } from '../../../../domain/auth/credentials';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { authErrorCode } from '../auth-errors';
import { CodeField } from '../code-field';
import { FormAlert } from '../form-alert';
import { NewPasswordFields } from '../new-password-fields';
import { useAuthForm } from '../use-auth-form';
import { useNewPassword } from '../use-new-password';
import { SettingsSection } from './settings-section';

/**
 * Sets a new password. Servers that ask for a fresh confirmation first answer
 * reauthentication_needed; a code then goes by e-mail and is sent along with the password.
 */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const newPassword = useNewPassword();
  const [nonce, setNonce] = useState<string | null>(null);
  const { error, pending, submit: run } = useAuthForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(newPassword.issue ?? (nonce !== null ? codeIssue(nonce) : null), async () => {
      const auth = await client();
      const { error: failure } = await auth.updateUser({
        password: newPassword.password,
        ...(nonce !== null ? { nonce: normaliseCode(nonce) } : {}),
      });
      if (failure && authErrorCode(failure) === 'reauthentication_needed' && nonce === null) {
        const { error: sendFailure } = await auth.reauthenticate();
        if (sendFailure) throw sendFailure;
        setNonce('');
        return;
      }
      if (failure) throw failure;
      toast.success(t('password.changed'));
      newPassword.reset();
      setNonce(null);
    });
  };

  return (
    <SettingsSection title={t('password.title')} intro={t('password.intro')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <NewPasswordFields account={email} state={newPassword} />
        {nonce !== null ? (
          <>
            <FormAlert tone="success">{t('password.codeSent')}</FormAlert>
            <CodeField label={t('fields.code')} value={nonce} onChange={(event) => setNonce(event.target.value)} />
          </>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button type="submit" variant="secondary" className="self-start" disabled={pending}>
          {pending ? t('password.submitting') : nonce !== null ? t('password.confirm') : t('password.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
