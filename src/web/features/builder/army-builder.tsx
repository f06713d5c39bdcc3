import { startTransition, useEffect, useState } from 'react';
import { createList } from '../../../domain/army/army-list';
import type { DataPack } from '../../../domain/army/data-pack-schema';
import { chooseInitialList, opensFromDraftAlone, type InitialList } from '../../../domain/army/list-draft';
import { BuilderOpening } from './builder-opening';
import { BuilderWorkspace } from './builder-workspace';
import { builderDraft } from './draft/builder-draft';
import { newListId, nowIso } from './list/use-army-builder';
import { useSavedLists } from './lists/use-saved-lists';
import { readBuilderPreferences } from './preferences';

/**
 * The army builder. Opens the working list kept on this device (with its unsaved changes), or
 * the list a link asks for, or the one open last time, or a new list for the last faction; then
 * hands over to the workspace. A link never silently replaces unsaved changes: it is offered
 * once the workspace is open.
 */
export function ArmyBuilder({ pack, requestedListId }: { pack: DataPack; requestedListId?: string | null }) {
  const saved = useSavedLists();
  const [initial, setInitial] = useState<InitialList | null>(null);

  useEffect(() => {
    if (initial) return;
    const draft = builderDraft.read();
    // Unsaved work opens at once; anything else waits for saved lists read after mounting, since
    // a list saved or changed elsewhere a moment ago must be seen.
    if (!opensFromDraftAlone(draft, requestedListId ?? null) && !saved.isFetchedAfterMount) return;
    const preferences = readBuilderPreferences();
    const chosen = chooseInitialList({
      draft,
      requestedId: requestedListId ?? null,
      rememberedId: preferences.listId ?? null,
      lookup: (id) => saved.data?.find((ref) => ref.list.id === id)?.list ?? null,
      fresh: () => {
        const factionId = pack.factions.find((f) => f.id === preferences.factionId)?.id ?? pack.factions[0]!.id;
        return createList({ id: newListId(), factionId, now: nowIso() }, pack);
      },
    });
    // The whole workspace renders at once here: as a transition it is done in slices, so a tap
    // or a paint is never held up behind it (issue 14: total blocking time).
    startTransition(() => setInitial(chosen));
  }, [initial, saved.isFetchedAfterMount, saved.data, requestedListId, pack]);

  if (!initial) return <BuilderOpening pack={pack} />;
  return <BuilderWorkspace pack={pack} initial={initial} />;
}
