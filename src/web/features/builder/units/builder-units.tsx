import { memo, useCallback, useMemo } from 'react';
import { toast } from '../../../ui/toast';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack, Faction } from '../../../../domain/army/data-pack-schema';
import { profileCount, type CommandResult, type ListCommand } from '../../../../domain/army/list-commands';
import { encodeListShareCode } from '../../../../domain/army/share-code';
import { ItemScopeProvider, type ItemScope } from '../../../ui/item-actions';
import { useCollectionSync, useOwnedCounts } from '../collection/use-collection';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from './pack-text';
import { UnitBrowser } from './unit-browser';
import { UnitCard } from './unit-card';

interface BuilderUnitsProps {
  pack: DataPack;
  text: PackText;
  faction: Faction;
  /** Only the entries, so that renaming the list does not redraw every unit. */
  entries: ArmyList['entries'];
  getList: () => ArmyList;
  dispatch: (command: ListCommand) => CommandResult;
}

/** The faction's units, each with how many are in the list and buttons to add or remove one. */
export const BuilderUnits = memo(function BuilderUnits({
  pack,
  text,
  faction,
  entries,
  getList,
  dispatch,
}: BuilderUnitsProps) {
  const { t } = useBuilderTranslation();
  const factionUnits = useMemo(() => pack.units.filter((unit) => unit.factionId === faction.id), [pack, faction.id]);
  const add = useCallback(
    (unitId: string) => {
      const result = dispatch({ type: 'add-unit', unitId });
      if (!result.ok) toast.error(t(`rejections.${result.rejection}`));
    },
    [dispatch, t],
  );
  const removeOne = useCallback(
    (unitId: string) => {
      const entry = getList().entries.find((e) => e.unitId === unitId);
      if (entry) dispatch({ type: 'remove-unit', entryId: entry.id });
    },
    [getList, dispatch],
  );
  const avbReached = t('unit.avbReached');
  // Actions on a unit from here may carry the list being built, as a share code.
  const itemScope = useMemo<ItemScope>(
    () => ({ version: pack.version, attachment: () => encodeListShareCode(getList()) }),
    [pack.version, getList],
  );
  const owned = useOwnedCounts();
  useCollectionSync(pack);

  return (
    <ItemScopeProvider value={itemScope}>
      <UnitBrowser
        label={t('browser.label', { faction: text.factionName(faction) })}
        units={factionUnits}
        text={text}
        owned={owned}
        renderUnit={(unit) => {
          const count = entries.filter((e) => e.unitId === unit.id).reduce((sum, e) => sum + e.quantity, 0);
          const blocked = profileCount({ entries }, pack, unit.id) >= unit.avb ? avbReached : null;
          return (
            <UnitCard
              unit={unit}
              text={text}
              count={count}
              accent={faction.accentColour}
              onAdd={add}
              onRemove={count > 0 ? removeOne : undefined}
              addBlockedReason={blocked}
              owned={owned.size > 0 ? (owned.get(unit.id) ?? 0) : undefined}
            />
          );
        }}
      />
    </ItemScopeProvider>
  );
});
