import { describe, expect, it } from 'vitest';
import { createList, nextEntryId, type ArmyList } from './army-list';
import { createHistory, redo, record, undo } from '../history';
import {
  applyListCommand,
  COMMAND_REJECTIONS,
  displayOrder,
  profileCount,
  ridersOf,
  stampWithPack,
  type ListCommand,
} from './list-commands';
import { makeList, makePack, TEST_NOW } from '../../../test/fixtures/army';

const pack = makePack();
const LATER = '2026-11-22T11:00:00.000Z';

function run(list: ArmyList, ...commands: ListCommand[]): ArmyList {
  return commands.reduce((current, command) => {
    const result = applyListCommand(current, command, pack, LATER);
    if (!result.ok) throw new Error(`rejected ${command.type}: ${result.rejection}`);
    return result.list;
  }, list);
}
const rejection = (list: ArmyList, command: ListCommand) => {
  const result = applyListCommand(list, command, pack, LATER);
  return result.ok ? null : result.rejection;
};

describe('createList', () => {
  it('starts empty at the default game size with the pack version', () => {
    expect(createList({ id: 'x', factionId: 'syenann', now: TEST_NOW }, pack)).toEqual({
      id: 'x',
      name: '',
      factionId: 'syenann',
      gameSize: { kind: 'preset', presetId: 'standard' },
      tournament: false,
      entries: [],
      dataVersion: 'test-1',
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
  });
});

describe('adding and removing units', () => {
  it('adds a unit once, then raises its quantity up to AVB, recording points and the time', () => {
    const list = run(
      makeList(),
      { type: 'add-unit', unitId: 'orc-hunters' },
      { type: 'add-unit', unitId: 'orc-hunters' },
    );
    expect(list.entries).toEqual([{ id: 'e1', unitId: 'orc-hunters', quantity: 2, attachedTo: null, savedPoints: 20 }]);
    expect(list.updatedAt).toBe(LATER);
    const full = run(list, { type: 'add-unit', unitId: 'orc-hunters' });
    expect(rejection(full, { type: 'add-unit', unitId: 'orc-hunters' })).toBe(COMMAND_REJECTIONS.avbReached);
  });

  it('counts mercenary copies of one profile together against AVB', () => {
    const list = run(makeList(), { type: 'add-unit', unitId: 'northern-tribes-vercana' });
    expect(profileCount(list, pack, 'syenann-vercana')).toBe(1);
    expect(rejection(list, { type: 'add-unit', unitId: 'syenann-vercana' })).toBe(COMMAND_REJECTIONS.avbReached);
  });

  it('refuses unknown units and units of another faction', () => {
    expect(rejection(makeList(), { type: 'add-unit', unitId: 'ghost' })).toBe(COMMAND_REJECTIONS.unknownUnit);
    expect(rejection(makeList(), { type: 'add-unit', unitId: 'grove-curtailers' })).toBe(
      COMMAND_REJECTIONS.foreignUnit,
    );
  });

  it('removes one at a time, and a removed unit lets go of the characters that joined it', () => {
    const list = makeList([
      { unitId: 'orc-hunters', quantity: 2 },
      { unitId: 'wisemane', attachedTo: 'e1' },
    ]);
    const one = run(list, { type: 'remove-unit', entryId: 'e1' });
    expect(one.entries[0]?.quantity).toBe(1);
    const none = run(one, { type: 'remove-unit', entryId: 'e1' });
    expect(none.entries).toEqual([{ id: 'e2', unitId: 'wisemane', quantity: 1, attachedTo: null, savedPoints: 15 }]);
    expect(run(list, { type: 'remove-entry', entryId: 'e1' }).entries).toEqual(none.entries);
    expect(rejection(list, { type: 'remove-unit', entryId: 'e7' })).toBe(COMMAND_REJECTIONS.unknownEntry);
  });

  it('gives new entries fresh ids even after removals', () => {
    const list = makeList([{ unitId: 'orc-hunters' }, { unitId: 'warlord' }]);
    const after = run(list, { type: 'remove-entry', entryId: 'e1' }, { type: 'add-unit', unitId: 'wisemane' });
    expect(after.entries.map((e) => e.id)).toEqual(['e2', 'e3']);
    expect(nextEntryId(after)).toBe('e4');
  });
});

describe('attaching characters', () => {
  const list = makeList([{ unitId: 'orc-hunters' }, { unitId: 'wisemane' }, { unitId: 'warlord' }]);

  it('attaches and detaches', () => {
    const attached = run(list, { type: 'attach', entryId: 'e2', targetEntryId: 'e1' });
    expect(attached.entries[1]?.attachedTo).toBe('e1');
    expect(run(attached, { type: 'attach', entryId: 'e2', targetEntryId: null }).entries[1]?.attachedTo).toBeNull();
  });

  it('refuses attaching to itself or to nothing known', () => {
    expect(rejection(list, { type: 'attach', entryId: 'e2', targetEntryId: 'e2' })).toBe(
      COMMAND_REJECTIONS.selfAttachment,
    );
    expect(rejection(list, { type: 'attach', entryId: 'e2', targetEntryId: 'e9' })).toBe(
      COMMAND_REJECTIONS.unknownEntry,
    );
    expect(rejection(list, { type: 'attach', entryId: 'e9', targetEntryId: 'e1' })).toBe(
      COMMAND_REJECTIONS.unknownEntry,
    );
  });

  it('detaches a unit that becomes a host, so attachments never chain', () => {
    const chained = run(
      list,
      { type: 'attach', entryId: 'e2', targetEntryId: 'e1' },
      { type: 'attach', entryId: 'e3', targetEntryId: 'e2' },
    );
    expect(chained.entries.map((e) => e.attachedTo)).toEqual([null, null, 'e2']);
  });

  const shape = (l: ArmyList) =>
    l.entries.map((e) => `${e.id}:${e.unitId}×${e.quantity}${e.attachedTo ? `→${e.attachedTo}` : ''}`);

  it('splits one copy off a multi-copy host on attach, and merges it back on detach', () => {
    const three = makeList([{ unitId: 'orc-hunters', quantity: 3 }, { unitId: 'wisemane' }, { unitId: 'warlord' }]);
    const one = run(three, { type: 'attach', entryId: 'e2', targetEntryId: 'e1' });
    expect(shape(one)).toEqual(['e1:orc-hunters×2', 'e2:wisemane×1→e4', 'e3:warlord×1', 'e4:orc-hunters×1']);
    // The second character goes on another copy, split off the same plain entry.
    const two = run(one, { type: 'attach', entryId: 'e3', targetEntryId: 'e1' });
    expect(shape(two)).toEqual([
      'e1:orc-hunters×1',
      'e2:wisemane×1→e4',
      'e3:warlord×1→e5',
      'e4:orc-hunters×1',
      'e5:orc-hunters×1',
    ]);
    // Asking for a copy that already carries a character gives the rider a copy of its own too.
    const moved = run(one, { type: 'attach', entryId: 'e3', targetEntryId: 'e4' });
    expect(shape(moved)).toEqual(['e1:orc-hunters×2', 'e2:wisemane×1→e4', 'e3:warlord×1→e4', 'e4:orc-hunters×1']);
    // Detaching merges the freed copy back into the plain copies.
    const back = run(two, { type: 'attach', entryId: 'e2', targetEntryId: null });
    expect(shape(back)).toEqual(['e1:orc-hunters×2', 'e2:wisemane×1', 'e3:warlord×1→e5', 'e5:orc-hunters×1']);
    expect(shape(run(back, { type: 'attach', entryId: 'e3', targetEntryId: null }))).toEqual([
      'e1:orc-hunters×3',
      'e2:wisemane×1',
      'e3:warlord×1',
    ]);
  });

  it('attaches one copy of a multi-copy character, and moves a rider between hosts without losing it', () => {
    const pair = makeList([
      { unitId: 'orc-hunters', quantity: 2 },
      { unitId: 'wisemane', quantity: 2 },
    ]);
    const one = run(pair, { type: 'attach', entryId: 'e2', targetEntryId: 'e1' });
    expect(shape(one)).toEqual(['e1:orc-hunters×1', 'e2:wisemane×1', 'e3:orc-hunters×1', 'e4:wisemane×1→e3']);
    const moved = run(one, { type: 'attach', entryId: 'e4', targetEntryId: 'e1' });
    // The copy it left merges back into e1, and a copy of e1 is split off for it again.
    expect(shape(moved)).toEqual(['e1:orc-hunters×1', 'e2:wisemane×1', 'e4:wisemane×1→e5', 'e5:orc-hunters×1']);
    expect(shape(run(moved, { type: 'attach', entryId: 'e4', targetEntryId: null }))).toEqual([
      'e1:orc-hunters×2',
      'e2:wisemane×2',
    ]);
  });

  it('counts the characters on a host in copies, leaving out a companion riding with its own host', () => {
    const coal = makeList([{ unitId: 'pup' }, { unitId: 'coal', attachedTo: 'e1' }]);
    expect(ridersOf(coal, 'e1', pack)).toBe(0);
    const two = makeList([
      { unitId: 'orc-hunters', quantity: 3 },
      { unitId: 'warlord', attachedTo: 'e1' },
      { unitId: 'wisemane', attachedTo: 'e1' },
    ]);
    expect(ridersOf(two, 'e1', pack)).toBe(2);
    expect(ridersOf(two, 'e2', pack)).toBe(0);
  });

  it('adds another copy to the plain copies, not to one that carries a character', () => {
    const one = run(makeList([{ unitId: 'orc-hunters', quantity: 2 }, { unitId: 'wisemane' }]), {
      type: 'attach',
      entryId: 'e2',
      targetEntryId: 'e1',
    });
    expect(shape(run(one, { type: 'add-unit', unitId: 'orc-hunters' }))).toEqual([
      'e1:orc-hunters×2',
      'e2:wisemane×1→e3',
      'e3:orc-hunters×1',
    ]);
  });
});

describe('list settings', () => {
  it('renames, trimming, and refuses names over 100 characters or with control characters', () => {
    expect(run(makeList(), { type: 'rename', name: '  Raiders  ' }).name).toBe('Raiders');
    expect(run(makeList(), { type: 'rename', name: 'x'.repeat(100) }).name).toHaveLength(100);
    expect(rejection(makeList(), { type: 'rename', name: 'x'.repeat(101) })).toBe(COMMAND_REJECTIONS.nameTooLong);
    expect(rejection(makeList(), { type: 'rename', name: 'a\u0000b' })).toBe(COMMAND_REJECTIONS.nameUnprintable);
  });

  it('sets the game size and tournament mode', () => {
    const list = run(
      makeList(),
      { type: 'set-game-size', gameSize: { kind: 'custom', points: 250 } },
      { type: 'set-tournament', tournament: true },
    );
    expect(list).toMatchObject({ gameSize: { kind: 'custom', points: 250 }, tournament: true });
  });
});

describe('stampWithPack', () => {
  it('takes the pack version and current points, keeping points of unknown units', () => {
    const old = makeList(
      [
        { unitId: 'warlord', savedPoints: 35 },
        { unitId: 'ghost', savedPoints: 12 },
      ],
      {
        dataVersion: 'test-0',
      },
    );
    const stamped = stampWithPack(old, pack);
    expect(stamped.dataVersion).toBe('test-1');
    expect(stamped.entries.map((e) => e.savedPoints)).toEqual([40, 12]);
  });
});

describe('displayOrder', () => {
  it('puts High Command (and the unit it leads) first and each joined character under its unit', () => {
    const list = makeList([
      { unitId: 'orc-hunters' },
      { unitId: 'wisemane', attachedTo: 'e1' },
      { unitId: 'ice-archers' },
      { unitId: 'warlord', attachedTo: 'e3' },
      { unitId: 'second-warlord' },
    ]);
    expect(displayOrder(list, pack).map(({ entry, depth }) => `${depth}:${entry.unitId}`)).toEqual([
      '0:ice-archers',
      '1:warlord',
      '0:second-warlord',
      '0:orc-hunters',
      '1:wisemane',
    ]);
  });

  it('keeps every entry visible, even a broken attachment', () => {
    const list = makeList([{ unitId: 'wisemane', attachedTo: 'e9' }, { unitId: 'orc-hunters' }]);
    expect(displayOrder(list, pack)).toHaveLength(2);
  });
});

describe('undo and redo', () => {
  it('step back and forward through recorded states, and a new change clears the redo path', () => {
    let history = createHistory(1);
    history = record(history, 2);
    history = record(history, 3);
    history = undo(history);
    expect(history.present).toBe(2);
    history = undo(history);
    expect(history.present).toBe(1);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe(2);
    history = record(history, 9);
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });

  it('keeps a bounded past', () => {
    let history = createHistory(0, 3);
    for (let step = 1; step <= 10; step += 1) history = record(history, step);
    expect(history.past).toEqual([7, 8, 9]);
  });
});
