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
  return async (list) => listVerdict(list, ((await packs.byVersion(list.dataVersion)) ?? (await packs.current())).pack);
}
