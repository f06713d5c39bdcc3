import { z } from 'zod';
import { armyListSchema, type ArmyList } from './army-list';

/**
 * The builder's working list as kept on the device: the list on screen and the list as last
 * saved or loaded (null for a list never saved), so that after a reload the builder still knows
 * whether there are unsaved changes.
 */
export const builderDraftSchema = z
  .strictObject({ list: armyListSchema, saved: armyListSchema.nullable() })
  .refine((draft) => draft.saved === null || draft.saved.id === draft.list.id, {
    message: 'saved-copy-of-another-list',
    path: ['saved'],
  });
export type BuilderDraft = z.infer<typeof builderDraftSchema>;

/** What a list is, ignoring what a save stamps on it (time, data version, points at saving). */
function content({ updatedAt: _updated, dataVersion: _version, entries, ...rest }: ArmyList) {
  return { ...rest, entries: entries.map(({ savedPoints: _points, ...entry }) => entry) };
}

export function sameListContent(a: ArmyList, b: ArmyList): boolean {
  return JSON.stringify(content(a)) === JSON.stringify(content(b));
}

/**
 * Whether leaving this list would lose work: a saved list that changed since, or a list never
 * saved that has a unit or a name (an untouched new list loses nothing).
 */
export function isListDirty(list: ArmyList, saved: ArmyList | null): boolean {
  if (saved === null) return list.entries.length > 0 || list.name !== '';
  return !sameListContent(saved, list);
}

/** new: nothing to save yet; unsaved: changes only in the draft; saved: as last saved. */
export type ListSaveState = 'new' | 'unsaved' | 'saved';

export function listSaveState(list: ArmyList, saved: ArmyList | null): ListSaveState {
  if (isListDirty(list, saved)) return 'unsaved';
  return saved === null ? 'new' : 'saved';
}

/** The list the builder opens with, its saved copy, and a list asked for that must wait for a yes. */
export interface InitialList {
  list: ArmyList;
  saved: ArmyList | null;
  /** Asked for (a link) while the draft holds unsaved changes to another list: opened once they may go. */
  then: ArmyList | null;
}

interface InitialListInput {
  draft: BuilderDraft | null;
  /** The list a link asks for, and the list open last time (ids of saved lists). */
  requestedId: string | null;
  rememberedId: string | null;
  /** A saved list by id, as stored now. */
  lookup: (id: string) => ArmyList | null;
  fresh: () => ArmyList;
}

const asSaved = (list: ArmyList): InitialList => ({ list, saved: list, then: null });

/**
 * Which list the builder opens. A draft with unsaved changes comes first and is never dropped
 * unasked: a list a link asks for is offered after it (`then`). Otherwise the linked list; else
 * the draft's list as stored now (it may have changed on another device), or the draft itself
 * when it is a new list never saved; else the list open last time; else a new list.
 */
export function chooseInitialList({ draft, requestedId, rememberedId, lookup, fresh }: InitialListInput): InitialList {
  const requested = requestedId ? lookup(requestedId) : null;
  if (draft && isListDirty(draft.list, draft.saved)) {
    const other = requested && requested.id !== draft.list.id ? requested : null;
    return { list: draft.list, saved: draft.saved, then: other };
  }
  if (requested) return asSaved(requested);
  if (draft?.saved === null) return { list: draft.list, saved: null, then: null };
  const current = draft ? lookup(draft.list.id) : null;
  if (current) return asSaved(current);
  const remembered = rememberedId ? lookup(rememberedId) : null;
  return remembered ? asSaved(remembered) : { list: fresh(), saved: null, then: null };
}

/** Whether the builder can open from the draft alone, without waiting for the saved lists. */
export function opensFromDraftAlone(draft: BuilderDraft | null, requestedId: string | null): boolean {
  return draft !== null && requestedId === null && (draft.saved === null || isListDirty(draft.list, draft.saved));
}
