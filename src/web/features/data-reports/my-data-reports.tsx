import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataReport } from '../../../contracts/data-reports';
import { dataReportSubjectPath } from '../../../domain/data-reports/subject-path';
import { useFormat } from '../../lib/format';
import { PanelCard } from '../../ui/panel-card';
import { QueryState } from '../../ui/query-state';
import { myDataReportsQuery } from './api/my-data-reports';
import './i18n';

const STATUS_STYLES: Record<DataReport['status'], string> = {
  open: 'border-line text-steel',
  answered: 'border-gold/60 text-gold',
  fixed: 'border-legal/60 text-legal',
};

/** One report: what it was about, where it stands, what the member wrote and what the admins said. */
function ReportItem({ report }: { report: DataReport }) {
  const { t } = useTranslation('dataReports');
  const format = useFormat();
  const subjectPath = dataReportSubjectPath(report.subject_kind, report.subject_id);
  const status =
    report.status === 'fixed' && report.fixed_version
      ? t('mine.status.fixedIn', { version: report.fixed_version })
      : t(`mine.status.${report.status}`);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-raised px-3 py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">
          <span className="text-steel">{t(`kind.${report.subject_kind}`)}: </span>
          {subjectPath ? <Link to={subjectPath}>{report.subject_title}</Link> : report.subject_title}
        </span>
        <span className={`rounded-full border px-2 py-0.5 text-sm ${STATUS_STYLES[report.status]}`}>{status}</span>
      </div>
      <p className="text-sm text-steel">{t('mine.sent', { date: format.date(report.created_at) })}</p>
      <p className="break-words whitespace-pre-line">{report.text}</p>
      {report.answer ? (
        <div className="flex flex-col gap-1 border-l-2 border-gold/60 pl-3">
          <p className="text-sm font-semibold text-steel">
            {t('mine.answer', { date: format.date(report.answered_at) })}
          </p>
          <p className="break-words whitespace-pre-line">{report.answer}</p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The data problems the member reported (on their profile): each one's subject, where it stands
 * and the admins' answer, which also reaches them as a notification.
 */
export function MyDataReports({ userId }: { userId: string | null }) {
  const { t } = useTranslation('dataReports');
  const reports = useQuery(myDataReportsQuery(userId));
  if (!userId) return null;
  return (
    <PanelCard icon={Flag} heading={t('mine.heading')}>
      <QueryState
        query={reports}
        texts={{ loading: t('mine.loading'), failed: t('mine.error'), retry: t('mine.retry'), empty: t('mine.empty') }}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <ul className="flex flex-col gap-2">
            {data.map((report) => (
              <ReportItem key={report.id} report={report} />
            ))}
          </ul>
        )}
      </QueryState>
    </PanelCard>
  );
}
