import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvReport } from '../../../contracts/unit-data';
import { CheckLine } from '../../ui/check-line';
import { CsvDiffSection } from './csv-diff-section';
import { cellClass, headClass } from './table-classes';
import { issueText } from './issue-text';

function Count({ label, value, tone }: { label: string; value: number; tone?: 'bad' | 'warn' | 'good' }) {
  const colour =
    tone === 'bad' ? 'text-danger-ink' : tone === 'warn' ? 'text-warn' : tone === 'good' ? 'text-legal' : 'text-ink';
  return (
    <div className="flex flex-col rounded-lg border border-line bg-night/50 px-3 py-2">
      <dt className="text-sm text-steel">{label}</dt>
      <dd className={`text-2xl font-semibold ${colour}`}>{value}</dd>
    </div>
  );
}

/** The counts, the per-row problems and the differences from the current unit data. */
export function CsvReportView({ report }: { report: CsvReport }) {
  const { t } = useTranslation('unit-data');
  const issuesId = useId();
  const count = (kind: 'changed' | 'added' | 'missing') =>
    report.changes.filter((change) => change.kind === kind).length;
  const issueRows = report.rows.flatMap((row) =>
    row.issues.map((issue, index) => ({ key: `${row.line}:${index}`, row, issue })),
  );

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Count label={t('report.rows')} value={report.rows.length} />
        <Count label={t('report.errors')} value={report.errorCount} tone={report.errorCount ? 'bad' : 'good'} />
        <Count
          label={t('report.warnings')}
          value={report.warningCount}
          tone={report.warningCount ? 'warn' : undefined}
        />
        <Count label={t('report.changed')} value={count('changed')} />
        <Count label={t('report.added')} value={count('added')} />
        <Count label={t('report.missing')} value={count('missing')} />
      </dl>

      <CheckLine ok={!report.errorCount}>
        {report.errorCount ? t('report.hasErrors', { count: report.errorCount }) : t('report.allGood')}
      </CheckLine>

      <section aria-labelledby={issuesId} className="flex flex-col gap-2">
        <h3 id={issuesId} className="text-lg">
          {t('report.issuesTitle')}
        </h3>
        {issueRows.length === 0 ? (
          <p className="text-steel">{t('report.noIssues')}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-line">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('report.issuesTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    {t('report.line')}
                  </th>
                  <th scope="col" className={headClass}>
                    {t('report.unit')}
                  </th>
                  <th scope="col" className={`${headClass} hidden md:table-cell`}>
                    {t('report.column')}
                  </th>
                  <th scope="col" className={headClass}>
                    {t('report.problem')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {issueRows.map(({ key, row, issue }) => (
                  <tr key={key}>
                    <td className={`${cellClass} tabular-nums`}>{row.line}</td>
                    <td className={cellClass}>{row.cells['Unit Name EN'] || '—'}</td>
                    <td className={`${cellClass} hidden md:table-cell`}>{issue.column ?? '—'}</td>
                    <td className={cellClass}>
                      <span
                        className={`mr-2 inline-block rounded px-1.5 text-xs font-semibold uppercase ${
                          issue.severity === 'error' ? 'bg-danger text-white' : 'bg-warn text-night'
                        }`}
                      >
                        {t(`report.severity.${issue.severity}`)}
                      </span>
                      {issueText(t, issue)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <CsvDiffSection changes={report.changes} />
    </div>
  );
}
