import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast';
import type { ContentTab } from './content-params';
import './i18n';

/** Copies the address of one rule or answer. */
export function CopyLinkButton({ tab, id, title }: { tab: ContentTab; id: string; title: string }) {
  const { t } = useTranslation('content');
  const copy = async () => {
    const url = `${window.location.origin}/${tab}#${encodeURIComponent(id)}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('linkCopied'));
    } catch {
      toast.error(t('linkCopyFailed'));
    }
  };
  return (
    <button
      type="button"
      className={`${buttonStyles.icon} shrink-0 text-steel hover:text-gold`}
      aria-label={t('copyLinkTo', { title })}
      title={t('copyLink')}
      onClick={() => void copy()}
    >
      <Link2 aria-hidden="true" className="size-5" />
    </button>
  );
}
