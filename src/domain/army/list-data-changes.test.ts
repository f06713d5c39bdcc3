import { describe, expect, it } from 'vitest';
import { listDataChanges } from './list-data-changes';
import { makeList, makePack, makeUnit } from '../../../test/fixtures/army';

describe('listDataChanges', () => {
  it('names the changed fields of the list’s units, and the units the current data no longer has', () => {
    const before = makePack([makeUnit({ id: 'old-guard', points: 30 })], 'test-0');
    const after = {
      ...makePack([], 'test-1'),
    };
    after.units = after.units.map((unit) =>
      unit.id === 'orc-hunters' ? { ...unit, points: 22, avb: 2, keywords: [{ id: 'scout' }] } : unit,
    );
    const list = makeList([
      { unitId: 'warlord' },
      { unitId: 'orc-hunters' },
      { unitId: 'orc-hunters' },
      { unitId: 'old-guard' },
    ]);

    expect(listDataChanges(list, before, after)).toEqual([
      {
        unitId: 'orc-hunters',
        removed: false,
        changes: [
          { field: 'points', from: '20', to: '22' },
          { field: 'avb', from: '3', to: '2' },
          { field: 'keywords', from: '', to: expect.stringContaining('scout') },
        ],
      },
      { unitId: 'old-guard', removed: true, changes: [] },
    ]);
  });

  it('says nothing for unchanged units or units the old data did not know', () => {
    const pack = makePack();
    expect(listDataChanges(makeList([{ unitId: 'warlord' }, { unitId: 'ghost' }]), pack, pack)).toEqual([]);
  });
});
