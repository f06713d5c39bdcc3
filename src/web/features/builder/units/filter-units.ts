import type { Unit } from '../../../../domain/army/data-pack-schema';
import { foldText } from '../../../../domain/i18n/fold-text';
import { nameRanks } from '../../../../domain/i18n/name-order';
import type { PackText } from './pack-text';

export const UNIT_SORTS = ['name', 'points-asc', 'points-desc'] as const;
export type UnitSort = (typeof UNIT_SORTS)[number];

export interface UnitFilters {
  query: string;
  /** Every selected characteristic must be on the unit (AND). */
  characteristics: string[];
  /** Every selected keyword must be on the unit (AND). */
  keywords: string[];
  sort: UnitSort;
}

export const NO_FILTERS: UnitFilters = { query: '', characteristics: [], keywords: [], sort: 'name' };

/**
 * What a search looks through: the unit's name (read and English), keywords and special rules,
 * folded so accents and case never matter (issue 21).
 */
export function searchText(unit: Unit, text: PackText): string {
  return foldText(
    [
      text.unitName(unit),
      unit.name.en,
      ...unit.keywords.flatMap((k) => [text.keywordLabel('keyword', k), k.id]),
      ...unit.specialRules.flatMap((k) => [text.keywordLabel('special-rule', k), k.id]),
    ].join(' \u0000 '),
  );
}

/** Units matching every word of the query and every selected filter, sorted. */
export function filterUnits(units: readonly Unit[], filters: UnitFilters, text: PackText): Unit[] {
  const words = foldText(filters.query).split(/\s+/).filter(Boolean);
  const matches = units.filter(
    (unit) =>
      filters.characteristics.every((id) => (unit.characteristics as readonly string[]).includes(id)) &&
      filters.keywords.every((id) => unit.keywords.some((k) => k.id === id)) &&
      (words.length === 0 || words.every((word) => searchText(unit, text).includes(word))),
  );
  // Names read and folded once; the order comes from the folded names (domain/i18n/name-order).
  const ranks = nameRanks(matches, (unit) => text.unitName(unit));
  const byName = (a: Unit, b: Unit) => ranks.get(a)! - ranks.get(b)!;
  const sorters: Record<UnitSort, (a: Unit, b: Unit) => number> = {
    name: byName,
    'points-asc': (a, b) => a.points - b.points || byName(a, b),
    'points-desc': (a, b) => b.points - a.points || byName(a, b),
  };
  return [...matches].sort(sorters[filters.sort]);
}

/** The characteristics and keywords worth offering as filters: those some of these units have. */
export function filterOptions(units: readonly Unit[]) {
  const characteristics = new Set<string>();
  const keywords = new Set<string>();
  for (const unit of units) {
    for (const id of unit.characteristics) characteristics.add(id);
    for (const keyword of unit.keywords) keywords.add(keyword.id);
  }
  return { characteristics: [...characteristics], keywords: [...keywords] };
}

/** A characteristic or keyword chip pressed: added to the filter, or taken off when it was there. */
export function toggleTerm(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** How many characteristics and keywords are chosen (the count beside the folded filters). */
export function chosenTermCount(filters: UnitFilters): number {
  return filters.characteristics.length + filters.keywords.length;
}

/** Anything narrows the units: a query (spaces are none), a characteristic or a keyword. */
export function hasFilters(filters: UnitFilters): boolean {
  return filters.query.trim() !== '' || chosenTermCount(filters) > 0;
}
