import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactIssue } from '../../../domain/auth/credentials';
import { useAuth } from '../../lib/auth';
import { ButtonLink } from '../../ui/button-link';
import { SendToEmailForm } from './auth-fields';
import { CheckEmailPanel } from './check-email-panel';
import { redirectUrl } from './redirect-urls';
import { useAuthForm } from './use-auth-form';
import { Button } from '../../ui/button';

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
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              {t('reset.again')}
            </Button>
            <ButtonLink to="/login" variant="ghost">
              {t('reset.backToLogin')}
            </ButtonLink>
          </>
        }
      >
        <p>{t('reset.sentBody', { email: sentTo })}</p>
      </CheckEmailPanel>
    );
  }

  return (
    <SendToEmailForm
      intro={t('reset.intro')}
      email={email}
      onEmailChange={setEmail}
      error={error}
      disabled={pending}
      sendLabel={pending ? t('reset.sending') : t('reset.send')}
      onSubmit={(event) => void submit(event)}
    >
      <Link to="/login" className="inline-flex min-h-11 items-center self-start">
        {t('reset.backToLogin')}
      </Link>
    </SendToEmailForm>
  );
}
