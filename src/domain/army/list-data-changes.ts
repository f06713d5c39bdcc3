import type { ArmyList } from './army-list';
import type { DataPack } from './data-pack-schema';
import { unitFieldChanges, type UnitChange } from './unit-csv';

export interface ListUnitDataChange {
  unitId: string;
  /** The unit is in the data the list was made with but not in the current data. */
  removed: boolean;
  changes: UnitChange['changes'];
}

/**
 * What changed, for the units of a list, between the data it was made with and the current data:
 * one row per unit in list order, only for units that changed or were removed.
 */
export function listDataChanges(
  list: Pick<ArmyList, 'entries'>,
  before: DataPack,
  after: DataPack,
): ListUnitDataChange[] {
  const old = new Map(before.units.map((unit) => [unit.id, unit]));
  const current = new Map(after.units.map((unit) => [unit.id, unit]));
  const seen = new Set<string>();
  const rows: ListUnitDataChange[] = [];
  for (const { unitId } of list.entries) {
    if (seen.has(unitId)) continue;
    seen.add(unitId);
    const previous = old.get(unitId);
    const next = current.get(unitId);
    if (!previous) continue;
    if (!next) rows.push({ unitId, removed: true, changes: [] });
    else {
      const changes = unitFieldChanges(previous, next);
      if (changes.length) rows.push({ unitId, removed: false, changes });
    }
  }
  return rows;
}
