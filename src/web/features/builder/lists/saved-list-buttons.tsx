import { CloudUpload, Copy, FolderOpen, Pencil, Trash2, type LucideIcon } from 'lucide-react';
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
  /** One action on the list: its short label on the button, the list's name in the label read out. */
  const action = (
    key: 'load' | 'rename' | 'duplicate' | 'toCloud' | 'delete',
    Icon: LucideIcon,
    onClick: () => void,
    style: string = buttonStyles.ghost,
    iconStyle = 'size-4',
  ) => (
    <button type="button" className={style} onClick={onClick} aria-label={t(`saved.${key}Named`, { name: name })}>
      <Icon aria-hidden="true" className={iconStyle} />
      {t(`saved.${key}`)}
    </button>
  );
  return (
    <div className="flex flex-wrap gap-1">
      {action('load', FolderOpen, onLoad, buttonStyles.secondary)}
      {action('rename', Pencil, onRename)}
      {action('duplicate', Copy, onDuplicate)}
      {offerCloud ? action('toCloud', CloudUpload, onToCloud) : null}
      {action('delete', Trash2, onDelete, buttonStyles.ghost, 'size-4 text-danger-ink')}
    </div>
  );
}
