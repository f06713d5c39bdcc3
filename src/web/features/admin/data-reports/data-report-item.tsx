import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Link } from 'react-router';
import type { AdminDataReport } from '../../../../contracts/data-reports';
import { dataReportSubjectPath } from '../../../../domain/data-reports/subject-path';
import { StatusPill, type Tone } from '../admin-panel';
import { NewTabLink } from '../admin-buttons';
import { ByMember, QueueItem } from '../review-queue';
import { DataReportActions } from './data-report-actions';

const TONE: Record<AdminDataReport['status'], Tone> = { open: 'warn', answered: 'neutral', fixed: 'good' };

/** One report: what it is about, the reporter's words, the answer so far, and what an admin can do. */
export function DataReportItem({ report, versions }: { report: AdminDataReport; versions: string[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const headingId = `data-report-${report.id}`;
  return (
    <QueueItem
      headingId={headingId}
      heading={
        <>
          {t(`dataReports.kind.${report.subject_kind}`)} ·{' '}
          <Link to={dataReportSubjectPath(report.subject_kind, report.subject_id) ?? '/'} className="text-gold-bright">
            {report.subject_title}
          </Link>
        </>
      }
      status={
        <StatusPill tone={TONE[report.status]}>
          {report.status === 'fixed' && report.fixed_version
            ? t('dataReports.fixedIn', { version: report.fixed_version })
            : t(`dataReports.status.${report.status}`)}
        </StatusPill>
      }
    >
      <blockquote
        aria-label={t('dataReports.reportedText')}
        className="rounded-md border-l-4 border-gold/60 bg-surface px-3 py-2 break-words whitespace-pre-wrap text-ink"
      >
        {report.text}
      </blockquote>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-steel">
        <span>
          <ByMember
            i18nKey="dataReports.reportedBy"
            member={report.reporter}
            date={format.dateTime(report.created_at)}
          />
        </span>
        <span className="break-all">{t('dataReports.version', { version: report.data_version })}</span>
        {report.list_code ? (
          <NewTabLink
            href={`/shared-list/${encodeURIComponent(report.list_code)}`}
            className="inline-flex items-center gap-1"
            iconClassName="size-3.5"
          >
            {t('dataReports.openList')}
          </NewTabLink>
        ) : null}
      </p>
      {report.answer ? (
        <div className="flex flex-col gap-1 rounded-md bg-surface px-3 py-2">
          <p className="text-sm text-steel">
            <ByMember
              i18nKey="dataReports.answeredBy"
              member={report.answered_by}
              date={report.answered_at ? format.dateTime(report.answered_at) : ''}
            />
          </p>
          <p className="break-words whitespace-pre-wrap">{report.answer}</p>
        </div>
      ) : null}
      <DataReportActions report={report} versions={versions} />
    </QueueItem>
  );
}
