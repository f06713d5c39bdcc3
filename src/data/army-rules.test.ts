import { describe, expect, it } from 'vitest';
import { createList } from '../domain/army/army-list';
import { ISSUE_CODE_LIST } from '../domain/army/issues';
import { canJoin, isCharacter, joinAlternatives, keywordIdsOf } from '../domain/army/join';
import { applyListCommand } from '../domain/army/list-commands';
import { validateList } from '../domain/army/validate-list';
import { dataPack } from './index';

const { units, armyRules } = dataPack;
const byId = new Map(units.map((unit) => [unit.id, unit]));
const keywordIds = keywordIdsOf(units);
const unit = (id: string) => {
  const found = byId.get(id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
};

describe('army rules data', () => {
  it('offers a 300-point standard game by default, and states a severity for every rule', () => {
    expect(armyRules.gameSizes.find((size) => size.id === armyRules.defaultGameSizeId)?.points).toBe(300);
    expect(Object.keys(armyRules.severities).sort()).toEqual([...ISSUE_CODE_LIST].sort());
  });
});

describe('Join parameters of the real units', () => {
  it.each([
    ['alborc', 'orc-hunters'],
    ['alborc', 'skin-changers'],
    ['darkmaster', 'orc-hunters'],
    ['eskold-the-executioner', 'warg-riders'],
    ['ahlwardt-ice-bear', 'skin-changers'],
    ['mounted-wrathmane', 'warg-riders'],
    ['coal', 'iriavik-restless-pup'],
    ['corporal', 'aggressors'],
    ['mounted-hetman', 'black-angels'],
    ['dragoslav-bjelogric-drago-the-anvil', 'bulwarks'],
    ['dragoslav-bjelogric-drago-the-anvil', 'black-legion-bucklermen'],
    ['lady-telia', 'black-legion-arquebusiers'],
    ['lady-telia', 'pioneers'],
    ['overseer', 'gobblers'],
    ['overseer', 'osseous'],
    ['progenitor-sculptor', 'marked'],
    ['puppeteer', 'husks'],
    ['grand-captain', 'protectors-of-the-forest'],
    // A comma list of descriptions: all of them hold (Infantry and Living Flesh).
    ['master-keorl', 'marked'],
    ['master-nepharim', 'husks'],
    ['sightless', 'gobblers'],
    ['syenann-captain', 'grove-curtailers'],
    // Corrected parameters (src/data/corrections.ts).
    ['orc-husk', 'husks'],
    ['needle', 'marked'],
    ['needle', 'husks'],
    ['rumpy-ride', 'stompers'],
  ])('%s may join %s', (character, target) => {
    expect(canJoin(unit(character), unit(target), keywordIds)).toBe(true);
  });

  it.each([
    ['wisemane', 'ice-archers'],
    ['eskold-the-executioner', 'orc-hunters'],
    ['corporal', 'pioneers'],
    ['overseer', 'stompers'],
    ['evoker', 'orc-hunters'],
    // A comma inside one Join is not "or" for descriptions: Marked are Living Flesh, not Dead Flesh.
    ['master-nepharim', 'marked'],
    ['master-keorl', 'husks'],
    ['sightless', 'crucible'],
    ['syenann-captain', 'alula'],
    // A character never hosts a character, even one that fits the words (Infantry Syenann).
    ['aoidos', 'syenann-captain'],
    ['aoidos', 'warden-captain'],
    ['grand-captain', 'syenann-captain'],
  ])('%s may not join %s', (character, target) => {
    expect(canJoin(unit(character), unit(target), keywordIds)).toBe(false);
  });

  it('all describe some unit of the same faction, except the few we know name no unit in the pack', () => {
    // Each alternative on its own: one Join keyword, or one name of a list of unit names.
    // Companions are left out: they ride with their host, a character, by the companion rule.
    const unresolved = units.filter((unit) => unit.companionOf === null).flatMap((character) =>
      character.keywords
        .filter((keyword) => keyword.id === 'join')
        .flatMap((keyword) => {
          const params = keyword.params ?? [];
          return joinAlternatives(params, keywordIds).length > 1 ? params.map((param) => [param]) : [params];
        })
        .filter((params) => {
          const onlyThis = { ...character, companionOf: null, keywords: [{ id: 'join', params }] };
          return !units.some(
            (target) =>
              target.factionId === character.factionId && target.id !== character.id && canJoin(onlyThis, target, keywordIds),
          );
        })
        .map((params) => `${character.id}: ${params.join(', ')}`),
    );
    // Kinds of unit the pack does not have yet (docs/decisions/0005, src/data/README.md).
    expect(unresolved.sort()).toEqual([
      'ansera-noighman: War Machine',
      'engineer: War Machine',
      'trabor-slepmund: War Rig',
      'warden-captain: Syena Wardens',
    ]);
  });

  it('gives every character at least one legal host in its own faction, but for two waiting for theirs', () => {
    const homeless = units
      .filter((character) => character.companionOf === null && character.keywords.some((k) => k.id === 'join'))
      .filter(
        (character) =>
          !units.some((target) => target.factionId === character.factionId && canJoin(character, target, keywordIds)),
      )
      .map((character) => character.id);
    // Their only Join names a unit the pack does not have yet; they take the field on their own.
    expect(homeless.sort()).toEqual(['trabor-slepmund', 'warden-captain']);
  });

  it('never lets a character host a character', () => {
    for (const character of units)
      for (const target of units)
        if (character.companionOf !== target.id && isCharacter(target))
          expect(canJoin(character, target, keywordIds), `${character.id} → ${target.id}`).toBe(false);
  });
});

describe('a legal 300-point list for every faction', () => {
  it.each(dataPack.factions.map((faction) => faction.id))('%s: High Command plus troops, no issues', (factionId) => {
    let list = createList({ id: 'x', factionId, now: '2026-01-01T00:00:00.000Z' }, dataPack);
    const own = units.filter((u) => u.factionId === factionId && u.tournamentLegal);
    const commander = own.find((u) => u.highCommand)!;
    const troops = own.filter((u) => u.type === 'Troop').sort((a, b) => a.points - b.points);
    for (const candidate of [commander, ...troops, ...troops]) {
      const next = applyListCommand(list, { type: 'add-unit', unitId: candidate.id }, dataPack, list.updatedAt);
      if (!next.ok) continue;
      if (validateList(next.list, dataPack).length > 0) continue;
      list = next.list;
    }
    expect(validateList(list, dataPack)).toEqual([]);
    expect(list.entries.length).toBeGreaterThan(2);
  });
});
