import type { ReactNode } from 'react';
import { useGameTranslation } from './i18n';

/** One player's line: their name, their points column by column, and their total. */
export interface PointsRow {
  key: string;
  name: string;
  points: ReactNode[];
  total: ReactNode;
}

/** Players' points in a table: a column per heading between the player's name and the total. */
export function PointsTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: PointsRow[] }) {
  const { t } = useGameTranslation();
  return (
    <table className="w-full text-left tabular-nums">
      <caption className="mb-2 text-left font-display text-xl text-gold">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-steel">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('scoring.player')}
          </th>
          {columns.map((column, index) => (
            <th key={index} scope="col" className="px-2 py-2 font-semibold">
              {column}
            </th>
          ))}
          <th scope="col" className="py-2 pl-2 font-semibold">
            {t('scoring.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line/60 last:border-0">
            <th scope="row" className="py-2 pr-3 font-semibold break-words">
              {row.name}
            </th>
            {row.points.map((point, index) => (
              <td key={index} className="px-2 py-2">
                {point}
              </td>
            ))}
            <td className="py-2 pl-2 font-semibold text-gold">{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
