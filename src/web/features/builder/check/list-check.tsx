import { useMutation } from '@tanstack/react-query';
import { Download, ExternalLink, ListChecks } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { checkListsResponseSchema, LIST_PATHS, MAX_CHECKED_LISTS, type CheckedList } from '../../../../contracts/lists';
import { factions } from '../../../../data/factions';
import { normaliseLanguage } from '../../../../domain/i18n/language';
import { apiFetch, ApiRequestError } from '../../../lib/api';
import { CSV_TYPE, downloadText } from '../../../lib/download';
import { buttonStyles } from '../../../ui/button-styles';
import { LegalityBadge } from '../../../ui/legality-badge';
import { useBuilderTranslation } from '../i18n';
import { errorCount } from '../share/verdict';
import { checkCsv, type CheckRow } from './check-csv';

/** The pasted text as links, one a line, blank lines left out. */
export function pastedLinks(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

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
    if (links.length === 0) return setProblem(t('check.empty'));
    if (links.length > MAX_CHECKED_LISTS)
      return setProblem(t('check.tooMany', { count: links.length, limit: MAX_CHECKED_LISTS }));
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
  const download = () => {
    const origin = window.location.origin;
    const csv = checkCsv(
      headings,
      rows.map((row) => ({ ...row, link: row.link ? `${origin}${row.link}` : '' })),
    );
    downloadText(csv, 'rookery-list-check.csv', CSV_TYPE);
  };

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-2 text-3xl">
          <ListChecks aria-hidden="true" className="size-7 text-gold" />
          {t('check.title')}
        </h1>
        <p className="max-w-2xl text-steel">{t('check.intro')}</p>
      </header>
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
          className="min-h-40 rounded-lg border border-line bg-night px-3 py-2 font-mono text-sm text-ink"
        />
        {problem ? (
          <p id={problemId} role="alert" className="text-danger-ink">
            {problem}
          </p>
        ) : null}
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={check.isPending}>
            {check.isPending ? t('check.checking') : t('check.submit')}
          </button>
        </div>
      </form>
      {check.isError ? (
        <p role="alert" className="text-danger-ink">
          {check.error instanceof ApiRequestError && check.error.status === 0 ? t('check.offline') : t('check.failed')}
        </p>
      ) : null}
      {check.data ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-steel">
              {t('check.summary', {
                count: rows.length,
                legal: (check.data.items ?? []).filter((item) => item.status === 'ok' && item.verdict.legal).length,
              })}
            </p>
            <button type="button" className={buttonStyles.secondary} onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              {t('check.download')}
            </button>
          </div>
          <div
            role="region"
            aria-label={t('check.caption')}
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-line"
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{t('check.caption')}</caption>
              <thead className="bg-surface text-steel">
                <tr>
                  {headings.map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {check.data.items.map((item, index) => (
                  <ResultRow key={index} item={item} row={rows[index]!} />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ResultRow({ item, row }: { item: CheckedList; row: CheckRow }) {
  const { t } = useBuilderTranslation();
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="max-w-60 px-3 py-2 font-semibold break-words text-ink">
        {row.who}
        {item.status === 'ok' && item.player && item.name ? (
          <span className="block text-xs font-normal text-steel">{item.name}</span>
        ) : null}
      </th>
      <td className="px-3 py-2">
        {item.status === 'ok' ? (
          <LegalityBadge legal={item.verdict.legal} />
        ) : (
          <span className="text-danger-ink">{row.legal}</span>
        )}
      </td>
      <td className="px-3 py-2">{row.issues}</td>
      <td className="px-3 py-2">{row.points}</td>
      <td className="px-3 py-2">{row.gameSize}</td>
      <td className="px-3 py-2">{row.faction}</td>
      <td className="px-3 py-2">
        {row.link ? (
          <Link to={row.link} className="inline-flex items-center gap-1 text-gold underline-offset-2 hover:underline">
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('check.openList', { name: row.who })}
          </Link>
        ) : null}
      </td>
    </tr>
  );
}

function rowOf(item: CheckedList, t: ReturnType<typeof useBuilderTranslation>['t'], language: string): CheckRow {
  if (item.status !== 'ok') {
    return {
      who: item.link,
      faction: '',
      points: '',
      gameSize: '',
      legal: t(item.status === 'unknown' ? 'check.unknown' : 'check.broken'),
      issues: '',
      link: '',
    };
  }
  const faction = factions.find((entry) => entry.id === item.factionId);
  const lang = normaliseLanguage(language);
  return {
    who: item.player ?? (item.name || t('list.untitled')),
    faction: faction ? (faction.name[lang] ?? faction.name.en) : item.factionId,
    points: String(item.points),
    gameSize: item.gameSize === null ? '?' : String(item.gameSize),
    legal: t(item.verdict.legal ? 'check.legal' : 'check.illegal'),
    issues: String(errorCount(item.verdict)),
    link: `/shared-list/${encodeURIComponent(item.code)}`,
  };
}
