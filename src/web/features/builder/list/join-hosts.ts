import type { ArmyList, ListEntry } from '../../../../domain/army/army-list';
import type { DataPack, Unit } from '../../../../domain/army/data-pack-schema';
import { canJoin, hasJoin } from '../../../../domain/army/join';
import { ridersOf } from '../../../../domain/army/list-commands';
import { indexPack } from '../../../../domain/army/pack-index';

/** A unit that can join another: a character with Join, or a companion. */
export function canAttachTo(unit: Unit): boolean {
  return hasJoin(unit) || unit.companionOf !== null;
}

/**
 * The entries an entry may join: the one it joins now, and every unattached entry its unit can
 * join that still has a copy free (one character per unit; companions ride along regardless).
 */
export function joinHosts(list: ArmyList, entry: ListEntry, pack: DataPack): ListEntry[] {
  const index = indexPack(pack);
  const unit = index.unitsById.get(entry.unitId);
  return list.entries.filter((other) => {
    if (other.id === entry.id || other.attachedTo !== null) return false;
    if (other.id === entry.attachedTo) return true;
    const target = index.unitsById.get(other.unitId);
    if (!unit || !target || !canJoin(unit, target, index.keywordIds)) return false;
    if (unit.companionOf === target.id) return true;
    return ridersOf(list, other.id, pack) < other.quantity;
  });
}
