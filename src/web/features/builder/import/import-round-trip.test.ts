import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataPack } from '../../../../data';
import { createList, type ArmyList } from '../../../../domain/army/army-list';
import { FACTION_IDS, MAX_GAME_POINTS, type FactionId } from '../../../../domain/army/data-pack-schema';
import { importListText } from '../../../../domain/army/import-text';
import { canJoin, isCharacter } from '../../../../domain/army/join';
import { applyListCommand, ridersOf, type ListCommand } from '../../../../domain/army/list-commands';
import { indexPack } from '../../../../domain/army/pack-index';
import { listTotals, listVerdict } from '../../../../domain/army/validate-list';
import { LANGUAGES } from '../../../../domain/i18n/language';
import { i18n } from '../../../lib/i18n';
import '../i18n';
import { listAsText } from '../share/export-text';
import { importOptions, untitledNames } from './import-options';

/**
 * Export then import gives back the same list (issue 17): for random lists built with the
 * builder's own commands, in each language, the units and their copies, who joins whom, the
 * faction, the game size, the tournament flag and the name all come back.
 */

const NOW = '2026-11-27T10:00:00.000Z';
const { unitsById, keywordIds } = indexPack(dataPack);
const untitled = new Set(untitledNames(i18n).map((name) => name.toLowerCase()));

function run(list: ArmyList, command: ListCommand): ArmyList {
  const result = applyListCommand(list, command, dataPack, NOW);
  return result.ok ? result.list : list;
}

/** Units and their copies, and each joined copy with the unit it joins: what a player sees. */
function shape(list: ArmyList) {
  const copies = new Map<string, number>();
  for (const entry of list.entries) copies.set(entry.unitId, (copies.get(entry.unitId) ?? 0) + entry.quantity);
  const joins = new Map<string, number>();
  for (const entry of list.entries) {
    if (entry.attachedTo === null) continue;
    const pair = `${entry.unitId}>${list.entries.find((host) => host.id === entry.attachedTo)?.unitId}`;
    joins.set(pair, (joins.get(pair) ?? 0) + entry.quantity);
  }
  return {
    name: list.name,
    factionId: list.factionId,
    gameSize: list.gameSize,
    tournament: list.tournament,
    copies: Object.fromEntries([...copies].sort()),
    joins: Object.fromEntries([...joins].sort()),
  };
}

const listName = fc.string({ maxLength: 100 }).filter((name) => !untitled.has(name.trim().toLowerCase()));

/** A legal list: one High Command, units of the faction within their AVB, characters joined where they may. */
const legalList: fc.Arbitrary<ArmyList> = fc
  .record({
    factionId: fc.constantFrom(...FACTION_IDS),
    name: listName,
    picks: fc.array(fc.nat(), { maxLength: 14 }),
    joins: fc.array(fc.nat(), { maxLength: 6 }),
    highCommand: fc.nat(),
    size: fc.oneof(
      fc.nat({ max: dataPack.armyRules.gameSizes.length - 1 }),
      fc.integer({ min: 0, max: MAX_GAME_POINTS }),
    ),
    custom: fc.boolean(),
    tournament: fc.boolean(),
  })
  .map(({ factionId, name, picks, joins, highCommand, size, custom, tournament }) => {
    const own = dataPack.units.filter((unit) => unit.factionId === factionId);
    const leaders = own.filter((unit) => unit.highCommand && (!tournament || unit.tournamentLegal));
    const others = own.filter((unit) => !unit.highCommand && (!tournament || unit.tournamentLegal));
    let list = run(createList({ id: 'original', factionId, now: NOW }, dataPack), { type: 'rename', name });
    list = run(list, { type: 'add-unit', unitId: leaders[highCommand % leaders.length]!.id });
    for (const pick of picks) {
      const unit = others[pick % others.length]!;
      if (unit.companionOf && !list.entries.some((entry) => entry.unitId === unit.companionOf)) continue;
      list = run(list, { type: 'add-unit', unitId: unit.id });
    }
    for (const pick of [...joins, ...list.entries.map((_, index) => index)]) {
      const rider = list.entries[pick % list.entries.length];
      const unit = rider && unitsById.get(rider.unitId);
      if (!rider || !unit || rider.attachedTo !== null || list.entries.some((e) => e.attachedTo === rider.id)) continue;
      const companion = unit.companionOf !== null;
      if (!companion && !isCharacter(unit)) continue;
      const host = list.entries.find((entry) => {
        const target = unitsById.get(entry.unitId)!;
        if (entry === rider || entry.attachedTo !== null) return false;
        if (companion) return unit.companionOf === target.id;
        return canJoin(unit, target, keywordIds) && ridersOf(list, entry.id, dataPack) === 0;
      });
      if (host) list = run(list, { type: 'attach', entryId: rider.id, targetEntryId: host.id });
    }
    const points = listTotals(list, dataPack).points;
    const preset = dataPack.armyRules.gameSizes[size % dataPack.armyRules.gameSizes.length]!;
    const gameSize =
      custom || preset.points < points
        ? { kind: 'custom' as const, points: Math.max(points, Math.min(size, MAX_GAME_POINTS)) || 1 }
        : { kind: 'preset' as const, presetId: preset.id };
    list = run(list, { type: 'set-game-size', gameSize });
    return run(list, { type: 'set-tournament', tournament });
  });

