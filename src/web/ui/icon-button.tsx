import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonStyles } from './button-styles';

type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label' | 'title' | 'type'> & {
  /** Said by screen readers and shown as a tooltip, since the button has no words of its own. */
  label: string;
  icon: LucideIcon;
  /** The icon's size and colour. */
  iconClassName?: string;
};

/** A button that is only an icon, named by its label for screen readers and on hover. */
export function IconButton({ label, icon: Icon, iconClassName = 'size-5', className, ...button }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${buttonStyles.icon} ${className}` : buttonStyles.icon}
      aria-label={label}
      title={label}
      {...button}
    >
      <Icon aria-hidden="true" className={iconClassName} />
    </button>
  );
}
