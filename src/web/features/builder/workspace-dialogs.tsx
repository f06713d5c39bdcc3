import type { ArmyList } from '../../../domain/army/army-list';
import type { DataPack } from '../../../domain/army/data-pack-schema';
import { ImportDialog } from './import/import-dialog';
import type { useListActions } from './list/use-list-actions';
import { ExportDialog } from './share/export-dialog';
import { ShareDialog } from './share/share-dialog';

export type WorkspaceDialog = 'share' | 'export' | 'import';

interface WorkspaceDialogsProps {
  /** The one open, if any. */
  dialog: WorkspaceDialog | null;
  onClose: () => void;
  list: ArmyList;
  pack: DataPack;
  /** The list has changes (or was never saved), so sharing offers to save it first. */
  unsaved: boolean;
  actions: ReturnType<typeof useListActions>;
}

/** The builder's dialogs: share, export and import. */
export function WorkspaceDialogs({ dialog, onClose, list, pack, unsaved, actions }: WorkspaceDialogsProps) {
  return (
    <>
      <ShareDialog
        open={dialog === 'share'}
        list={list}
        unsaved={unsaved}
        onSave={actions.saveList}
        onClose={onClose}
      />
      <ExportDialog open={dialog === 'export'} list={list} pack={pack} onClose={onClose} />
      <ImportDialog
        open={dialog === 'import'}
        pack={pack}
        factionId={list.factionId}
        onClose={onClose}
        onImport={(imported, done) =>
          actions.openImported(imported, () => {
            done();
            onClose();
          })
        }
      />
    </>
  );
}