/** Any list the builder's commands can make, legal or not: foreign units, crowded hosts, odd joins. */
const anyList: fc.Arbitrary<ArmyList> = fc
  .record({
    factionId: fc.constantFrom<FactionId>(...FACTION_IDS),
    name: listName,
    steps: fc.array(fc.tuple(fc.boolean(), fc.nat(), fc.nat()), { maxLength: 30 }),
    tournament: fc.boolean(),
  })
  .map(({ factionId, name, steps, tournament }) => {
    const candidates = dataPack.units.filter(
      (unit) => unit.factionId === factionId || unit.characteristics.includes('mercenary'),
    );
    let list = run(createList({ id: 'original', factionId, now: NOW }, dataPack), { type: 'rename', name });
    list = run(list, { type: 'set-tournament', tournament });
    for (const [add, a, b] of steps) {
      if (add) {
        const unit = candidates[a % candidates.length]!;
        // Another faction's copy of a mercenary reads back as this faction's copy.
        if (unit.factionId === factionId) list = run(list, { type: 'add-unit', unitId: unit.id });
      } else if (list.entries.length > 1) {
        const rider = list.entries[a % list.entries.length]!;
        const host = list.entries[b % list.entries.length]!;
        list = run(list, { type: 'attach', entryId: rider.id, targetEntryId: host.id });
      }
    }
    return list;
  })
  // Left out: a character riding a character that rides a unit (shown on a line of its own, not
  // under it), and a unit joining a copy of itself (which no command can split from its host).
  .filter((list) =>
    list.entries.every((entry) => {
      const host = list.entries.find((other) => other.id === entry.attachedTo);
      return !host || (host.attachedTo === null && host.unitId !== entry.unitId);
    }),
  );

describe.each(LANGUAGES)('export then import in %s', (language) => {
  const t = i18n.getFixedT(language, 'builder');
  const options = importOptions(i18n, { id: 'imported', now: NOW, fallbackFaction: 'syenann' });
  const roundTrip = (list: ArmyList) => {
    const result = importListText(listAsText(list, dataPack, language, t), dataPack, options);
    if (!result.ok) throw new Error(result.error.code);
    expect(shape(result.list)).toEqual(shape(list));
    expect(result.lines.filter((line) => line.kind !== 'unit' && line.kind !== 'header')).toEqual([]);
  };

  it('gives back the same legal list', () => {
    fc.assert(
      fc.property(legalList, (list) => {
        expect(listVerdict(list, dataPack).legal).toBe(true);
        roundTrip(list);
      }),
      { numRuns: 150 },
    );
  });

  it('gives back the same list when it is not legal too', () => {
    fc.assert(fc.property(anyList, roundTrip), { numRuns: 150 });
  });
});
