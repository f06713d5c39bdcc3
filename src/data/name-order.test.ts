import { describe, expect, it } from 'vitest';
import { localise } from '../domain/army/data-pack-schema';
import { LANGUAGES } from '../domain/i18n/language';
import { sortByName } from '../domain/i18n/name-order';
import { dataPack } from '.';

describe('the order of the pack’s names', () => {
  it.each(LANGUAGES)('sorts the pack’s unit, faction and glossary names in %s as a collator does', (language) => {
    const collator = new Intl.Collator(language);
    const names = [
      ...dataPack.units.map((unit) => localise(unit.name, language)),
      ...dataPack.factions.map((faction) => localise(faction.name, language)),
      ...dataPack.glossary.map((entry) => localise(entry.name, language)),
    ];
    expect(sortByName(names, (name) => name)).toEqual([...names].sort(collator.compare));
  });

});
