import { ArrowDown, ArrowUp, ArrowUpDown, GitCompareArrows } from 'lucide-react';
import { useBuilderTranslation } from '../i18n';
import { COLUMNS, isNumeric, type Column, type StatsSort } from './stats-table-model';

/** The table's header: the compare column, then a sort button per column showing the order. */
export function StatsTableHead({ sort, onSort }: { sort: StatsSort; onSort: (column: Column) => void }) {
  const { t } = useBuilderTranslation();
  return (
    <thead className="bg-surface">
      <tr>
        {/* Compare comes first, so on a phone it is on screen whatever the table's width (issue 21). */}
        <th scope="col" className="p-1 text-sm font-semibold text-steel">
          <span className="inline-flex min-h-11 items-center justify-center px-1 md:px-2">
            <GitCompareArrows aria-hidden="true" className="size-4 md:hidden" />
            <span className="max-md:sr-only">{t('stats.columns.compare')}</span>
          </span>
        </th>
        {COLUMNS.map((column) => (
          <th
            key={column}
            scope="col"
            aria-sort={sort.column === column ? sort.direction : undefined}
            className={`p-1 ${column === 'faction' || column === 'type' ? 'hidden md:table-cell' : ''}`}
          >
            <button
              type="button"
              onClick={() => onSort(column)}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-sm font-semibold text-steel hover:text-gold md:px-2"
            >
              {isNumeric(column) ? (
                // Phones read a short label; the button keeps the full name.
                <>
                  <span aria-hidden="true" className="md:hidden">
                    {t(`stats.columnsShort.${column}`)}
                  </span>
                  <span className="max-md:sr-only">{t(`stats.columns.${column}`)}</span>
                </>
              ) : (
                t(`stats.columns.${column}`)
              )}
              {sort.column !== column ? (
                <ArrowUpDown aria-hidden="true" className="size-4 opacity-60 max-md:hidden" />
              ) : sort.direction === 'ascending' ? (
                <ArrowUp aria-hidden="true" className="size-4" />
              ) : (
                <ArrowDown aria-hidden="true" className="size-4" />
              )}
            </button>
          </th>
        ))}
      </tr>
    </thead>
  );
}
