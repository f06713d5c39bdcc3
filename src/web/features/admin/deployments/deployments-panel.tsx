import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { AnsweredDeployment } from '../../../../contracts/deployments';
import { deploymentAlert } from '../../../../domain/deployments/deployment-alert';
import { AdminPanel } from '../admin-panel';
import { RefreshButton } from '../admin-buttons';
import { AdminQueryState } from '../admin-query-state';
import { deploymentsQuery } from '../api/get-deployments';
import { DeploymentState, DeployLink, keyOf } from './deployment-parts';
import { AdminTable } from '../admin-table';
import '../i18n';

/** Deployments newest first, whether the landing banner is up, and a refresh that asks the providers again. */
export function DeploymentsPanel({ siteNames }: { siteNames: readonly string[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const deployments = useQuery(deploymentsQuery());
  const list: AnsweredDeployment[] = deployments.data?.deployments ?? [];
  const alert = deploymentAlert(list, siteNames, { isAdmin: true });
  const product = (deployment: AnsweredDeployment) => siteNames.includes(deployment.site_name);

  return (
    <AdminPanel
      title={t('deployments.listTitle')}
      intro={t('deployments.sites', { sites: siteNames.join(', ') })}
      actions={
        <RefreshButton
          onRefresh={() => void deployments.refetch()}
          busy={deployments.isFetching}
          label={deployments.isFetching ? t('deployments.refreshing') : t('common.refresh')}
          spin
          primary
        />
      }
    >
      <AdminQueryState query={deployments}>
        {() => (
          <>
            <p
              role="status"
              className={`rounded-lg border p-3 ${alert ? 'border-danger-ink/60 bg-danger/15' : 'border-line bg-night/60'}`}
            >
              {alert ? t('deployments.bannerUp', { site: alert.deployment.site_name }) : t('deployments.bannerDown')}
            </p>
            {list.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line p-4 text-steel">{t('deployments.empty')}</p>
            ) : null}
            {list.length ? (
              <>
                <AdminTable
                  caption={t('deployments.listTitle')}
                  columns={[
                    { label: t('deployments.columns.state') },
                    { label: t('deployments.columns.site') },
                    { label: t('deployments.columns.branch') },
                    { label: t('deployments.columns.created') },
                    { label: t('deployments.columns.error') },
                    { label: t('deployments.columns.link') },
                  ]}
                >
                  {list.map((deployment) => (
                    <tr key={keyOf(deployment)} className="border-b border-line/60 align-top">
                      <td className="py-2 pr-3">
                        <DeploymentState state={deployment.state} />
                      </td>
                      <td className="py-2 pr-3">
                        <span className="font-semibold">{deployment.site_name}</span>
                        {product(deployment) ? null : (
                          <span className="block text-xs text-steel">{t('deployments.otherSite')}</span>
                        )}
                      </td>
                      <td className="py-2 pr-3 break-all">{deployment.branch ?? '—'}</td>
                      <td className="py-2 pr-3 text-sm whitespace-nowrap">{format.dateTime(deployment.created_at)}</td>
                      <td className="max-w-80 py-2 pr-3 text-sm break-words text-danger-ink">
                        {deployment.error_message ?? ''}
                      </td>
                      <td className="py-1">
                        <DeployLink url={deployment.deploy_url} />
                      </td>
                    </tr>
                  ))}
                </AdminTable>
                <ul className="flex flex-col gap-3 md:hidden" aria-label={t('deployments.listTitle')}>
                  {list.map((deployment) => (
                    <li
                      key={keyOf(deployment)}
                      className="flex flex-col gap-2 rounded-lg border border-line bg-night/60 p-3"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold">{deployment.site_name}</span>
                        <DeploymentState state={deployment.state} />
                      </div>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                        <dt className="text-steel">{t('deployments.columns.branch')}</dt>
                        <dd className="break-all">{deployment.branch ?? '—'}</dd>
                        <dt className="text-steel">{t('deployments.columns.created')}</dt>
                        <dd>{format.dateTime(deployment.created_at)}</dd>
                      </dl>
                      {deployment.error_message ? (
                        <p className="text-sm break-words text-danger-ink">{deployment.error_message}</p>
                      ) : null}
                      <DeployLink url={deployment.deploy_url} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </AdminQueryState>
    </AdminPanel>
  );
}
