import { KeyRound, LogOut, Send } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { contactIssue, newPasswordIssue } from '../../../domain/auth/credentials';
import { useAuth } from '../../lib/auth';
import { buttonStyles } from '../../ui/button-styles';
import { TextField } from '../../ui/text-field';
import { CheckEmailPanel } from './check-email-panel';
import { FormAlert } from './form-alert';
import { redirectUrl } from './redirect-urls';
import { useAuthForm } from './use-auth-form';
import './i18n';

function RequestResetForm() {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, pending, submit: run } = useAuthForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(contactIssue(email), async () => {
      const address = email.trim();
      const { error: failure } = await (
        await client()
      ).resetPasswordForEmail(address, { redirectTo: redirectUrl('/reset-password') });
      if (failure) throw failure;
      setSentTo(address);
    });
  };

  if (sentTo) {
    return (
      <CheckEmailPanel
        id="reset-sent-heading"
        title={t('reset.sentTitle')}
        actions={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setSentTo(null)}>
              {t('reset.again')}
            </button>
            <Link to="/login" className={buttonStyles.ghost}>
              {t('reset.backToLogin')}
            </Link>
          </>
        }
      >
        <p>{t('reset.sentBody', { email: sentTo })}</p>
      </CheckEmailPanel>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-steel">{t('reset.intro')}</p>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button type="submit" className={buttonStyles.primary} disabled={pending}>
        <Send aria-hidden="true" className="size-4" />
        {pending ? t('reset.sending') : t('reset.send')}
      </button>
      <Link to="/login" className="inline-flex min-h-11 items-center self-start">
        {t('reset.backToLogin')}
      </Link>
    </form>
  );
}

function NewPasswordForm() {
  const { t } = useTranslation('auth');
  const { client, endPasswordRecovery, signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
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
      newPasswordIssue(password, repeated),
      async () => {
        const { error: failure } = await (await client()).updateUser({ password });
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
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={account} readOnly hidden />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        revealLabel={t('fields.show')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => setRepeated(event.target.value)}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button type="submit" className={buttonStyles.primary} disabled={pending}>
        <KeyRound aria-hidden="true" className="size-4" />
        {pending ? t('reset.saving') : t('reset.save')}
      </button>
      <button
        type="button"
        className={`${buttonStyles.ghost} self-start`}
        onClick={() => void leave()}
        disabled={pending || leaving}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('reset.cancel')}
      </button>
    </form>
  );
}

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
