import { FilterX } from 'lucide-react';
import { startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Unit } from '../../../../domain/army/data-pack-schema';
import { Button } from '../../../ui/button';
import { LabelledSearchField } from '../../../ui/search-field';
import { OwnedSwitch } from '../collection/owned-switch';
import { useBuilderTranslation } from '../i18n';
import { FilterGroup } from './filter-group';
import {
  chosenTermCount,
  filterOptions,
  filterUnits,
  hasFilters,
  NO_FILTERS,
  toggleTerm,
  UNIT_SORTS,
  type UnitFilters,
  type UnitSort,
} from './filter-units';
import type { PackText } from './pack-text';
import { Select } from '../../../ui/select';

/**
 * How many cards the page's first render holds: the server's, and the browser's that takes it
 * over. A faction has dozens of units, over a thousand elements in all, far below the first screen;
 * taking them all over at once was most of the builder's start-up work on a phone. The rest
 * follow at once, CARD_BATCH at a time, each batch a transition of its own: React can interrupt a
 * transition's render but not its commit, and one commit of twenty cards was a long task on a
 * phone (issue 14: total blocking time).
 */
export const FIRST_CARDS = 6;
export const CARD_BATCH = 6;

/**
 * Search, filters (AND), sort and the resulting units. `renderUnit` draws each match so the
 * builder and the unit stats page can show their own controls.
 */
export function UnitBrowser({
  units,
  text,
  renderUnit,
  label,
  owned,
}: {
  units: readonly Unit[];
  text: PackText;
  renderUnit: (unit: Unit) => ReactNode;
  label: string;
  /** The player's collection: with one, a switch shows only units they own. */
  owned?: ReadonlyMap<string, number>;
}) {
  const { t } = useBuilderTranslation();
  const [filters, setFilters] = useState<UnitFilters>(NO_FILTERS);
  const [onlyOwned, setOnlyOwned] = useState(false);
  const deferred = useDeferredValue(filters);
  const options = useMemo(() => filterOptions(units), [units]);
  const keepsCollection = owned !== undefined && owned.size > 0;
  const pool = useMemo(
    () => (keepsCollection && onlyOwned ? units.filter((unit) => owned.has(unit.id)) : units),
    [units, owned, keepsCollection, onlyOwned],
  );
  const shown = useMemo(() => filterUnits(pool, deferred, text), [pool, deferred, text]);
  // Typing re-renders the controls at once; the cards only when the deferred results change.
  const cards = useMemo(
    () =>
      shown.map((unit) => (
        <li key={unit.id} className="[contain-intrinsic-size:auto_12rem] [content-visibility:auto]">
          {renderUnit(unit)}
        </li>
      )),
    [shown, renderUnit],
  );
  const [cardLimit, setCardLimit] = useState(FIRST_CARDS);
  const moreToAdd = cardLimit < cards.length;
  useEffect(() => {
    if (moreToAdd) startTransition(() => setCardLimit((limit) => limit + CARD_BATCH));
  }, [moreToAdd, cardLimit]);
  const active = hasFilters(filters);
  const activeCount = chosenTermCount(filters);

  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <LabelledSearchField
          label={t('browser.search')}
          fieldClassName="min-w-48 flex-1"
          value={filters.query}
          onValueChange={(query) => setFilters({ ...filters, query })}
          placeholder={t('browser.searchPlaceholder')}
          clearLabel={t('browser.clearSearch')}
        />
        <Select<UnitSort>
          look="compact"
          label={t('browser.sort')}
          value={filters.sort}
          onValueChange={(sort) => setFilters({ ...filters, sort })}
          options={UNIT_SORTS.map((sort) => ({ value: sort, label: t(`browser.sorts.${sort}`) }))}
        />
      </div>
      {owned !== undefined ? <OwnedSwitch shown={keepsCollection} on={onlyOwned} onChange={setOnlyOwned} /> : null}
      <details className="rounded-xl border border-line bg-surface/60 p-3">
        <summary className="min-h-8 cursor-pointer font-semibold text-ink">
          {t('browser.filters')}
          {activeCount > 0 ? <span className="ml-2 text-gold">({activeCount})</span> : null}
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          <FilterGroup
            legend={t('browser.characteristics')}
            options={options.characteristics}
            selected={filters.characteristics}
            onToggle={(id) => setFilters({ ...filters, characteristics: toggleTerm(filters.characteristics, id) })}
            label={(id) => text.termName('characteristic', id)}
          />
          <FilterGroup
            legend={t('browser.keywords')}
            options={options.keywords}
            selected={filters.keywords}
            onToggle={(id) => setFilters({ ...filters, keywords: toggleTerm(filters.keywords, id) })}
            label={(id) => text.termName('keyword', id)}
          />
        </div>
      </details>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-steel">
          {t('browser.count', { count: shown.length })}
        </p>
        {active ? (
          <Button variant="ghost" icon={FilterX} onClick={() => setFilters({ ...NO_FILTERS, sort: filters.sort })}>
            {t('browser.clearFilters')}
          </Button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-steel">{t('browser.empty')}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">{moreToAdd ? cards.slice(0, cardLimit) : cards}</ul>
      )}
    </section>
  );
}
