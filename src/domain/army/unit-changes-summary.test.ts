import { describe, expect, it } from 'vitest';
import type { Unit } from './data-pack-schema';
import { makeUnit } from '../../../test/fixtures/army';
import { hasUnitChanges, summariseUnitChanges } from './unit-changes-summary';
import { unitFieldChanges, type UnitChange } from './unit-csv';

/** A unit that stays, as validateUnitCsv reports it: the same field diff lists use. */
const changed = (before: Unit, after: Unit): UnitChange => ({
  kind: 'changed',
  unitId: before.id,
  name: before.name.en,
  factionId: before.factionId,
  changes: unitFieldChanges(before, after),
});
const hunters = makeUnit({ id: 'orc-hunters', points: 20, avb: 3 });
const riders = makeUnit({ id: 'warg-riders', points: 35, avb: 2 });
const wisemane = makeUnit({ id: 'wisemane', command: 1 });

describe('summariseUnitChanges', () => {
  it('picks out points and AVB changes, counts other changes, and lists units added or removed', () => {
    const summary = summariseUnitChanges([
      changed(hunters, { ...hunters, points: 25, avb: 4 }),
      changed(riders, { ...riders, points: 30 }),
      changed(wisemane, { ...wisemane, command: 2, keywords: [{ id: 'scout' }] }),
      { kind: 'added', unitId: 'ice-wolves', name: 'Ice Wolves', factionId: 'northern-tribes', changes: [] },
      { kind: 'missing', unitId: 'coal', name: 'Coal', factionId: 'northern-tribes', changes: [] },
    ]);

    expect(summary.points).toEqual([
      { unitId: 'orc-hunters', name: 'orc hunters', from: 20, to: 25 },
      { unitId: 'warg-riders', name: 'warg riders', from: 35, to: 30 },
    ]);
    expect(summary.avb).toEqual([{ unitId: 'orc-hunters', name: 'orc hunters', from: 3, to: 4 }]);
    expect(summary.changed.map((unit) => [unit.unitId, unit.fields])).toEqual([
      ['orc-hunters', ['points', 'avb']],
      ['warg-riders', ['points']],
      ['wisemane', ['command', 'keywords']],
    ]);
    expect(summary.otherFields).toBe(1);
    expect(summary.added).toEqual([{ unitId: 'ice-wolves', name: 'Ice Wolves', factionId: 'northern-tribes' }]);
    expect(summary.removed).toEqual([{ unitId: 'coal', name: 'Coal', factionId: 'northern-tribes' }]);
    expect(hasUnitChanges(summary)).toBe(true);
  });

  it('says when a sheet changes nothing', () => {
    const summary = summariseUnitChanges([]);
    expect(summary).toEqual({ added: [], removed: [], changed: [], points: [], avb: [], otherFields: 0 });
    expect(hasUnitChanges(summary)).toBe(false);
  });
});
