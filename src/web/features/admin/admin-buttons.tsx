import { ExternalLink, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../ui/button-styles';
import './i18n';

/** Asks the server for a panel's data again; disabled while it is on its way. */
export function RefreshButton({
  onRefresh,
  busy,
  label,
  spin = false,
  primary = false,
}: {
  onRefresh: () => void;
  busy: boolean;
  /** "Refresh" unless the panel says it another way. */
  label?: string;
  /** The icon turns while the data is on its way. */
  spin?: boolean;
  primary?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      className={primary ? buttonStyles.primary : buttonStyles.secondary}
      onClick={onRefresh}
      disabled={busy}
    >
      <RefreshCw
        aria-hidden="true"
        className={spin ? `size-4 ${busy ? 'animate-spin motion-reduce:animate-none' : ''}` : 'size-4'}
      />
      {label ?? t('common.refresh')}
    </button>
  );
}

/** A link that opens in a new tab, saying so to screen readers and with an icon to the eye. */
export function NewTabLink({
  href,
  className,
  iconClassName = 'size-4',
  children,
}: {
  href: string;
  className: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className={iconClassName} />
      <span className="sr-only">{t('common.newTab')}</span>
    </a>
  );
}
