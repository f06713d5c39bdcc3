import type { DataPack, Unit } from '../../../../domain/army/data-pack-schema';
import { nameRanks, sortByName } from '../../../../domain/i18n/name-order';
import { filterUnits } from '../units/filter-units';
import type { PackText } from '../units/pack-text';

export const COLUMNS = ['name', 'faction', 'type', 'points', 'command', 'avb'] as const;
export type Column = (typeof COLUMNS)[number];
export type Direction = 'ascending' | 'descending';
export interface StatsSort {
  column: Column;
  direction: Direction;
}

export const isNumeric = (column: Column): column is 'points' | 'command' | 'avb' =>
  column === 'points' || column === 'command' || column === 'avb';

export interface StatsFilters {
  query: string;
  factionId: string;
  type: string;
  characteristic: string;
}
export const NO_FILTERS: StatsFilters = { query: '', factionId: '', type: '', characteristic: '' };

export const MAX_COMPARED = 2;

/** Any filter is set (a query of spaces is none). */
export function hasFilters(filters: StatsFilters): boolean {
  return Boolean(filters.query.trim() !== '' || filters.factionId || filters.type || filters.characteristic);
}

/** Units sorted by a column, ties broken by name. */
export function sortUnits(units: Unit[], column: Column, direction: Direction, text: PackText): Unit[] {
  const value = (unit: Unit): string | number => {
    switch (column) {
      case 'name':
        return text.unitName(unit);
      case 'faction':
        return text.factionName(unit.factionId);
      case 'type':
        return unit.type;
      default:
        return unit[column];
    }
  };
  const sign = direction === 'ascending' ? 1 : -1;
  // Words are compared by their place in name order, each folded once (domain/i18n/name-order).
  const byName = nameRanks(units, (unit) => text.unitName(unit));
  const byWords = isNumeric(column) ? null : nameRanks(units, (unit) => String(value(unit)));
  return [...units].sort((a, b) => {
    const order = byWords ? byWords.get(a)! - byWords.get(b)! : (value(a) as number) - (value(b) as number);
    return sign * order || byName.get(a)! - byName.get(b)!;
  });
}

/**
 * Pressing a column's header: the same column turns its direction around; another starts
 * A to Z for words and highest first for numbers.
 */
export function nextSort(current: StatsSort, column: Column): StatsSort {
  if (current.column === column)
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: isNumeric(column) ? 'descending' : 'ascending' };
}

/** The units the filters let through, in the table's order. */
export function shownUnits(pack: DataPack, filters: StatsFilters, sort: StatsSort, text: PackText): Unit[] {
  const candidates = pack.units.filter(
    (unit) =>
      (!filters.factionId || unit.factionId === filters.factionId) && (!filters.type || unit.type === filters.type),
  );
  const matching = filterUnits(
    candidates,
    {
      query: filters.query,
      characteristics: filters.characteristic ? [filters.characteristic] : [],
      keywords: [],
      sort: 'name',
    },
    text,
  );
  return sortUnits(matching, sort.column, sort.direction, text);
}

/** Every characteristic any unit has, once each, by name. */
export function characteristicsOf(units: readonly Unit[], text: PackText): string[] {
  return sortByName([...new Set(units.flatMap((unit) => unit.characteristics))], (id) =>
    text.termName('characteristic', id),
  );
}

/** A unit ticked for comparing is added, or taken off when it was there. */
export function toggleCompared(compared: readonly string[], unitId: string): string[] {
  return compared.includes(unitId) ? compared.filter((id) => id !== unitId) : [...compared, unitId];
}
