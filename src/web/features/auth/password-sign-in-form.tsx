import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordCredentialsIssue } from '../../../domain/auth/credentials';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { authErrorCode } from './auth-errors';
import { EmailField, PasswordField } from './auth-fields';
import { FormAlert } from './form-alert';
import type { LoginFormProps } from './login-form-props';
import { ResendConfirmation } from './resend-confirmation';
import { useAuthForm } from './use-auth-form';
import './i18n';

export function PasswordSignInForm({ email, onEmailChange, onSignedIn, busy }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const [password, setPassword] = useState('');
  const [unconfirmed, setUnconfirmed] = useState(false);
  const { error, pending, submit: run } = useAuthForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setUnconfirmed(false);
    await run(
      passwordCredentialsIssue(email, password),
      async () => {
        const { error: failure } = await (await client()).signInWithPassword({ email: email.trim(), password });
        if (failure) throw failure;
        onSignedIn();
      },
      { onFailure: (failure) => setUnconfirmed(authErrorCode(failure) === 'email_not_confirmed') },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <EmailField value={email} onChange={onEmailChange} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {unconfirmed ? <ResendConfirmation email={email} /> : null}
      <Button type="submit" variant="primary" icon={LogIn} disabled={pending || busy}>
        {pending || busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <Link to="/reset-password" className="inline-flex min-h-11 items-center self-start">
        {t('login.forgot')}
      </Link>
    </form>
  );
}
