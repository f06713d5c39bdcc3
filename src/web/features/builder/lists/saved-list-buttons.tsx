import { CloudUpload, Copy, FolderOpen, Pencil, Trash2 } from 'lucide-react';
import type { ArmyList } from '../../../../domain/army/army-list';
import { buttonStyles } from '../../../ui/button-styles';
import { useBuilderTranslation } from '../i18n';

interface SavedListButtonsProps {
  list: ArmyList;
  /** Offer to send the list to the account (it is on this device only, and the account can take it). */
  offerCloud: boolean;
  onLoad: () => void;
  onRename: () => void;
  onDuplicate: () => void;
  onToCloud: () => void;
  onDelete: () => void;
}

/** What can be done with a saved list: load, rename, duplicate, send to the account, delete. */
export function SavedListButtons({
  list,
  offerCloud,
  onLoad,
  onRename,
  onDuplicate,
  onToCloud,
  onDelete,
}: SavedListButtonsProps) {
  const { t } = useBuilderTranslation();
  const name = list.name || t('list.untitled');
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={onLoad}
        aria-label={t('saved.loadNamed', { name: name })}
      >
        <FolderOpen aria-hidden="true" className="size-4" />
        {t('saved.load')}
      </button>
      <button
        type="button"
        className={buttonStyles.ghost}
        onClick={onRename}
        aria-label={t('saved.renameNamed', { name: name })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('saved.rename')}
      </button>
      <button
        type="button"
        className={buttonStyles.ghost}
        onClick={onDuplicate}
        aria-label={t('saved.duplicateNamed', { name: name })}
      >
        <Copy aria-hidden="true" className="size-4" />
        {t('saved.duplicate')}
      </button>
      {offerCloud ? (
        <button
          type="button"
          className={buttonStyles.ghost}
          onClick={onToCloud}
          aria-label={t('saved.toCloudNamed', { name: name })}
        >
          <CloudUpload aria-hidden="true" className="size-4" />
          {t('saved.toCloud')}
        </button>
      ) : null}
      <button
        type="button"
        className={buttonStyles.ghost}
        onClick={onDelete}
        aria-label={t('saved.deleteNamed', { name: name })}
      >
        <Trash2 aria-hidden="true" className="size-4 text-danger-ink" />
        {t('saved.delete')}
      </button>
    </div>
  );
}
