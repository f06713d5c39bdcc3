import { TriangleAlert } from 'lucide-react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { displayOrder } from '../../../../domain/army/list-commands';
import { indexPack } from '../../../../domain/army/pack-index';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';
import { hiddenEntries } from './list-code';

/** The rows of a shared or printed list, with points as they are now and what changed. */
export function SharedListRows({
  list,
  pack,
  text,
  hide,
}: {
  list: ArmyList;
  pack: DataPack;
  text: PackText;
  hide?: (unitId: string) => boolean;
}) {
  const { t } = useBuilderTranslation();
  const { unitsById } = indexPack(pack);
  const rows = displayOrder(list, pack);
  const hidden = hiddenEntries(rows, hide);
  return (
    <ul aria-label={t('list.units')} className="flex flex-col gap-2">
      {rows
        .filter(({ entry }) => !hidden.has(entry.id))
        .map(({ entry, depth }) => {
          const unit = unitsById.get(entry.unitId);
          const host = entry.attachedTo === null ? undefined : list.entries.find((e) => e.id === entry.attachedTo);
          const changed = unit && entry.savedPoints !== null && entry.savedPoints !== unit.points;
          return (
            <li
              key={entry.id}
              data-unit={entry.unitId}
              className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-line bg-surface px-3 py-2 print:border-black/30 print:bg-white ${
                depth ? 'ml-6 border-dashed' : ''
              }`}
            >
              <span className="font-semibold text-ink print:text-black">
                {text.unitName(entry.unitId)}
                {entry.quantity > 1 ? (
                  <span className="ml-1 text-steel print:text-black">× {entry.quantity}</span>
                ) : null}
                {depth && host ? (
                  <span className="ml-2 text-sm font-normal text-steel print:text-black">
                    {t('verdict.joins', { unit: text.unitName(host.unitId) })}
                  </span>
                ) : null}
                {unit?.highCommand ? (
                  <span className="ml-2 text-xs font-semibold text-gold print:text-black">{t('unit.highCommand')}</span>
                ) : null}
              </span>
              <span className="text-sm text-steel print:text-black">
                {unit ? t('list.entryPoints', { points: unit.points * entry.quantity }) : t('list.unknownUnit')}
                {changed ? (
                  <span className="ml-2 inline-flex items-center gap-1 font-semibold text-warn print:text-black">
                    <TriangleAlert aria-hidden="true" className="size-4" />
                    {t('shared.pointsChanged', { before: entry.savedPoints, after: unit.points })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
    </ul>
  );
}
