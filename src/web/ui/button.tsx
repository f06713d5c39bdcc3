import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonStyles, type ButtonVariant } from './button-styles';

type ButtonProps = ComponentProps<'button'> & {
  /** How much the action stands out: the page's main action is primary, most others secondary. */
  variant: Exclude<ButtonVariant, 'icon'>;
  /** An icon before the words, hidden from screen readers (the words name the action). */
  icon?: LucideIcon;
};

/**
 * A button with words, in one of the app's variants: type "button" unless told otherwise, so it
 * never submits a form by accident. An icon-only button is an IconButton.
 */
export function Button({ variant, icon: Icon, className, type = 'button', children, ...button }: ButtonProps) {
  return (
    <button
      type={type}
      className={className ? `${buttonStyles[variant]} ${className}` : buttonStyles[variant]}
      {...button}
    >
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      {children}
    </button>
  );
}
