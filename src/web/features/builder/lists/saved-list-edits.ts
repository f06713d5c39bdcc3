import { LIST_LIMITS, listNameSchema, type ArmyList } from '../../../../domain/army/army-list';

/** A new name for a list, or why it cannot have it. */
export function checkListName(name: string): { ok: true; name: string } | { ok: false } {
  const parsed = listNameSchema.safeParse(name);
  return parsed.success ? { ok: true, name: parsed.data } : { ok: false };
}

/** A list under a new name, marked as changed now. */
export function renamedList(list: ArmyList, name: string, now: string): ArmyList {
  return { ...list, name, updatedAt: now };
}

/** A copy of a list under a new id and a name cut to the longest a list may have, made now. */
export function duplicatedList(list: ArmyList, id: string, copyName: string, now: string): ArmyList {
  const name = copyName.slice(0, LIST_LIMITS.nameLength).trim();
  return { ...list, id, name, createdAt: now, updatedAt: now };
}
