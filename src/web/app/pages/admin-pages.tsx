import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../features/admin/admin-gate';
import { AdminShell } from '../../features/admin/admin-shell';
import { AlertsPanel } from '../../features/admin/alerts/alerts-panel';
import { mailQuery } from '../../features/admin/api/get-mail';
import { InvitePanel } from '../../features/admin/dashboard/invite-panel';
import { PlayModePanel } from '../../features/admin/dashboard/play-mode-panel';
import { StatsPanel } from '../../features/admin/dashboard/stats-panel';
import { StatusPanel } from '../../features/admin/dashboard/status-panel';
import { UsersPanel } from '../../features/admin/dashboard/users-panel';
import { DeploymentsPanel } from '../../features/admin/deployments/deployments-panel';
import { EnvironmentPanel } from '../../features/admin/dev-options/environment-panel';
import { FlagsPanel } from '../../features/admin/dev-options/flags-panel';
import { PreviewModePanel } from '../../features/admin/dev-options/preview-mode-panel';
import { ReseedPanel } from '../../features/admin/dev-options/reseed-panel';
import { StorageToolsPanel } from '../../features/admin/dev-options/storage-tools-panel';
import { OutboxPanel } from '../../features/admin/mail/outbox-panel';
import { TemplatePreviewPanel } from '../../features/admin/mail/template-preview-panel';
import { TransportPanel } from '../../features/admin/mail/transport-panel';
import { ReportsPanel } from '../../features/admin/reports/reports-panel';
import { DataReportsPanel } from '../../features/admin/data-reports/data-reports-panel';
import { clientConfig } from '../../lib/client-config';
import { environment } from '../../lib/environment';
import '../../features/admin/i18n';

function Dashboard() {
  const { t } = useTranslation('admin');
  const [today] = useState(() => new Date());
  return (
    <AdminShell title={t('pages.dashboard.title')} intro={t('pages.dashboard.intro')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <StatsPanel today={today} />
        <StatusPanel />
      </div>
      <PlayModePanel />
      <UsersPanel />
      <InvitePanel />
    </AdminShell>
  );
}

export function AdminDashboardPage() {
  return (
    <AdminGate>
      <Dashboard />
    </AdminGate>
  );
}

export function AdminAlertsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      <AdminShell title={t('pages.alerts.title')} intro={t('pages.alerts.intro')}>
        <AlertsPanel />
      </AdminShell>
    </AdminGate>
  );
}

export function AdminReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      <AdminShell title={t('pages.reports.title')} intro={t('pages.reports.intro')}>
        <ReportsPanel />
      </AdminShell>
    </AdminGate>
  );
}

export function AdminDataReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      <AdminShell title={t('pages.dataReports.title')} intro={t('pages.dataReports.intro')}>
        <DataReportsPanel />
      </AdminShell>
    </AdminGate>
  );
}

export function AdminDeploymentPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      <AdminShell title={t('pages.deployment.title')} intro={t('pages.deployment.intro')}>
        <DeploymentsPanel siteNames={clientConfig.productSiteNames} />
      </AdminShell>
    </AdminGate>
  );
}

export function AdminDevOptionsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      <AdminShell title={t('pages.devOptions.title')} intro={t('pages.devOptions.intro')}>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <EnvironmentPanel environment={environment} />
          <div className="flex flex-col gap-6">
            <PreviewModePanel environment={environment} />
            <ReseedPanel />
          </div>
        </div>
        <FlagsPanel />
        <StorageToolsPanel environment={environment} />
      </AdminShell>
    </AdminGate>
  );
}

function MailManagement() {
  const { t } = useTranslation('admin');
  const mail = useQuery(mailQuery());
  return (
    <AdminShell title={t('pages.mail.title')} intro={t('pages.mail.intro')}>
      <TransportPanel transport={mail.data?.transport} />
      <OutboxPanel mail={mail} />
      <TemplatePreviewPanel />
    </AdminShell>
  );
}

export function MailPage() {
  return (
    <AdminGate>
      <MailManagement />
    </AdminGate>
  );
}
