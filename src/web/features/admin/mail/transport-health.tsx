import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { statusSchema } from '../../../../contracts/admin';
import { useFormat } from '../../../lib/format';
import { StatusPill } from '../admin-panel';

type MailHealth = z.infer<typeof statusSchema>['mail'];

/** The transport's name, whether it answers and how fast, and what it does with a message. */
export function TransportHealth({
  name,
  mail,
  unknown,
}: {
  name: string | undefined;
  mail: MailHealth | undefined;
  /** The health check itself failed. */
  unknown: boolean;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-night/60 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-display text-xl text-gold">{name ?? '—'}</span>
        {mail ? (
          <StatusPill tone={mail.ok ? 'good' : 'bad'}>{mail.ok ? t('status.ok') : t('status.down')}</StatusPill>
        ) : unknown ? (
          <StatusPill tone="neutral">{t('mail.transport.unknown')}</StatusPill>
        ) : null}
        {mail?.latencyMs != null ? (
          <span className="text-sm text-steel">
            {t('status.ms', { value: format.number(mail.latencyMs, { max: 1 }) })}
          </span>
        ) : null}
      </div>
      <p className="text-steel">
        {name === 'outbox'
          ? t('mail.transport.outbox')
          : name === 'smtp'
            ? t('mail.transport.smtp')
            : t('mail.transport.other')}
      </p>
      {mail?.error ? <p className="text-danger-ink break-words">{mail.error}</p> : null}
    </div>
  );
}
