import { CircleCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { Report } from '../../../../contracts/social';
import { Button } from '../../../ui/button';
import { StatusPill } from '../admin-panel';
import { ByMember, QueueItem } from '../review-queue';

export type Action = { kind: 'resolve' | 'delete'; report: Report };

export function ReportItem({
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
    <QueueItem
      headingId={headingId}
      heading={
        <>
          {t(`reports.kind.${report.kind}`)} · {t(`reports.reasons.${report.reason}`)}
        </>
      }
      status={
        <StatusPill tone={report.status === 'open' ? 'warn' : 'good'}>
          {t(`reports.status.${report.status}`)}
        </StatusPill>
      }
    >
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
            <Button variant="secondary" icon={CircleCheck} disabled={busy !== null} onClick={onResolve}>
              {busy === 'resolve' ? t('reports.resolving') : t('reports.resolve')}
            </Button>
          ) : null}
          {report.content_exists ? (
            <Button variant="danger" icon={Trash2} disabled={busy !== null} onClick={onDelete}>
              {report.kind === 'message' ? t('reports.deleteMessage') : t('reports.deleteComment')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </QueueItem>
  );
}
