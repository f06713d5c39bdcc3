import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { redirectUrl } from './redirect-urls';
import './i18n';

/** Sends the sign-up confirmation again, with the spec's toasts (§8). */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { client } = useAuth();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const { error } = await (
        await client()
      ).resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: redirectUrl('/') } });
      if (error) throw error;
      toast.success(t('resend.sent'));
    } catch (error) {
      console.warn('Resending the confirmation failed', error);
      toast.error(t('resend.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="secondary" icon={MailCheck} onClick={() => void resend()} disabled={sending}>
      {sending ? t('resend.sending') : t('resend.button')}
    </Button>
  );
}
