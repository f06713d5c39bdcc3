import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactIssue } from '../../../domain/auth/credentials';
import { useAuth } from '../../lib/auth';
import { buttonStyles } from '../../ui/button-styles';
import { TextField } from '../../ui/text-field';
import { CheckEmailPanel } from './check-email-panel';
import { FormAlert } from './form-alert';
import { redirectUrl } from './redirect-urls';
import { useAuthForm } from './use-auth-form';

export function RequestResetForm() {
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
