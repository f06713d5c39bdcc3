import { useEffect, useState } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import { builderDraftSchema } from '../../../../domain/army/list-draft';
import { createDraftStore } from '../../../lib/drafts';

/** The list being built, kept on this device at every change (`draft_builder`, issue 21). */
export const builderDraft = createDraftStore('builder', builderDraftSchema);

/** Keeps the working list and its saved copy as the draft; false while they could not be kept. */
export function useKeepDraft(list: ArmyList, saved: ArmyList | null): boolean {
  const [kept, setKept] = useState(true);
  useEffect(() => {
    setKept(builderDraft.write({ list, saved }));
  }, [list, saved]);
  return kept;
}
