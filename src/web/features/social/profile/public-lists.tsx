import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Link } from 'react-router';
import { emblemUrl } from '../../../../contracts/storage-paths';
import { factionIdSchema } from '../../../../domain/army/data-pack-schema';
import { QueryState } from '../../../ui/query-state';
import { LegalityBadge } from '../../../ui/legality-badge';
import { publicListsQuery } from '../api/get-public-lists';
import { factionInfo } from '../factions';
import '../i18n';
import { loadTexts } from '../load-texts';

/** The army lists a member chose to show on their profile, each opening its short link. */
export function PublicLists({ userId, own = false }: { userId: string; own?: boolean }) {
  const { t, i18n } = useTranslation('social');
  const format = useFormat();
  const query = useQuery(publicListsQuery(userId));
  return (
    <section aria-labelledby="public-lists-heading" className="flex flex-col gap-3">
      <h2 id="public-lists-heading" className="text-xl">
        {t('lists.title')}
      </h2>
      <QueryState
        query={query}
        texts={loadTexts(t, own ? t('lists.emptyOwn') : t('lists.empty'))}
        isEmpty={(lists) => lists.length === 0}
      >
        {(lists) => (
          <ul className="grid gap-2 md:grid-cols-2">
            {lists.map((list) => {
              const factionId = factionIdSchema.safeParse(list.factionId);
              const faction = factionId.success ? factionInfo(factionId.data, i18n.language) : null;
              return (
                <li key={list.id}>
                  <Link
                    to={`/shared-list/${encodeURIComponent(list.shortCode)}`}
                    className="flex items-center gap-3 rounded-xl border border-line bg-surface/80 p-3 hover:border-gold focus-visible:border-gold"
                  >
                    {factionId.success ? (
                      <img src={emblemUrl(factionId.data)} alt="" className="size-9 shrink-0 rounded-full" />
                    ) : (
                      <ScrollText aria-hidden="true" className="size-9 shrink-0 text-gold" />
                    )}
                    <span className="flex min-w-0 flex-col items-start gap-0.5">
                      <span className="font-semibold break-words text-ink">{list.name || t('lists.untitled')}</span>
                      <span className="text-sm text-steel">
                        {t('lists.summary', {
                          faction: faction?.name ?? list.factionId,
                          count: list.unitCount,
                          date: format.moment(list.updatedAt),
                        })}
                      </span>
                      <LegalityBadge legal={list.legal} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
