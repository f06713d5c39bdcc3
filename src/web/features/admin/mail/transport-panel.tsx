import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailCheck, Send } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useAuth } from '../../../lib/auth';
import { normaliseLanguage, type Language } from '../../../../domain/i18n/language';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextField } from '../../../ui/text-field';
import { AdminPanel } from '../admin-panel';
import { RefreshButton } from '../admin-buttons';
import { adminErrorText } from '../admin-format';
import { adminKeys } from '../api/admin-keys';
import { statusQuery } from '../api/get-status';
import { resendConfirmations } from '../api/resend-confirmations';
import { sendTestMail } from '../api/send-test-mail';
import { MailLanguageSelect } from './mail-language-select';
import { TransportHealth } from './transport-health';
import '../i18n';
import { isEmailAddress } from '../../../../domain/auth/credentials';

/** The transport in use and its health, a test e-mail, and fresh links for unconfirmed sign-ups. */
export function TransportPanel({ transport }: { transport: string | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const status = useQuery(statusQuery());
  const { client } = useAuth();
  const [to, setTo] = useState('');
  const [language, setLanguage] = useState<Language>(normaliseLanguage(i18n.language));
  const [toError, setToError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mail = status.data?.mail;
  const name = transport ?? mail?.transport;
  // The admin's own address is the likeliest recipient of a test.
  useEffect(() => {
    let active = true;
    void client()
      .then((auth) => auth.getSession())
      .then(({ data }) => {
        const email = data.session?.user.email;
        if (active && email) setTo((current) => current || email);
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [client]);
  const refreshMail = () => void queryClient.invalidateQueries({ queryKey: adminKeys.mail() });

  const test = useMutation({
    mutationFn: () => sendTestMail(to.trim(), language),
    onSuccess: (result) => {
      if (result.status === 'failed') toast.error(t('mail.test.failed', { error: result.error ?? '' }));
      else
        toast.success(
          result.status === 'outbox' ? t('mail.test.kept', { to: to.trim() }) : t('mail.test.sent', { to: to.trim() }),
        );
      refreshMail();
    },
    onError: (error) => toast.error(adminErrorText(error, t)),
  });
  const confirmations = useMutation({
    mutationFn: resendConfirmations,
    onSuccess: ({ sent }) => {
      toast.success(t('mail.confirmations.done', { count: sent }));
      refreshMail();
    },
    onError: (error) => toast.error(adminErrorText(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(to)) return setToError(t('invite.invalid'));
    setToError(null);
    test.mutate();
  };

  return (
    <AdminPanel
      title={t('mail.transport.title')}
      actions={
        <RefreshButton
          onRefresh={() => void status.refetch()}
          busy={status.isFetching}
          label={t('mail.transport.check')}
        />
      }
    >
      <TransportHealth name={name} mail={mail} unknown={status.isError} />

      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <h3 className="font-sans text-base font-semibold text-ink">{t('mail.test.title')}</h3>
        <div className="flex flex-col gap-3 md:flex-row md:items-start">
          <TextField
            label={t('mail.test.to')}
            type="email"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={toError}
            className="md:flex-1"
          />
          <MailLanguageSelect value={language} onChange={setLanguage} />
          <Button type="submit" variant="primary" className="md:mt-8" icon={Send} disabled={test.isPending}>
            {test.isPending ? t('mail.test.sending') : t('mail.test.send')}
          </Button>
        </div>
      </form>

      <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
        <div>
          <h3 className="font-sans text-base font-semibold text-ink">{t('mail.confirmations.title')}</h3>
          <p className="text-sm text-steel">{t('mail.confirmations.body')}</p>
        </div>
        <Button
          variant="secondary"
          icon={MailCheck}
          onClick={() => setConfirming(true)}
          disabled={confirmations.isPending}
        >
          {confirmations.isPending ? t('mail.confirmations.sending') : t('mail.confirmations.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('mail.confirmations.title')}
        body={t('mail.confirmations.confirm')}
        confirmLabel={t('mail.confirmations.action')}
        cancelLabel={t('common.cancel')}
        danger={false}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          confirmations.mutate();
        }}
      />
    </AdminPanel>
  );
}
