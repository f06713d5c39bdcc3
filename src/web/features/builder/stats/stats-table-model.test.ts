import { describe, expect, it } from 'vitest';
import { makePack } from '../../../../../test/fixtures/army';
import { packText } from '../units/pack-text';
import {
  characteristicsOf,
  hasFilters,
  nextSort,
  NO_FILTERS,
  shownUnits,
  sortUnits,
  toggleCompared,
} from './stats-table-model';

const pack = makePack();
const text = packText(pack, 'en');
const ids = (units: { id: string }[]) => units.map((unit) => unit.id);

describe('the units table', () => {
  it('sorts by a column, ties broken by name', () => {
    const units = pack.units.filter((unit) => ['warlord', 'revenant', 'wisemane'].includes(unit.id));
    expect(ids(sortUnits(units, 'points', 'descending', text))).toEqual(['revenant', 'warlord', 'wisemane']);
    expect(ids(sortUnits(units, 'points', 'ascending', text))).toEqual(['wisemane', 'revenant', 'warlord']);
  });

  it('turns a column around, and starts words A to Z and numbers highest first', () => {
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name')).toEqual({
      column: 'name',
      direction: 'descending',
    });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'points')).toEqual({
      column: 'points',
      direction: 'descending',
    });
    expect(nextSort({ column: 'points', direction: 'descending' }, 'faction')).toEqual({
      column: 'faction',
      direction: 'ascending',
    });
  });

  it('shows the units of a faction, a type and a characteristic', () => {
    const sort = { column: 'name', direction: 'ascending' } as const;
    expect(ids(shownUnits(pack, { ...NO_FILTERS, factionId: 'syenann' }, sort, text))).toEqual([
      'grove-curtailers',
      'syenann-vercana',
    ]);
    const varank = shownUnits(pack, { ...NO_FILTERS, characteristic: 'varank' }, sort, text);
    expect(varank.every((unit) => unit.characteristics.includes('varank'))).toBe(true);
    expect(varank.length).toBeGreaterThan(0);
    expect(shownUnits(pack, NO_FILTERS, sort, text)).toHaveLength(pack.units.length);
  });

  it('knows when a filter is set, a query of spaces being none', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, query: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, type: 'Infantry' })).toBe(true);
  });

  it('lists each characteristic once, and ticks and unticks units to compare', () => {
    const characteristics = characteristicsOf(pack.units, text);
    expect(new Set(characteristics).size).toBe(characteristics.length);
    expect(characteristics).toContain('orc');
    expect(toggleCompared(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleCompared(['a', 'b'], 'a')).toEqual(['b']);
  });
});
