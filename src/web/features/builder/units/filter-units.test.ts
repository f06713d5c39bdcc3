import { describe, expect, it } from 'vitest';
import { dataPack } from '../../../../data';
import { chosenTermCount, filterOptions, filterUnits, hasFilters, NO_FILTERS, toggleTerm } from './filter-units';
import { packText } from './pack-text';

const northern = dataPack.units.filter((unit) => unit.factionId === 'northern-tribes');
const ids = (filters: Partial<typeof NO_FILTERS>, language: 'en' | 'es' = 'en') =>
  filterUnits(northern, { ...NO_FILTERS, ...filters }, packText(dataPack, language)).map((unit) => unit.id);

describe('filterUnits', () => {
  it('searches names in the reader language and in English, keywords and special rules, ignoring accents and case', () => {
    expect(ids({ query: 'cazadores' }, 'es')).toEqual(['orc-hunters']);
    expect(ids({ query: 'orc hunters' }, 'es')).toEqual(['orc-hunters']);
    expect(ids({ query: 'BERSERKER' })).toEqual(['ahlwardt-ice-bear', 'hersir', 'njord-the-merciless']);
    expect(ids({ query: 'fix a die' })).toEqual(['coal', 'wisemane']);
    expect(ids({ query: '   ' })).toHaveLength(26);
  });

  it('ignores accents on either side, in English, Spanish and French (issue 21)', () => {
    const all = (query: string, language: 'en' | 'es' | 'fr') =>
      filterUnits(dataPack.units, { ...NO_FILTERS, query }, packText(dataPack, language)).map((unit) => unit.id);
    expect(all('telia', 'en')).toEqual(['lady-telia']);
    expect(all('TÉLIA', 'en')).toEqual(['lady-telia']);
    expect(all('bjelogric yunque', 'es')).toEqual(['dragoslav-bjelogric-drago-the-anvil']);
    expect(all('Bjelogríc', 'es')).toEqual(['dragoslav-bjelogric-drago-the-anvil']);
    expect(all('evocateur', 'fr')).toEqual(['evoker']);
    expect(all('légion NOIRE', 'fr')).toEqual(['black-legion-arquebusiers']);
    expect(all('legion noire', 'fr')).toEqual(['black-legion-arquebusiers']);
  });

  it('combines characteristic and keyword filters with AND', () => {
    expect(ids({ characteristics: ['orc', 'infantry'] })).toEqual(['battle-scarred', 'orc-hunters']);
    expect(ids({ characteristics: ['orc'], keywords: ['elite', 'raging'] })).toEqual([
      'mounted-wrathmane',
      'ormuk',
      'wrathmane',
    ]);
  });

  it('sorts by name or points, ties by name', () => {
    expect(ids({ sort: 'points-asc' }).slice(0, 2)).toEqual(['tattooist', 'wisemane']);
    expect(ids({ sort: 'points-desc' })[0]).toBe('ahlwardt-ice-bear');
  });

  it('offers only the characteristics and keywords these units have', () => {
    const options = filterOptions(northern);
    expect(options.characteristics).toContain('varank');
    expect(options.characteristics).not.toContain('elf');
    expect(options.keywords).toContain('join');
  });
});

describe('the filter chips', () => {
  it('presses and unpresses a chip', () => {
    expect(toggleTerm(['orc'], 'elf')).toEqual(['orc', 'elf']);
    expect(toggleTerm(['orc', 'elf'], 'orc')).toEqual(['elf']);
  });

  it('counts the chosen chips, and knows when anything narrows the units', () => {
    const chosen = { ...NO_FILTERS, characteristics: ['orc'], keywords: ['join', 'fly'] };
    expect(chosenTermCount(chosen)).toBe(3);
    expect(hasFilters(chosen)).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, query: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, query: 'orc' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, sort: 'points-desc' })).toBe(false);
  });
});
