import { useQuery } from '@tanstack/react-query';
import { Database, Mail, RadioTower, Rocket, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { AdminPanel, StatusPill } from '../admin-panel';
import { RefreshButton } from '../admin-buttons';
import { AdminQueryState } from '../admin-query-state';
import { statusQuery } from '../api/get-status';
import '../i18n';

function StatusCard({
  title,
  icon: Icon,
  state,
  children,
}: {
  title: string;
  icon: LucideIcon;
  state?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-night/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
          <Icon aria-hidden="true" className="size-4 text-gold" />
          {title}
        </h3>
        {state}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-steel">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}

/** Database, mail transport, realtime connections and the last deployment check, with latencies. */
export function StatusPanel() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const status = useQuery(statusQuery());
  const ms = (value: number | null | undefined) =>
    value == null ? '—' : t('status.ms', { value: format.number(value, { max: 1 }) });
  const ok = (value: boolean) => (
    <StatusPill tone={value ? 'good' : 'bad'}>{value ? t('status.ok') : t('status.down')}</StatusPill>
  );

  return (
    <AdminPanel
      title={t('status.title')}
      intro={t('status.intro')}
      actions={<RefreshButton onRefresh={() => void status.refetch()} busy={status.isFetching} spin />}
    >
      <AdminQueryState query={status}>
        {(data) => (
          <div className="grid gap-3 md:grid-cols-2">
            <StatusCard title={t('status.database')} icon={Database} state={ok(data.database.ok)}>
              <Row label={t('status.kind')}>{data.database.kind}</Row>
              <Row label={t('status.latency')}>{ms(data.database.latencyMs)}</Row>
            </StatusCard>
            <StatusCard title={t('status.mail')} icon={Mail} state={ok(data.mail.ok)}>
              <Row label={t('status.transport')}>{data.mail.transport}</Row>
              <Row label={t('status.latency')}>{ms(data.mail.latencyMs)}</Row>
              {data.mail.error ? <Row label={t('status.error')}>{data.mail.error}</Row> : null}
            </StatusCard>
            <StatusCard title={t('status.realtime')} icon={RadioTower}>
              <Row label={t('status.connections')}>{format.number(data.realtime.connections)}</Row>
              <Row label={t('status.authenticated')}>{format.number(data.realtime.authenticated)}</Row>
              <Row label={t('status.subscriptions')}>{format.number(data.realtime.subscriptions)}</Row>
            </StatusCard>
            <StatusCard
              title={t('status.deployments')}
              icon={Rocket}
              state={
                data.deployments ? (
                  ok(data.deployments.ok)
                ) : (
                  <StatusPill tone="neutral">{t('status.neverChecked')}</StatusPill>
                )
              }
            >
              {data.deployments ? (
                <>
                  <Row label={t('status.checkedAt')}>{format.dateTime(data.deployments.at)}</Row>
                  <Row label={t('status.latency')}>{ms(data.deployments.latencyMs)}</Row>
                  {data.deployments.error ? <Row label={t('status.error')}>{data.deployments.error}</Row> : null}
                </>
              ) : (
                <Row label={t('status.checkedAt')}>—</Row>
              )}
            </StatusCard>
          </div>
        )}
      </AdminQueryState>
    </AdminPanel>
  );
}
