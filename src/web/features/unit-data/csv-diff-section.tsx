import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvReport } from '../../../contracts/unit-data';
import { fieldLabel } from './issue-text';
import { cellClass, headClass } from './table-classes';

/** What the sheet would change in the published unit data: changed fields, added and missing units. */
export function CsvDiffSection({ changes }: { changes: CsvReport['changes'] }) {
  const { t } = useTranslation('unit-data');
  const diffId = useId();
  return (
    <section aria-labelledby={diffId} className="flex flex-col gap-2">
      <h3 id={diffId} className="text-lg">
        {t('report.diffTitle')}
      </h3>
      {changes.length === 0 ? (
        <p className="text-steel">{t('report.noDiff')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full border-collapse text-sm" data-testid="csv-diff">
            <caption className="sr-only">{t('report.diffTitle')}</caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  {t('report.unit')}
                </th>
                <th scope="col" className={`${headClass} hidden md:table-cell`}>
                  {t('report.faction')}
                </th>
                <th scope="col" className={headClass}>
                  {t('report.change')}
                </th>
                <th scope="col" className={headClass}>
                  {t('report.from')}
                </th>
                <th scope="col" className={headClass}>
                  {t('report.to')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.flatMap((change) =>
                change.kind === 'changed'
                  ? change.changes.map((field) => (
                      <tr key={`${change.unitId}:${field.field}`} data-kind="changed">
                        <th scope="row" className={`${cellClass} text-left font-normal`}>
                          {change.name}
                        </th>
                        <td className={`${cellClass} hidden md:table-cell`}>{change.factionId}</td>
                        <td className={cellClass}>{fieldLabel(t, field.field)}</td>
                        <td className={`${cellClass} text-danger-ink line-through decoration-1`}>
                          {field.from || '—'}
                        </td>
                        <td className={`${cellClass} text-legal`}>{field.to || '—'}</td>
                      </tr>
                    ))
                  : [
                      <tr key={`${change.unitId}:${change.kind}`} data-kind={change.kind}>
                        <th scope="row" className={`${cellClass} text-left font-normal`}>
                          {change.name}
                        </th>
                        <td className={`${cellClass} hidden md:table-cell`}>{change.factionId}</td>
                        <td className={cellClass} colSpan={3}>
                          <span className={change.kind === 'added' ? 'text-legal' : 'text-warn'}>
                            {t(`report.kind.${change.kind}`)}
                          </span>
                        </td>
                      </tr>,
                    ],
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
