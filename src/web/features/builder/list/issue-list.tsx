import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { ISSUE_CODES, type ValidationIssue } from '../../../../domain/army/issues';
import { useBuilderTranslation } from '../i18n';
import { issueMessage, type PackText } from '../units/pack-text';

/**
 * Validation results in the reader's language: errors, then warnings, or a "legal" line.
 * A list still being started (`empty`: no units yet) is not told off for lacking a High
 * Command; it is asked to start with one, and any other issue still shows.
 */
export function IssueList({
  issues,
  text,
  empty = false,
}: {
  issues: readonly ValidationIssue[];
  text: PackText;
  empty?: boolean;
}) {
  const { t } = useBuilderTranslation();
  const shown = empty ? issues.filter((issue) => issue.code !== ISSUE_CODES.highCommandMissing) : issues;
  const errors = shown.filter((issue) => issue.severity === 'error').length;
  return (
    <section aria-label={t('issues.title')} className="flex flex-col gap-2">
      <p
        role="status"
        className={`flex items-center gap-2 font-semibold ${errors ? 'text-danger-ink' : empty ? 'text-steel' : 'text-legal'}`}
      >
        {errors ? (
          <CircleAlert aria-hidden="true" className="size-5" />
        ) : empty ? (
          <Info aria-hidden="true" className="size-5" />
        ) : (
          <CircleCheck aria-hidden="true" className="size-5" />
        )}
        {errors
          ? t('issues.summaryErrors', { count: errors })
          : empty
            ? t('issues.summaryEmpty')
            : shown.length
              ? t('issues.summaryWarnings', { count: shown.length })
              : t('issues.summaryLegal')}
      </p>
      {shown.length ? (
        <ul className="flex flex-col gap-1.5">
          {shown.map((issue, index) => (
            <li
              key={`${issue.code}-${issue.entryId ?? issue.unitId ?? ''}-${index}`}
              data-code={issue.code}
              className={`flex gap-2 rounded-lg border px-3 py-2 text-sm ${
                issue.severity === 'error' ? 'border-danger/70 text-danger-ink' : 'border-warn/50 text-warn'
              }`}
            >
              {issue.severity === 'error' ? (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              <span>
                <span className="sr-only">{t(`issues.severity.${issue.severity}`)}: </span>
                {issueMessage(t, issue, text)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
