import type { ArmyList } from '../../../../domain/army/army-list';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useBuilderTranslation } from '../i18n';

interface DeleteListDialogProps {
  /** The list asked to be deleted, if any. */
  deleting: ArmyList | null;
  /** It is kept in the account too, which the question says. */
  inCloud: boolean;
  onDelete: (list: ArmyList) => void;
  onClose: () => void;
}

/** Asks before a saved list is deleted. */
export function DeleteListDialog({ deleting, inCloud, onDelete, onClose }: DeleteListDialogProps) {
  const { t } = useBuilderTranslation();
  return (
    <Dialog
      open={deleting !== null}
      title={t('saved.deleteTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={() => deleting && onDelete(deleting)}>
            {t('saved.delete')}
          </Button>
        </>
      }
    >
      <p>
        {deleting
          ? t(inCloud ? 'saved.deleteConfirmCloud' : 'saved.deleteConfirm', {
              name: deleting.name || t('list.untitled'),
            })
          : null}
      </p>
    </Dialog>
  );
}
