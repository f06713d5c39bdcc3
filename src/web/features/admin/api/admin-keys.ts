/** Query keys of the admin area; invalidate through these, never with literal arrays. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userPage: (search: string, page: number) => [...adminKeys.users(), search, page] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  status: () => [...adminKeys.all, 'status'] as const,
  alerts: () => [...adminKeys.all, 'alerts'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  reportList: (status: 'open' | 'resolved') => [...adminKeys.reports(), status] as const,
  dataReports: () => [...adminKeys.all, 'data-reports'] as const,
  dataReportPage: (status: string, page: number) => [...adminKeys.dataReports(), status, page] as const,
  dataReportVersions: () => [...adminKeys.all, 'data-report-versions'] as const,
  deployments: () => [...adminKeys.all, 'deployments'] as const,
  flags: () => [...adminKeys.all, 'flags'] as const,
  environment: () => [...adminKeys.all, 'environment'] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  mailPreview: (template: string, language: string) => [...adminKeys.all, 'mail-preview', template, language] as const,
};
