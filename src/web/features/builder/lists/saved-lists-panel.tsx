import { useMemo, useState } from 'react';
import type { ArmyList } from '../../../../domain/army/army-list';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { listVerdict } from '../../../../domain/army/validate-list';
import { useGuestAccountsAvailable } from '../../../lib/auth';
import { toast } from '../../../ui/toast';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';
import { DeleteListDialog } from './delete-list-dialog';
import { RenameListForm } from './rename-list-form';
import { SavedListButtons } from './saved-list-buttons';
import { SavedListDetails } from './saved-list-details';
import { SavedListsNote } from './saved-lists-note';
import { useSavedListActions } from './use-saved-list-actions';
import { useCloudStatus, useListMutations, useSavedLists } from './use-saved-lists';

interface SavedListsPanelProps {
  pack: DataPack;
  text: PackText;
  currentId: string;
  onLoad: (list: ArmyList) => void;
  onRenamed: (list: ArmyList) => void;
  /** Called after a list is deleted, so the builder can forget it was saved. */
  onDeleted: (id: string) => void;
}

/**
 * Every saved list, on this device and (signed in) in the account, one row each, with load,
 * rename, duplicate, delete, and saving a device-only list to the account.
 */
export function SavedListsPanel({ pack, text, currentId, onLoad, onRenamed, onDeleted }: SavedListsPanelProps) {
  const { t } = useBuilderTranslation();
  const { data: saved = [], isPending } = useSavedLists();
  const { remove, signedIn } = useListMutations();
  const cloudStatus = useCloudStatus();
  // A guest may save to the cloud too: the first such save makes them an anonymous account.
  const guestCloud = useGuestAccountsAvailable();
  const canSendToCloud = (signedIn && cloudStatus === 'ok') || guestCloud;
  const { renaming, setRenaming, rename, duplicate, toCloud } = useSavedListActions(onRenamed);
  const [deleting, setDeleting] = useState<ArmyList | null>(null);
  // Each list's verdict, once per change of the lists or the pack, not on every keystroke of a rename.
  const verdicts = useMemo(() => new Map(saved.map(({ list }) => [list.id, listVerdict(list, pack)])), [saved, pack]);

  const confirmDelete = async (list: ArmyList) => {
    await remove.mutateAsync(list.id);
    onDeleted(list.id);
    toast.success(t('saved.deleted', { name: list.name || t('list.untitled') }));
    setDeleting(null);
  };

  if (isPending) return <p className="text-steel">{t('saved.loading')}</p>;
  const note = <SavedListsNote signedIn={signedIn} cloudStatus={cloudStatus} />;
  if (saved.length === 0) {
    return (
      <>
        {note}
        <p className="text-steel">{t('saved.empty')}</p>
      </>
    );
  }

  return (
    <>
      {note}
      <ul aria-label={t('saved.title')} className="flex flex-col gap-2">
        {saved.map((ref) => {
          const { list, locations } = ref;
          return (
            <li
              key={list.id}
              aria-current={list.id === currentId ? 'true' : undefined}
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 aria-[current=true]:border-gold"
            >
              {renaming?.id === list.id ? (
                <RenameListForm
                  renaming={renaming}
                  onChange={setRenaming}
                  onSubmit={(name) => void rename(list, name)}
                  onCancel={() => setRenaming(null)}
                />
              ) : (
                <SavedListDetails saved={ref} verdict={verdicts.get(list.id) ?? listVerdict(list, pack)} text={text} />
              )}
              <SavedListButtons
                list={list}
                offerCloud={canSendToCloud && !locations.includes('cloud')}
                onLoad={() => onLoad(list)}
                onRename={() => setRenaming({ id: list.id, name: list.name, error: null })}
                onDuplicate={() => void duplicate(list)}
                onToCloud={() => void toCloud(list)}
                onDelete={() => setDeleting(list)}
              />
            </li>
          );
        })}
      </ul>
      <DeleteListDialog
        deleting={deleting}
        inCloud={saved.some((ref) => ref.list.id === deleting?.id && ref.locations.includes('cloud'))}
        onDelete={(list) => void confirmDelete(list)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
