import { useMutation } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { checkListsResponseSchema, LIST_PATHS, MAX_CHECKED_LISTS } from '../../../../contracts/lists';
import { apiFetch, ApiRequestError } from '../../../lib/api';
import { CSV_TYPE, downloadText } from '../../../lib/download';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { useBuilderTranslation } from '../i18n';
import { checkCsv } from './check-csv';
import { CheckResults } from './check-results';
import { pastedLinks, pastedProblem, rowOf, withOrigin } from './check-rows';
import { controlStyles } from '../../../ui/field';

/**
 * The organiser's check (issue 17): share links or codes pasted one a line, checked by the server
 * as the builder checks them, shown as a table with each list openable, and downloadable as CSV.
 */
export function ListCheck() {
  const { t, language } = useBuilderTranslation();
  const fieldId = useId();
  const hintId = useId();
  const problemId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (links: string[]) =>
      apiFetch(LIST_PATHS.check, checkListsResponseSchema, { method: 'POST', body: { links } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const links = pastedLinks(text);
    const refused = pastedProblem(links);
    if (refused?.key === 'check.empty') return setProblem(t('check.empty'));
    if (refused) return setProblem(t('check.tooMany', { count: refused.count, limit: refused.limit }));
    setProblem(null);
    check.mutate(links);
  };

  const rows = useMemo(
    () => (check.data?.items ?? []).map((item) => rowOf(item, t, language)),
    [check.data, t, language],
  );
  // The verdict first after the name: on a phone the table scrolls sideways, and that is what an
  // organiser looks for.
  const headings = [
    t('check.columns.who'),
    t('check.columns.legal'),
    t('check.columns.issues'),
    t('check.columns.points'),
    t('check.columns.gameSize'),
    t('check.columns.faction'),
    t('check.columns.open'),
  ];
  const download = () =>
    downloadText(checkCsv(headings, withOrigin(rows, window.location.origin)), 'rookery-list-check.csv', CSV_TYPE);

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 md:py-10">
      <PageHeader icon={ListChecks} title={t('check.title')} intro={t('check.intro')} />
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <label htmlFor={fieldId} className="font-semibold text-ink">
          {t('check.label')}
        </label>
        <p id={hintId} className="text-sm text-steel">
          {t('check.hint', { limit: MAX_CHECKED_LISTS })}
        </p>
        <textarea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={8}
          spellCheck={false}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={problem !== null}
          className={`${controlStyles} min-h-40 font-mono text-sm`}
        />
        {problem ? (
          <p id={problemId} role="alert" className="text-danger-ink">
            {problem}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary" disabled={check.isPending}>
            {check.isPending ? t('check.checking') : t('check.submit')}
          </Button>
        </div>
      </form>
      {check.isError ? (
        <p role="alert" className="text-danger-ink">
          {check.error instanceof ApiRequestError && check.error.status === 0 ? t('check.offline') : t('check.failed')}
        </p>
      ) : null}
      {check.data ? (
        <CheckResults items={check.data.items} rows={rows} headings={headings} onDownload={download} />
      ) : null}
    </section>
  );
}
