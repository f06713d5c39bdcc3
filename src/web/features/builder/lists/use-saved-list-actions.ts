import { useState } from 'react';
import { LIST_LIMITS, type ArmyList } from '../../../../domain/army/army-list';
import { toast } from '../../../ui/toast';
import { useBuilderTranslation } from '../i18n';
import { newListId, nowIso } from '../list/use-army-builder';
import { announceSave } from './save-feedback';
import { checkListName, duplicatedList, renamedList } from './saved-list-edits';
import { useListMutations } from './use-saved-lists';

/** A list being renamed: the name as typed, and why it was refused, if it was. */
export interface Renaming {
  id: string;
  name: string;
  error: string | null;
}

/** Renaming, copying and sending a saved list to the account, each saying how it went. */
export function useSavedListActions(onRenamed: (list: ArmyList) => void) {
  const { t } = useBuilderTranslation();
  const { save } = useListMutations();
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const displayName = (list: ArmyList) => list.name || t('list.untitled');

  const rename = async (list: ArmyList, name: string) => {
    const checked = checkListName(name);
    if (!checked.ok) {
      setRenaming({ id: list.id, name, error: t('rejections.name.too_long', { limit: LIST_LIMITS.nameLength }) });
      return;
    }
    try {
      const current = announceSave(
        await save.mutateAsync(renamedList(list, checked.name, nowIso())),
        t,
        'saved.renamed',
      );
      setRenaming(null);
      onRenamed(current);
    } catch {
      toast.error(t('saved.saveFailed'));
    }
  };

  const duplicate = async (list: ArmyList) => {
    const copy = duplicatedList(list, newListId(), t('saved.copyName', { name: displayName(list) }), nowIso());
    try {
      announceSave(await save.mutateAsync(copy), t, 'saved.duplicated');
    } catch {
      toast.error(t('saved.saveFailed'));
    }
  };

  const toCloud = async (list: ArmyList) => {
    try {
      const result = await save.mutateAsync({ list, toCloud: true });
      if (result.cloud === null) return void toast.error(t('saved.guestCloudFailed'));
      announceSave(result, t);
    } catch {
      toast.error(t('saved.saveFailed'));
    }
  };

  return { renaming, setRenaming, rename, duplicate, toCloud };
}
