import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_REPORT_STATUSES, type DataReportStatus } from '../../../../contracts/data-reports';
import { Button } from '../../../ui/button';
import { AdminPanel } from '../admin-panel';
import { AdminQueryState } from '../admin-query-state';
import { dataReportsQuery, fixVersionsQuery } from '../api/get-data-reports';
import { RefreshButton } from '../admin-buttons';
import { StatusFilter } from '../review-queue';
import { DataReportItem } from './data-report-item';
import '../i18n';

/** Reports of data problems: read them by status, a page at a time, answer them and mark them fixed. */
export function DataReportsPanel() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<DataReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useQuery(dataReportsQuery(status, page));
  const versions = useQuery(fixVersionsQuery());
  const published = versions.data ?? [];
  const data = reports.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  // Answering or fixing the last report of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);

  return (
    <AdminPanel
      title={t('dataReports.listTitle')}
      intro={status === 'open' ? t('dataReports.listIntro') : undefined}
      actions={<RefreshButton onRefresh={() => void reports.refetch()} busy={reports.isFetching} />}
    >
      <StatusFilter
        label={t('dataReports.filterLabel')}
        statuses={DATA_REPORT_STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        name={(each) => t(`dataReports.status.${each}`)}
      />
      <AdminQueryState query={reports}>
        {(data) => (
          <>
            {data.reports.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line p-4 text-steel">
                {t(`dataReports.empty.${status}`)}
              </p>
            ) : null}
            {data.reports.length ? (
              <ol className="flex flex-col gap-3" aria-label={t(`dataReports.status.${status}`)}>
                {data.reports.map((report) => (
                  <DataReportItem key={report.id} report={report} versions={published} />
                ))}
              </ol>
            ) : null}
            {pages > 1 ? (
              <nav aria-label={t('dataReports.pages')} className="flex flex-wrap items-center gap-2">
                <Button variant="secondary" icon={ChevronLeft} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('dataReports.previous')}
                </Button>
                <span className="text-sm text-steel">{t('dataReports.pageOf', { page, pages })}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('dataReports.next')}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </AdminQueryState>
    </AdminPanel>
  );
}
