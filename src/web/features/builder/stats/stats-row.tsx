import type { Faction, Unit } from '../../../../domain/army/data-pack-schema';
import { unitAnchor } from '../../../../domain/data-reports/subject-path';
import { UNIT_TYPE_TEXTS, useBuilderTranslation } from '../i18n';
import { FactionEmblem } from '../units/faction-emblem';
import type { PackText } from '../units/pack-text';

interface StatsRowProps {
  unit: Unit;
  faction: Faction;
  text: PackText;
  isCompared: boolean;
  /** As many units as can be compared are ticked already. */
  compareFull: boolean;
  onToggleCompared: () => void;
  onOpen: () => void;
}

/** One unit's row: a tick to compare it, its name (opening its card), faction, type and numbers. */
export function StatsRow({ unit, faction, text, isCompared, compareFull, onToggleCompared, onOpen }: StatsRowProps) {
  const { t } = useBuilderTranslation();
  const name = text.unitName(unit);
  return (
    <tr id={unitAnchor(unit.id)} className="border-t border-line/70">
      <td className="p-0">
        <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            checked={isCompared}
            disabled={!isCompared && compareFull}
            aria-label={t('stats.compareUnit', { unit: name })}
            onChange={onToggleCompared}
            className="size-5 accent-gold"
          />
        </label>
      </td>
      <td className="p-1">
        <button
          type="button"
          onClick={onOpen}
          className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-left font-semibold text-gold-bright underline-offset-2 hover:underline md:px-2"
        >
          <FactionEmblem factionId={faction.id} colour={faction.accentColour} className="size-5 shrink-0" />
          {name}
        </button>
      </td>
      <td className="hidden p-2 text-ink md:table-cell">{text.factionName(faction)}</td>
      <td className="hidden p-2 text-ink md:table-cell">{t(UNIT_TYPE_TEXTS[unit.type])}</td>
      <td className="px-2 py-2 text-ink tabular-nums md:px-3">{unit.points}</td>
      <td className="px-2 py-2 text-ink tabular-nums md:px-3">{unit.command}</td>
      <td className="px-2 py-2 text-ink tabular-nums md:px-3">{unit.avb}</td>
    </tr>
  );
}
