import { PackageX } from 'lucide-react';
import type { Shortfall } from '../../../../domain/army/collection';
import { useCollectionTranslation } from './i18n';

/** On a list entry: the list fields more of this unit than the player's collection holds. */
export function ShortfallNote({ shortfall }: { shortfall: Shortfall }) {
  const { t } = useCollectionTranslation();
  return (
    <p className="flex items-center gap-1 text-sm text-warn">
      <PackageX aria-hidden="true" className="size-4 shrink-0" />
      {t('builder.shortfall', { owned: shortfall.owned, used: shortfall.used })}
    </p>
  );
}
