import { useMemo } from 'react';
import { UNIT_TYPES } from '../../../../domain/army/data-pack-values';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { LabelledSearchField } from '../../../ui/search-field';
import { Select } from '../../../ui/select';
import { UNIT_TYPE_TEXTS, useBuilderTranslation } from '../i18n';
import type { PackText } from '../units/pack-text';
import { characteristicsOf, type StatsFilters as Filters } from './stats-table-model';

interface StatsFiltersProps {
  pack: DataPack;
  text: PackText;
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Search, faction, type and characteristic (those the units have, in the reader's language) over the units table. */
export function StatsFilters({ pack, text, filters, onChange }: StatsFiltersProps) {
  const { t } = useBuilderTranslation();
  const characteristics = useMemo(() => characteristicsOf(pack.units, text), [pack, text]);
  return (
    <div className="grid gap-3 rounded-xl border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-4">
      <LabelledSearchField
        label={t('browser.search')}
        fieldClassName="sm:col-span-2 lg:col-span-1"
        value={filters.query}
        placeholder={t('browser.searchPlaceholder')}
        onValueChange={(query) => onChange({ ...filters, query })}
        clearLabel={t('browser.clearSearch')}
      />
      <Select
        look="compact"
        label={t('faction.label')}
        value={filters.factionId}
        onValueChange={(factionId) => onChange({ ...filters, factionId })}
      >
        <option value="">{t('stats.allFactions')}</option>
        {pack.factions.map((faction) => (
          <option key={faction.id} value={faction.id}>
            {text.factionName(faction)}
          </option>
        ))}
      </Select>
      <Select
        look="compact"
        label={t('stats.type')}
        value={filters.type}
        onValueChange={(type) => onChange({ ...filters, type })}
      >
        <option value="">{t('stats.allTypes')}</option>
        {Object.values(UNIT_TYPES).map((type) => (
          <option key={type} value={type}>
            {t(UNIT_TYPE_TEXTS[type])}
          </option>
        ))}
      </Select>
      <Select
        look="compact"
        label={t('browser.characteristics')}
        value={filters.characteristic}
        onValueChange={(characteristic) => onChange({ ...filters, characteristic })}
      >
        <option value="">{t('stats.allCharacteristics')}</option>
        {characteristics.map((id) => (
          <option key={id} value={id}>
            {text.termName('characteristic', id)}
          </option>
        ))}
      </Select>
    </div>
  );
}
