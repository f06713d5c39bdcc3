import { Download, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { CheckedList } from '../../../../contracts/lists';
import { Button } from '../../../ui/button';
import { LegalityBadge } from '../../../ui/legality-badge';
import { useBuilderTranslation } from '../i18n';
import type { CheckRow } from './check-csv';
import { legalCount } from './check-rows';

interface CheckResultsProps {
  items: CheckedList[];
  rows: CheckRow[];
  headings: string[];
  onDownload: () => void;
}

/** The checked lists as a table, how many are legal, and the table as a download. */
export function CheckResults({ items, rows, headings, onDownload }: CheckResultsProps) {
  const { t } = useBuilderTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-steel">
          {t('check.summary', { count: rows.length, legal: legalCount(items) })}
        </p>
        <Button variant="secondary" icon={Download} onClick={onDownload}>
          {t('check.download')}
        </Button>
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
            {items.map((item, index) => (
              <ResultRow key={index} item={item} row={rows[index]!} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
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
