import { Globe } from 'lucide-react';
import type { ListVerdict } from '../../../../domain/army/validate-list';
import { useFormat } from '../../../lib/format';
import { LegalityBadge } from '../../../ui/legality-badge';
import { useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';
import type { SavedListRef } from './list-store';

/** A saved list's name, faction, points, date, legality, where it is kept and whether it is public. */
export function SavedListDetails({
  saved: { list, locations, cloud },
  verdict,
  text,
}: {
  saved: SavedListRef;
  verdict: ListVerdict;
  text: PackText;
}) {
  const { t } = useBuilderTranslation();
  const format = useFormat();
  return (
    <div>
      <p className="font-semibold break-words text-ink">{list.name || t('list.untitled')}</p>
      <p className="text-sm text-steel">
        {t('saved.summary', {
          faction: text.factionName(list.factionId),
          points: verdict.points,
          date: format.dateTime(list.updatedAt),
        })}
      </p>
      <p className="mt-1 flex flex-wrap gap-1 text-xs">
        <LegalityBadge legal={verdict.legal} />
        {locations.map((location) => (
          <span key={location} className="rounded-full border border-line px-2 py-0.5 text-steel">
            {t(`saved.location.${location}`)}
          </span>
        ))}
        {cloud?.public ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-gold/60 px-2 py-0.5 text-gold">
            <Globe aria-hidden="true" className="size-3" />
            {t('saved.publicBadge')}
          </span>
        ) : null}
      </p>
    </div>
  );
}
