import type { LucideIcon } from 'lucide-react';
import { Link, type LinkProps } from 'react-router';
import { buttonStyles, type ButtonVariant } from './button-styles';

type ButtonLinkProps = LinkProps & {
  /** Reads as the Button of the same variant. */
  variant: Exclude<ButtonVariant, 'icon'>;
  /** An icon before the words, hidden from screen readers (the words name the place). */
  icon?: LucideIcon;
};

/** A link to a page of the app that looks like a Button: it goes somewhere rather than acting. */
export function ButtonLink({ variant, icon: Icon, className, children, ...link }: ButtonLinkProps) {
  return (
    <Link className={className ? `${buttonStyles[variant]} ${className}` : buttonStyles[variant]} {...link}>
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      {children}
    </Link>
  );
}
