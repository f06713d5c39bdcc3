import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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

type AdminPageName = 'dashboard' | 'alerts' | 'reports' | 'dataReports' | 'deployment' | 'devOptions' | 'mail';

/** An admin page behind the gate, with the title and intro its name gives it. */
function AdminPage({ page, children }: { page: AdminPageName; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      <AdminShell title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)}>
        {children}
      </AdminShell>
    </AdminGate>
  );
}

function Dashboard() {
  const [today] = useState(() => new Date());
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <StatsPanel today={today} />
        <StatusPanel />
      </div>
      <PlayModePanel />
      <UsersPanel />
      <InvitePanel />
    </>
  );
}

export const AdminDashboardPage = () => (
  <AdminPage page="dashboard">
    <Dashboard />
  </AdminPage>
);

export const AdminAlertsPage = () => (
  <AdminPage page="alerts">
    <AlertsPanel />
  </AdminPage>
);

export const AdminReportsPage = () => (
  <AdminPage page="reports">
    <ReportsPanel />
  </AdminPage>
);

export const AdminDataReportsPage = () => (
  <AdminPage page="dataReports">
    <DataReportsPanel />
  </AdminPage>
);

export const AdminDeploymentPage = () => (
  <AdminPage page="deployment">
    <DeploymentsPanel siteNames={clientConfig.productSiteNames} />
  </AdminPage>
);

export const AdminDevOptionsPage = () => (
  <AdminPage page="devOptions">
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <EnvironmentPanel environment={environment} />
      <div className="flex flex-col gap-6">
        <PreviewModePanel environment={environment} />
        <ReseedPanel />
      </div>
    </div>
    <FlagsPanel />
    <StorageToolsPanel environment={environment} />
  </AdminPage>
);

function MailManagement() {
  const mail = useQuery(mailQuery());
  return (
    <>
      <TransportPanel transport={mail.data?.transport} />
      <OutboxPanel mail={mail} />
      <TemplatePreviewPanel />
    </>
  );
}

export const MailPage = () => (
  <AdminPage page="mail">
    <MailManagement />
  </AdminPage>
);
