import type { TFunction } from 'i18next';
import { toast } from '../../../ui/toast';
import { MAX_CLOUD_LISTS } from '../../../../contracts/lists';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { SaveResult } from './use-saved-lists';

/**
 * Tells the player where a save went: the device only (guests), the device and their account,
 * the device now and the account later (offline), or why the account did not take it.
 * Returns the list that is current afterwards (another device's newer copy wins).
 * `successMessage` replaces the "saved" message (rename, duplicate); problems are always told.
 */
export function announceSave(
  result: SaveResult,
  t: TFunction<'builder'>,
  successMessage?: 'saved.renamed' | 'saved.duplicated' | 'shared.copied',
): ArmyList {
  const name = (list: ArmyList) => list.name || t('list.untitled');
  const { list, cloud } = result;
  switch (cloud?.kind) {
    case undefined:
      toast.success(t(successMessage ?? 'saved.saved', { name: name(list) }));
      return list;
    case 'saved':
      toast.success(t(successMessage ?? 'saved.savedCloud', { name: name(list) }));
      return list;
    case 'offline':
      toast.warning(t('saved.savedOffline', { name: name(list) }));
      return list;
    case 'newer-copy':
      toast.warning(t('saved.newerCopy', { name: name(list) }));
      return cloud.cloud?.list ?? list;
    case 'too-many':
      toast.error(t('saved.cloudFull', { limit: MAX_CLOUD_LISTS }));
      return list;
    case 'failed':
      toast.error(t('saved.cloudFailed'));
      return list;
  }
}
