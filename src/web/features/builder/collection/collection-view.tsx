import { Boxes, Swords } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { slugify } from '../../../../domain/army/slug';
import { ButtonLink } from '../../../ui/button-link';
import { PageHeader } from '../../../ui/page-header';
import { LabelledSearchField } from '../../../ui/search-field';
import { packText } from '../units/pack-text';
import { CollectionFile } from './collection-file';
import { CollectionRows } from './collection-rows';
import { useCollectionTranslation } from './i18n';
import { setOwned } from './models';
import { useCollectionSync, useOwnedCounts } from './use-collection';
import { Select } from '../../../ui/select';

const STATUS_STYLE = {
  off: 'text-steel',
  syncing: 'text-steel',
  synced: 'text-legal',
  offline: 'text-warn',
  failed: 'text-warn',
};

/**
 * /collection: how many of each unit the player owns, faction by faction, kept on the device and,
 * when signed in, in the account; with CSV download and import.
 */
export function CollectionView({ pack }: { pack: DataPack }) {
  const { t, language } = useCollectionTranslation();
  const text = useMemo(() => packText(pack, language), [pack, language]);
  const owned = useOwnedCounts();
  const status = useCollectionSync(pack);
  const [faction, setFaction] = useState(pack.factions[0]?.id ?? '');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const setCount = useCallback((unitId: string, count: number) => setOwned(pack, [{ unitId, count }]), [pack]);
  const units = useMemo(() => {
    const words = slugify(deferredQuery).split('-').filter(Boolean);
    return pack.units
      .filter((unit) => unit.factionId === faction)
      .filter((unit) => {
        const names = slugify(Object.values(unit.name).join(' '));
        return words.every((word) => names.includes(word));
      })
      .sort((a, b) => text.unitName(a).localeCompare(text.unitName(b), language));
  }, [pack, faction, deferredQuery, text, language]);
  const ownedHere = pack.units
    .filter((unit) => unit.factionId === faction)
    .reduce((sum, unit) => sum + (owned.get(unit.id) ?? 0), 0);

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 md:py-10">
      <PageHeader icon={Boxes} title={t('title')} intro={t('intro')}>
        <p role="status" className={`text-sm ${STATUS_STYLE[status]}`}>
          {t(`status.${status}`)}
        </p>
      </PageHeader>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          look="compact"
          label={t('faction')}
          value={faction}
          onValueChange={setFaction}
          options={pack.factions.map((option) => ({ value: option.id, label: text.factionName(option) }))}
        />
        <LabelledSearchField
          label={t('search')}
          fieldClassName="min-w-48 flex-1"
          value={query}
          onValueChange={setQuery}
          placeholder={t('searchPlaceholder')}
          clearLabel={t('clearSearch')}
        />
        <ButtonLink to="/builder" variant="secondary" icon={Swords}>
          {t('toBuilder')}
        </ButtonLink>
      </div>
      <p className="text-steel">{t('summary', { count: ownedHere })}</p>
      <CollectionRows
        units={units}
        text={text}
        counts={owned}
        label={t('unitsLabel', { faction: text.factionName(faction) })}
        setCount={setCount}
      />
      <CollectionFile pack={pack} />
    </section>
  );
}
