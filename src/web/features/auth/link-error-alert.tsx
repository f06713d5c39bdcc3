import { CircleAlert, KeyRound, LogIn, MailCheck, Send, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../ui/toast';
import { contactIssue } from '../../../domain/auth/credentials';
import { useAuth } from '../../lib/auth';
import { ButtonLink } from '../../ui/button-link';
import { IconButton } from '../../ui/icon-button';
import { EmailField } from './auth-fields';
import { resendConfirmation } from './redirect-urls';
import { useAuthForm } from './use-auth-form';
import './i18n';
import { Button } from '../../ui/button';

/** Sends a new sign-up confirmation to an address typed here. */
function NewConfirmationForm() {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const [email, setEmail] = useState('');
  const { error, pending, submit: run } = useAuthForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(contactIssue(email), async () => {
      await resendConfirmation(await client(), email);
      toast.success(t('resend.sent'));
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <EmailField value={email} error={error} onChange={setEmail} />
      <Button type="submit" variant="primary" className="self-start" icon={Send} disabled={pending}>
        {pending ? t('resend.sending') : t('links.send')}
      </Button>
    </form>
  );
}

/**
 * Says why an e-mail link that brought the reader here did not work (expired, used, or
 * malformed) and how to ask for a new one, on whichever page it landed. On /reset-password the
 * request form is right below; elsewhere a guest is offered a new confirmation e-mail, a password
 * reset or the sign-in page (someone signed in only needs the words). It is taken from the auth state when it appears and goes with the
 * next navigation or its close button.
 */
export function LinkErrorAlert() {
  const { t } = useTranslation('auth');
  const { linkError, clearLinkError, isAuthenticated } = useAuth();
  const location = useLocation();
  const [shown, setShown] = useState<{ code: string; at: string } | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!linkError) return;
    setShown({ code: linkError, at: location.key });
    clearLinkError();
    // Only a new error takes a new place; moving on is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkError, clearLinkError]);

  if (!shown || shown.at !== location.key) return null;
  const onResetPage = location.pathname === '/reset-password';
  // Someone already signed in needs no new link to get in; the words are enough.
  const offerNewLink = !onResetPage && isAuthenticated !== true;
  const what = shown.code === 'otp_expired' ? t('links.expired') : t('links.failed');

  return (
    <div className="px-4">
      <section
        aria-labelledby="link-error-title"
        className="mx-auto mt-6 flex w-full max-w-xl flex-col gap-3 rounded-xl border border-danger-ink/50 bg-danger/15 p-4 text-ink"
      >
        <div className="flex items-start gap-2">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-ink" />
          <p id="link-error-title" role="alert" className="flex-1 font-semibold">
            {what} {onResetPage ? t('links.askBelow') : null}
          </p>
          <IconButton label={t('links.dismiss')} icon={X} className="-mt-2 -mr-2" onClick={() => setShown(null)} />
        </div>
        {offerNewLink ? (
          <>
            <p className="text-steel">{t('links.askAgain')}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                icon={MailCheck}
                aria-expanded={asking}
                onClick={() => setAsking((value) => !value)}
              >
                {t('links.newConfirmation')}
              </Button>
              <ButtonLink to="/reset-password" variant="secondary" icon={KeyRound}>
                {t('links.newReset')}
              </ButtonLink>
              {location.pathname === '/login' ? null : (
                <ButtonLink to="/login" variant="ghost" icon={LogIn}>
                  {t('links.signIn')}
                </ButtonLink>
              )}
            </div>
            {asking ? <NewConfirmationForm /> : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
