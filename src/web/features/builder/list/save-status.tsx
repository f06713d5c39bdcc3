import { CircleCheck, CircleDot, CircleAlert } from 'lucide-react';
import type { ListSaveState } from '../../../../domain/army/list-draft';
import { useBuilderTranslation } from '../i18n';

interface SaveStatusProps {
  state: ListSaveState;
  /** Saved to the account too, not only on this device. */
  inAccount: boolean;
  /** The unsaved changes are kept on this device (false when storage refused them). */
  kept: boolean;
}

/** Whether the list on screen is saved: a short, calm line next to its name. */
export function SaveStatus({ state, inAccount, kept }: SaveStatusProps) {
  const { t } = useBuilderTranslation();
  const [Icon, text, tone] =
    state === 'unsaved'
      ? kept
        ? [CircleDot, t('status.unsaved'), 'text-warn']
        : [CircleAlert, t('status.unsavedNotKept'), 'text-danger-ink']
      : state === 'saved'
        ? [CircleCheck, t(inAccount ? 'status.savedAccount' : 'status.savedDevice'), 'text-legal']
        : [null, t('status.new'), 'text-steel'];
  return (
    <p role="status" data-testid="save-status" className="flex items-center gap-1.5 text-sm text-steel">
      {Icon ? <Icon aria-hidden="true" className={`size-4 shrink-0 ${tone}`} /> : null}
      <span>{text}</span>
    </p>
  );
}
