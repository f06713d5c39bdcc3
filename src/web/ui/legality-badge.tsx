import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Legal" or "Not legal": a list's verdict where lists are listed (saved lists, profiles). */
export function LegalityBadge({ legal }: { legal: boolean }) {
  const { t } = useTranslation();
  const Icon = legal ? ShieldCheck : ShieldAlert;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
        legal ? 'border-legal/50 text-legal' : 'border-danger-ink/50 text-danger-ink'
      }`}
    >
      <Icon aria-hidden="true" className="size-3" />
      {t(legal ? 'legality.legal' : 'legality.illegal')}
    </span>
  );
}
