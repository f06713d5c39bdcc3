import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Eye, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../ui/toast';
import type { z } from 'zod';
import type { mailListSchema } from '../../../../contracts/admin';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { AdminPanel } from '../admin-panel';
import { RefreshButton } from '../admin-buttons';
import { AdminQueryState } from '../admin-query-state';
import { adminErrorText } from '../admin-format';
import { adminKeys } from '../api/admin-keys';
import { resendMail } from '../api/resend-mail';
import { Select } from '../../../ui/select';
import { knownStatus, OutboxList, type MailRow } from './outbox-list';
import '../i18n';

/** Text messages share the outbox but are not e-mail: they cannot be resent as one. */
const isEmail = (row: MailRow) => row.template !== 'sms';

/** The outbox and sent log, newest first: status, attempts and errors, the message itself, and resend. */
export function OutboxPanel({ mail }: { mail: UseQueryResult<z.infer<typeof mailListSchema>> }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('all');
  const [viewing, setViewing] = useState<MailRow | null>(null);
  const resend = useMutation({
    mutationFn: (row: MailRow) => resendMail(row.id),
    onSuccess: (_answer, row) => toast.success(t('mail.outbox.resent', { to: row.to_address })),
    onError: (error) => toast.error(adminErrorText(error, t)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.mail() }),
  });

  const rows = mail.data?.messages ?? [];
  const statuses = [...new Set(rows.map((row) => row.status))].sort();
  const shown = filter === 'all' ? rows : rows.filter((row) => row.status === filter);
  const statusLabel = (status: string) => {
    const known = knownStatus(status);
    return known ? t(known.text) : status;
  };
  const resendButton = (row: MailRow) =>
    isEmail(row) ? (
      <Button
        variant="secondary"
        icon={RotateCw}
        disabled={resend.isPending && resend.variables?.id === row.id}
        onClick={() => resend.mutate(row)}
        aria-label={t('mail.outbox.resendTo', { to: row.to_address, subject: row.subject })}
      >
        {t('mail.outbox.resend')}
      </Button>
    ) : null;
  const viewButton = (row: MailRow) => (
    <Button
      variant="ghost"
      icon={Eye}
      onClick={() => setViewing(row)}
      aria-label={t('mail.outbox.viewMessage', { to: row.to_address, subject: row.subject })}
    >
      {t('mail.outbox.view')}
    </Button>
  );

  return (
    <AdminPanel
      title={t('mail.outbox.title')}
      intro={t('mail.outbox.intro')}
      actions={<RefreshButton onRefresh={() => void mail.refetch()} busy={mail.isFetching} />}
    >
      <AdminQueryState query={mail}>
        {() => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <Select
                label={t('mail.outbox.filter')}
                value={filter}
                options={[
                  { value: 'all', label: t('mail.outbox.all', { count: rows.length }) },
                  ...statuses.map((status) => ({
                    value: status,
                    label: `${statusLabel(status)} (${format.number(rows.filter((row) => row.status === status).length)})`,
                  })),
                ]}
                onValueChange={setFilter}
              />
              <p role="status" className="text-sm text-steel">
                {t('mail.outbox.showing', { count: shown.length })}
              </p>
            </div>
            {shown.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line p-4 text-steel">{t('mail.outbox.empty')}</p>
            ) : null}
            {shown.length ? (
              <OutboxList
                rows={shown}
                actions={(row) => (
                  <>
                    {viewButton(row)}
                    {resendButton(row)}
                  </>
                )}
              />
            ) : null}
          </>
        )}
      </AdminQueryState>
      <Dialog
        open={viewing !== null}
        title={viewing?.subject ?? ''}
        onClose={() => setViewing(null)}
        actions={
          <Button variant="secondary" onClick={() => setViewing(null)}>
            {t('common.close')}
          </Button>
        }
      >
        {viewing ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-steel break-all">{t('mail.outbox.to', { to: viewing.to_address })}</p>
            <pre className="max-h-[50vh] overflow-auto rounded-lg border border-line bg-night p-3 font-mono text-sm whitespace-pre-wrap break-words">
              {viewing.text_body}
            </pre>
          </div>
        ) : null}
      </Dialog>
    </AdminPanel>
  );
}
