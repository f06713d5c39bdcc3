import type { ArmyList, ListEntry } from '../../../../domain/army/army-list';
import { decodeShareCode, fromSharedList, type ShareCodeError } from '../../../../domain/army/share-code';
import { nowIso } from '../list/use-army-builder';

export type DecodedListCode = { ok: true; list: ArmyList } | { ok: false; error: ShareCodeError };

/** A share code as a list to show (ids and dates are the reader's, not part of the code). */
export function decodeListCode(code: string | undefined): DecodedListCode {
  const decoded = decodeShareCode(code ?? '');
  if (!decoded.ok) return decoded;
  return { ok: true, list: fromSharedList(decoded.value, { id: 'shared', now: nowIso() }) };
}

/** A copy of someone's list for the reader's own lists: a new id, made now. */
export function copyOfList(list: ArmyList, id: string, now: string): ArmyList {
  return { ...list, id, createdAt: now, updatedAt: now };
}

/** The entries a printout leaves out: those `hide` names, and every character joined to one. */
export function hiddenEntries(
  rows: readonly { entry: Pick<ListEntry, 'id' | 'unitId' | 'attachedTo'> }[],
  hide: ((unitId: string) => boolean) | undefined,
): Set<string> {
  const hidden = new Set<string>();
  for (const { entry } of rows) {
    const hostHidden = entry.attachedTo !== null && hidden.has(entry.attachedTo);
    if (hostHidden || hide?.(entry.unitId)) hidden.add(entry.id);
  }
  return hidden;
}
