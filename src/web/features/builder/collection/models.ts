import { sameModels } from '../../../../domain/army/collection';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { collectionStore } from './collection-store';

const groups = new WeakMap<DataPack, ReadonlyMap<string, readonly string[]>>();

/** Unit id → every profile of the same model (a mercenary's copy in each faction), per pack. */
export function modelsOf(pack: DataPack): ReadonlyMap<string, readonly string[]> {
  let found = groups.get(pack);
  if (!found) {
    found = sameModels(pack.units);
    groups.set(pack, found);
  }
  return found;
}

/** Sets owned counts as the player's change; a mercenary's count goes to its copy in every faction. */
export function setOwned(pack: DataPack, counts: readonly { unitId: string; count: number }[]): void {
  const models = modelsOf(pack);
  collectionStore.set(
    counts.flatMap(({ unitId, count }) => (models.get(unitId) ?? [unitId]).map((id) => ({ unitId: id, count }))),
  );
}
