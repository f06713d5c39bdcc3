import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../ui/toast';
import type { Report } from '../../../../contracts/social';
import { buttonStyles } from '../../../ui/button-styles';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Spinner } from '../../../ui/spinner';
import { AdminPanel, LoadFailed, StatusPill } from '../admin-panel';
import { adminErrorText } from '../admin-format';
import { adminKeys } from '../api/admin-keys';
import { reportsQuery, type ReportStatus } from '../api/get-reports';
import { ByMember, RefreshButton, StatusFilter } from '../review-queue';
import { removeReportedContent, resolveReport } from '../api/moderate-report';
import '../i18n';

const STATUSES: readonly ReportStatus[] = ['open', 'resolved'];

type Action = { kind: 'resolve' | 'delete'; report: Report };

/** Reports of comments and messages: read the words, resolve the report or delete what was said. */
export function ReportsPanel() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
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

  const list = reports.data?.reports;
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
      {reports.isPending ? <Spinner label={tCommon('app.loading')} /> : null}
      {reports.isError ? (
        <LoadFailed
          message={adminErrorText(reports.error, t)}
          retryLabel={t('common.retry')}
          onRetry={() => void reports.refetch()}
        />
      ) : null}
      {list?.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-steel">
          {status === 'open' ? t('reports.emptyOpen') : t('reports.emptyResolved')}
        </p>
      ) : null}
      {list?.length ? (
        <ol className="flex flex-col gap-3" aria-label={t(`reports.filter.${status}`)}>
          {list.map((report) => (
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

function ReportItem({
  report,
  busy,
  onResolve,
  onDelete,
}: {
  report: Report;
  busy: Action['kind'] | null;
  onResolve: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const headingId = `report-${report.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-night/60 p-3 md:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-sans text-base font-semibold text-ink">
          {t(`reports.kind.${report.kind}`)} · {t(`reports.reasons.${report.reason}`)}
        </h3>
        <StatusPill tone={report.status === 'open' ? 'warn' : 'good'}>
          {t(`reports.status.${report.status}`)}
        </StatusPill>
      </div>
      <figure className="flex flex-col gap-1">
        <figcaption className="text-sm text-steel">
          <ByMember i18nKey="reports.writtenBy" member={report.author} />
        </figcaption>
        <blockquote
          aria-label={t('reports.reportedText')}
          className="rounded-md border-l-4 border-gold/60 bg-surface px-3 py-2 break-words whitespace-pre-wrap text-ink"
        >
          {report.snapshot}
        </blockquote>
        {!report.content_exists ? <p className="text-sm text-steel italic">{t('reports.contentDeleted')}</p> : null}
      </figure>
      {report.note ? (
        <p className="text-sm break-words whitespace-pre-wrap">
          <span className="font-semibold text-steel">{t('reports.note')} </span>
          {report.note}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-steel">
        <span>
          <ByMember i18nKey="reports.reportedBy" member={report.reporter} />
        </span>
        <time dateTime={report.created_at}>{format.dateTime(report.created_at)}</time>
        {report.resolved_at ? (
          <span>{t('reports.resolvedAt', { date: format.dateTime(report.resolved_at) })}</span>
        ) : null}
      </p>
      {report.status === 'open' || report.content_exists ? (
        <div className="flex flex-wrap gap-2">
          {report.status === 'open' ? (
            <button type="button" className={buttonStyles.secondary} disabled={busy !== null} onClick={onResolve}>
              <CircleCheck aria-hidden="true" className="size-4" />
              {busy === 'resolve' ? t('reports.resolving') : t('reports.resolve')}
            </button>
          ) : null}
          {report.content_exists ? (
            <button type="button" className={buttonStyles.danger} disabled={busy !== null} onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              {report.kind === 'message' ? t('reports.deleteMessage') : t('reports.deleteComment')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
