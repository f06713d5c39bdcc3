import type { LucideIcon } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast';
import { useGameTranslation } from './i18n';

/** A button with an icon before its label, as the game's share and invite actions draw them. */
export function ActionButton({
  icon: Icon,
  label,
  onClick,
  style = buttonStyles.secondary,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  style?: string;
}) {
  return (
    <button type="button" className={style} onClick={onClick}>
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}

/** Copies a text (a link, the game) and says with a toast whether it worked. */
export function useCopyWithToast() {
  const { t } = useGameTranslation();
  return async (value: string, done: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(done);
    } catch {
      toast.error(t('summary.copyFailed'));
    }
  };
}
