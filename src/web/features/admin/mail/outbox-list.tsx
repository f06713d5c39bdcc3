import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { mailRowSchema } from '../../../../contracts/admin';
import { useFormat } from '../../../lib/format';
import { StatusPill, type Tone } from '../admin-panel';
import { AdminTable } from '../admin-table';

export type MailRow = z.infer<typeof mailRowSchema>;
/** The outbox's statuses we have words for; another status is shown as stored. */
const STATUSES: Readonly<Record<string, { tone: Tone; text: ParseKeys<'admin'> }>> = {
  sent: { tone: 'good', text: 'mail.statuses.sent' },
  outbox: { tone: 'neutral', text: 'mail.statuses.outbox' },
  pending: { tone: 'warn', text: 'mail.statuses.pending' },
  failed: { tone: 'bad', text: 'mail.statuses.failed' },
};
export const knownStatus = (status: string) => (Object.hasOwn(STATUSES, status) ? STATUSES[status] : undefined);
function MailStatus({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const known = knownStatus(status);
  return <StatusPill tone={known?.tone ?? 'neutral'}>{known ? t(known.text) : status}</StatusPill>;
}

/** The messages: a table on wide screens, a card each on phones, each with its actions. */
export function OutboxList({ rows, actions }: { rows: MailRow[]; actions: (row: MailRow) => ReactNode }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <>
      <AdminTable
        caption={t('mail.outbox.title')}
        columns={[
          { label: t('mail.outbox.columns.status') },
          { label: t('mail.outbox.columns.message') },
          { label: t('mail.outbox.columns.created') },
          { label: t('mail.outbox.columns.attempts') },
          { label: t('users.columns.actions'), hidden: true },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-line/60 align-top">
            <td className="py-2 pr-3">
              <MailStatus status={row.status} />
            </td>
            <td className="max-w-md py-2 pr-3">
              <span className="block font-semibold break-words">{row.subject}</span>
              <span className="block text-sm break-all text-steel">{row.to_address}</span>
              <span className="block text-xs text-steel">
                {row.template} · {row.language.toUpperCase()} · {row.transport}
              </span>
              {row.error ? <span className="mt-1 block text-sm break-words text-danger-ink">{row.error}</span> : null}
            </td>
            <td className="py-2 pr-3 text-sm">
              <span className="block whitespace-nowrap">{format.dateTime(row.created_at)}</span>
              {row.sent_at ? (
                <span className="block text-steel">
                  {t('mail.outbox.sentAt', { when: format.dateTime(row.sent_at) })}
                </span>
              ) : null}
            </td>
            <td className="py-2 pr-3 text-sm">{format.number(row.attempts)}</td>
            <td className="py-1">
              <div className="flex justify-end gap-1">{actions(row)}</div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('mail.outbox.title')}>
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-2 rounded-lg border border-line bg-night/60 p-3">
            <div className="flex items-start justify-between gap-2">
              <span className="font-semibold break-words">{row.subject}</span>
              <MailStatus status={row.status} />
            </div>
            <span className="text-sm break-all text-steel">{row.to_address}</span>
            <span className="text-xs text-steel">
              {row.template} · {row.language.toUpperCase()} · {row.transport} · {format.dateTime(row.created_at)} ·{' '}
              {t('mail.outbox.attempts', { count: row.attempts })}
            </span>
            {row.error ? <p className="text-sm break-words text-danger-ink">{row.error}</p> : null}
            <div className="flex flex-wrap gap-2">{actions(row)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
