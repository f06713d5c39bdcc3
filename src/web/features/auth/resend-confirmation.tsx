import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { redirectUrl } from './redirect-urls';
import { useToastAction } from './use-toast-action';
import './i18n';

/** Sends the sign-up confirmation again, with the spec's toasts (§8). */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const { pending, run } = useToastAction();

  const resend = () =>
    run(
      async () => {
        const { error } = await (
          await client()
        ).resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: redirectUrl('/') } });
        if (error) throw error;
      },
      { done: t('resend.sent'), failed: t('resend.failed'), log: 'Resending the confirmation failed' },
    );

  return (
    <Button variant="secondary" icon={MailCheck} onClick={() => void resend()} disabled={pending}>
      {pending ? t('resend.sending') : t('resend.button')}
    </Button>
  );
}
