import { useState } from 'react';
import { toast } from '../../../ui/toast';
import { createList, type ArmyList } from '../../../../domain/army/army-list';
import type { DataPack, FactionId } from '../../../../domain/army/data-pack-schema';
import { stampWithPack } from '../../../../domain/army/list-commands';
import { useBuilderTranslation } from '../i18n';
import { announceSave } from '../lists/save-feedback';
import { useListMutations } from '../lists/use-saved-lists';
import { writeBuilderPreferences } from '../preferences';
import { newListId, nowIso, type useArmyBuilder } from './use-army-builder';

type Builder = ReturnType<typeof useArmyBuilder>;

/**
 * New list, load and save. New and load drop the list on screen, so with unsaved changes they
 * wait for the player to agree (`pending`, answered by `confirm` or `cancel`).
 */
export function useListActions(builder: Builder, pack: DataPack, onLoaded: () => void) {
  const { t } = useBuilderTranslation();
  const { save } = useListMutations();
  const [pending, setPending] = useState<{ action: () => void } | null>(null);

  const guard = (action: () => void) => (builder.dirty ? setPending({ action }) : action());

  const startNew = (factionId: FactionId) =>
    guard(() => {
      builder.replace(createList({ id: newListId(), factionId, now: nowIso() }, pack), false);
      writeBuilderPreferences({ factionId, listId: undefined });
    });

  const load = (next: ArmyList) =>
    guard(() => {
      builder.replace(next, true);
      writeBuilderPreferences({ factionId: next.factionId, listId: next.id });
      onLoaded();
      toast.success(t('saved.loaded', { name: next.name || t('list.untitled') }));
    });

  /**
   * Opens an imported list as a new, unsaved list (kept as the draft until saved); `onOpened`
   * runs once it is open, so a player who thinks again keeps the import as it was.
   */
  const openImported = (imported: ArmyList, onOpened?: () => void) =>
    guard(() => {
      builder.replace(imported, false);
      writeBuilderPreferences({ factionId: imported.factionId, listId: undefined });
      onLoaded();
      toast.success(t('import.done', { name: imported.name || t('list.untitled') }));
      onOpened?.();
    });

  /** Saves the list on screen; the list that is current afterwards, or null when nothing was saved. */
  const saveList = async (): Promise<ArmyList | null> => {
    const stamped = stampWithPack({ ...builder.getList(), updatedAt: nowIso() }, pack);
    try {
      const current = announceSave(await save.mutateAsync(stamped), t);
      if (current === stamped) builder.markSaved(stamped);
      else builder.replace(current, true);
      writeBuilderPreferences({ listId: current.id });
      return current;
    } catch {
      toast.error(t('saved.saveFailed'));
      return null;
    }
  };

  return {
    startNew,
    load,
    openImported,
    saveList,
    pending: pending !== null,
    confirm: () => {
      const action = pending?.action;
      setPending(null);
      action?.();
    },
    cancel: () => setPending(null),
  };
}
