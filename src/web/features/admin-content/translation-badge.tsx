import { CircleCheck, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/i18n/language';

/** Whether an entry has its Spanish and French texts: "Translated", or which languages are missing. */
export function TranslationBadge({ missing }: { missing: Language[] }) {
  const { t } = useTranslation('admin-content');
  if (!missing.length) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full border border-legal/60 px-2 py-0.5 text-sm text-legal">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        {t('badge.complete')}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-warn/60 px-2 py-0.5 text-sm text-warn">
      <Languages aria-hidden="true" className="size-3.5" />
      {t('badge.missing', { languages: missing.map((language) => language.toUpperCase()).join(', ') })}
    </span>
  );
}
