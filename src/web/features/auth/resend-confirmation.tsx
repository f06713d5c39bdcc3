import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { resendConfirmation } from './redirect-urls';
import { useToastAction } from './use-toast-action';
import './i18n';

/** Sends the sign-up confirmation again, with the spec's toasts (§8). */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const { pending, run } = useToastAction();

  const resend = () =>
    run(async () => resendConfirmation(await client(), email), {
      done: t('resend.sent'),
      failed: t('resend.failed'),
      log: 'Resending the confirmation failed',
    });

  return (
    <Button variant="secondary" icon={MailCheck} onClick={() => void resend()} disabled={pending}>
      {pending ? t('resend.sending') : t('resend.button')}
    </Button>
  );
}
