import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import type { Report } from '../../../../contracts/social';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AdminPanel } from '../admin-panel';
import { AdminQueryState } from '../admin-query-state';
import { adminErrorText } from '../admin-format';
import { adminKeys } from '../api/admin-keys';
import { reportsQuery, type ReportStatus } from '../api/get-reports';
import { RefreshButton } from '../admin-buttons';
import { StatusFilter } from '../review-queue';
import { removeReportedContent, resolveReport } from '../api/moderate-report';
import { ReportItem, type Action } from './report-item';
import '../i18n';

const STATUSES: readonly ReportStatus[] = ['open', 'resolved'];

/** Reports of comments and messages: read the words, resolve the report or delete what was said. */
export function ReportsPanel() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [confirming, setConfirming] = useState<Report | null>(null);
  const reports = useQuery(reportsQuery(status));

  const action = useMutation({
    mutationFn: async ({ kind, report }: Action) =>
      kind === 'resolve' ? { deleted: false, ...(await resolveReport(report.id)) } : removeReportedContent(report.id),
    onSuccess: (answer, { kind }) => {
      setConfirming(null);
      toast.success(
        kind === 'resolve'
          ? t('reports.done.resolved')
          : answer.deleted
            ? t('reports.done.deleted')
            : t('reports.done.alreadyGone'),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
    },
    onError: (error) => {
      setConfirming(null);
      toast.error(adminErrorText(error, t));
    },
  });
  const busyWith = action.isPending ? action.variables : undefined;

  return (
    <AdminPanel
      title={t('reports.listTitle')}
      intro={status === 'open' ? t('reports.listIntro') : undefined}
      actions={<RefreshButton onRefresh={() => void reports.refetch()} busy={reports.isFetching} />}
    >
      <StatusFilter
        label={t('reports.filterLabel')}
        statuses={STATUSES}
        value={status}
        onChange={setStatus}
        name={(each) => t(`reports.filter.${each}`)}
      />
      <AdminQueryState query={reports}>
        {(data) => (
          <>
            {data.reports.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line p-4 text-steel">
                {status === 'open' ? t('reports.emptyOpen') : t('reports.emptyResolved')}
              </p>
            ) : null}
            {data.reports.length ? (
              <ol className="flex flex-col gap-3" aria-label={t(`reports.filter.${status}`)}>
                {data.reports.map((report) => (
                  <ReportItem
                    key={report.id}
                    report={report}
                    busy={busyWith?.report.id === report.id ? busyWith.kind : null}
                    onResolve={() => action.mutate({ kind: 'resolve', report })}
                    onDelete={() => setConfirming(report)}
                  />
                ))}
              </ol>
            ) : null}
          </>
        )}
      </AdminQueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'message' ? t('reports.confirmTitleMessage') : t('reports.confirmTitleComment')}
        body={t('reports.confirmBody')}
        confirmLabel={t('reports.confirm')}
        cancelLabel={t('common.cancel')}
        danger
        busy={action.isPending}
        onConfirm={() => confirming && action.mutate({ kind: 'delete', report: confirming })}
        onClose={() => setConfirming(null)}
      />
    </AdminPanel>
  );
}
