import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { listDataChanges } from '../../../../domain/army/list-data-changes';
import { dataPackVersionQuery } from '../data-pack/use-data-pack';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';

const FIELDS = [
  'points',
  'avb',
  'command',
  'type',
  'highCommand',
  'tournamentLegal',
  'characteristics',
  'keywords',
  'specialRules',
  'companionOf',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (field: string): field is Field => (FIELDS as readonly string[]).includes(field);

/**
 * For a list made with other unit data: fetches that version and shows, unit by unit, which of
 * its facts changed since (points, AVB, command, keywords…). Shows nothing while loading, when
 * the server does not have that version, or when nothing in the list changed.
 */
export function ListDataChanges({
  list,
  pack,
  text,
}: {
  list: Pick<ArmyList, 'entries' | 'dataVersion'>;
  pack: DataPack;
  text: PackText;
}) {
  const { t } = useBuilderTranslation();
  const differs = list.dataVersion !== pack.version && list.entries.length > 0;
  const before = useQuery({ ...dataPackVersionQuery(list.dataVersion), enabled: differs });
  if (!differs || !before.data) return null;
  const rows = listDataChanges(list, before.data, pack);
  if (!rows.length) return null;

  const value = (raw: string) =>
    raw === 'true' ? t('dataChanges.yes') : raw === 'false' ? t('dataChanges.no') : raw || t('dataChanges.none');
  const oldText = (unitId: string) => before.data.units.find((unit) => unit.id === unitId);
  return (
    <details className="rounded-lg border border-warn/50 px-3 py-2 text-sm text-warn" data-testid="list-data-changes">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <History aria-hidden="true" className="size-4 shrink-0" />
        {t('dataChanges.title', { count: rows.length })}
      </summary>
      <ul className="mt-2 flex flex-col gap-1.5 text-ink">
        {rows.map((row) => {
          const old = oldText(row.unitId);
          return (
            <li key={row.unitId}>
              <span className="font-semibold">
                {row.removed && old ? text.unitName(old) : text.unitName(row.unitId)}
              </span>
              {row.removed ? (
                <span>: {t('dataChanges.removed')}</span>
              ) : (
                <ul className="ms-4 list-disc">
                  {row.changes.map((change) => (
                    <li key={change.field}>
                      {isField(change.field) ? t(`dataChanges.fields.${change.field}`) : change.field}:{' '}
                      {value(change.from)} → {value(change.to)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
