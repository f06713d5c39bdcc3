import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { signUpIssue, USERNAME_MAX_LENGTH } from '../../../domain/auth/credentials';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { authErrorCode } from './auth-errors';
import { CheckEmailPanel } from './check-email-panel';
import { EmailField, PasswordField } from './auth-fields';
import { FormAlert } from './form-alert';
import type { LoginFormProps } from './login-form-props';
import { redirectUrl } from './redirect-urls';
import { ResendConfirmation } from './resend-confirmation';
import { useAuthForm } from './use-auth-form';
import './i18n';

/** Problems with what was typed are shown on the form; anything else means the e-mail did not go. */
const INPUT_PROBLEMS = new Set([
  'weak_password',
  'validation_failed',
  'user_already_exists',
  'email_exists',
  'signup_disabled',
]);

export function SignUpForm({ email, onEmailChange, onSignedIn, busy }: LoginFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { client, isAnonymous } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, pending, submit: run } = useAuthForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(signUpIssue(username, email, password), register, {
      onFailure: (failure) => {
        if (!INPUT_PROBLEMS.has(authErrorCode(failure))) toast.error(t('signUp.toastFailed'));
      },
    });
  };

  async function register() {
    if (isAnonymous) {
      // A guest's account gains the address instead of a new account being made, so the lists,
      // games and settings it holds stay theirs (decision 0029).
      const { data, error: failure } = await (
        await client()
      ).updateUser(
        { email: email.trim(), password, data: { username: username.trim(), language: i18n.language } },
        { emailRedirectTo: redirectUrl('/') },
      );
      if (failure) throw failure;
      if (data.user.email === email.trim() && !data.user.is_anonymous) return onSignedIn();
      setSentTo(email.trim());
      toast.success(t('signUp.toastSent'));
      return;
    }
    const { data, error: failure } = await (
      await client()
    ).signUp({
      email: email.trim(),
      password,
      options: {
        emailRedirectTo: redirectUrl('/'),
        data: { username: username.trim(), language: i18n.language },
      },
    });
    if (failure) throw failure;
    if (data.session) return onSignedIn();
    setSentTo(email.trim());
    toast.success(t('signUp.toastSent'));
  }

  if (sentTo) {
    return (
      <CheckEmailPanel
        id="check-email-heading"
        title={t('signUp.checkTitle')}
        actions={
          <>
            <ResendConfirmation email={sentTo} />
            <Button variant="ghost" onClick={() => setSentTo(null)}>
              {t('signUp.useAnother')}
            </Button>
          </>
        }
      >
        <p>{t('signUp.checkBody', { email: sentTo })}</p>
        <p className="text-steel">{t('signUp.checkSpam')}</p>
      </CheckEmailPanel>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={t('fields.username')}
        hint={t('fields.usernameHint')}
        autoComplete="username"
        maxLength={USERNAME_MAX_LENGTH}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <EmailField value={email} onChange={onEmailChange} />
      <PasswordField label={t('fields.password')} autoComplete="new-password" value={password} onChange={setPassword} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="submit" variant="primary" icon={UserPlus} disabled={pending || busy}>
        {pending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
