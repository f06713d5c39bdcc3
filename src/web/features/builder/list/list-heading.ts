import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack, Faction } from '../../../../domain/army/data-pack-schema';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';

/**
 * What heads a list shown whole (shared, about to be imported): its faction (the pack's first
 * when the list names none it has) and its game size in words.
 */
export function useListHeading(
  list: ArmyList,
  pack: DataPack,
  text: PackText,
  limit: number | null,
): { faction: Faction; size: string } {
  const { t } = useBuilderTranslation();
  const faction = pack.factions.find((f) => f.id === list.factionId) ?? pack.factions[0]!;
  const size =
    list.gameSize.kind === 'preset'
      ? t('list.gameSizeOption', { name: text.gameSizeName(list.gameSize.presetId), points: limit ?? '?' })
      : t('export.customSize', { points: list.gameSize.points });
  return { faction, size };
}
