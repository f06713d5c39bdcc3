import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../ui/toast';
import { safeExternalUrl } from '../../../../domain/deployments/deployment-alert';
import { readContent } from '../../../../domain/notifications/notifications';
import { Button } from '../../../ui/button';
import { AdminPanel, StatusPill } from '../admin-panel';
import { NewTabLink } from '../admin-buttons';
import { AdminQueryState } from '../admin-query-state';
import { adminErrorText } from '../admin-format';
import { adminKeys } from '../api/admin-keys';
import { alertsQuery } from '../api/get-alerts';
import { sendTestAlert } from '../api/send-test-alert';
import '../i18n';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The admin's last 5 build failure notifications, and a test alert to check they arrive. */
export function AlertsPanel() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const queryClient = useQueryClient();
  const alerts = useQuery(alertsQuery());
  const test = useMutation({
    mutationFn: sendTestAlert,
    onSuccess: () => {
      toast.success(t('alerts.testSent'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.alerts() });
    },
    onError: (error) => toast.error(adminErrorText(error, t)),
  });

  return (
    <AdminPanel
      title={t('alerts.listTitle')}
      intro={t('alerts.listIntro')}
      actions={
        <>
          <Button
            variant="secondary"
            icon={RefreshCw}
            onClick={() => void alerts.refetch()}
            disabled={alerts.isFetching}
          >
            {t('common.refresh')}
          </Button>
          <Button variant="primary" icon={BellRing} onClick={() => test.mutate()} disabled={test.isPending}>
            {test.isPending ? t('alerts.sendingTest') : t('alerts.sendTest')}
          </Button>
        </>
      }
    >
      <AdminQueryState query={alerts}>
        {(data) => (
          <>
            {data.notifications.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line p-4 text-steel">{t('alerts.empty')}</p>
            ) : null}
            {data.notifications.length ? (
              <ol className="flex flex-col gap-3">
                {data.notifications.map((notification) => {
                  const content = readContent(notification.content);
                  const site = text(content.site_name) ?? t('alerts.unknownSite');
                  const branch = text(content.branch) ?? t('alerts.unknownBranch');
                  const error = text(content.error_message) ?? text(notification.message);
                  const url = safeExternalUrl(text(content.deploy_url));
                  return (
                    <li
                      key={notification.id}
                      className="flex flex-col gap-2 rounded-lg border border-line bg-night/60 p-3 md:p-4"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <h3 className="font-sans text-base font-semibold break-words text-ink">
                          {t('alerts.title', { site, branch })}
                        </h3>
                        <StatusPill tone={notification.read ? 'neutral' : 'warn'}>
                          {notification.read ? t('alerts.read') : t('alerts.unread')}
                        </StatusPill>
                      </div>
                      <p className="text-sm text-steel">
                        <time dateTime={notification.created_at}>{format.dateTime(notification.created_at)}</time>
                      </p>
                      {error ? <p className="break-words whitespace-pre-wrap">{error}</p> : null}
                      {url ? (
                        <NewTabLink
                          href={url}
                          className="inline-flex min-h-11 items-center gap-1 self-start font-semibold"
                        >
                          {t('alerts.openDeploy')}
                        </NewTabLink>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            ) : null}
          </>
        )}
      </AdminQueryState>
    </AdminPanel>
  );
}
