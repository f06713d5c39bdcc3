import type { ListVerdict } from '../../../contracts/lists';
import type { ArmyList } from '../../../domain/army/army-list';
import { listVerdict } from '../../../domain/army/validate-list';
import type { DataPackSource } from '../data-pack';

/** Checks lists as the builder does, against the data a list names; one per app. */
export type ListChecker = (list: ArmyList) => Promise<ListVerdict>;

/**
 * The verdict on a list against the data version the list names, or against the current data
 * when the server does not know that version (a list from another server, or from a version no
 * admin published here); the verdict says which version it was checked against.
 */
export function listChecker(packs: DataPackSource): ListChecker {
  return async (list) => {
    // Most lists are built on the current data: one look-up settles those.
    const current = await packs.current();
    if (current.version === list.dataVersion) return listVerdict(list, current.pack);
    return listVerdict(list, ((await packs.byVersion(list.dataVersion)) ?? current).pack);
  };
}
