import { describe, expect, it } from 'vitest';
import { makeList } from '../../../../../test/fixtures/army';
import { encodeListShareCode } from '../../../../domain/army/share-code';
import { copyOfList, decodeListCode, hiddenEntries } from './list-code';

describe('a list from a share code', () => {
  it('reads a code back into the list it was made from, with the reader’s id', () => {
    const list = makeList([{ unitId: 'warlord' }], { name: 'Raiders' });
    const decoded = decodeListCode(encodeListShareCode(list));
    expect(decoded.ok && decoded.list).toMatchObject({ id: 'shared', name: 'Raiders', factionId: list.factionId });
  });

  it('says why a code is broken, an empty one included', () => {
    const missing = decodeListCode(undefined);
    expect(missing.ok ? null : missing.error.code).toBe('share_code.empty');
    const broken = decodeListCode('not a code');
    expect(broken.ok).toBe(false);
  });

  it('copies a list under a new id, made now', () => {
    const list = makeList();
    const now = '2026-12-01T09:00:00.000Z';
    expect(copyOfList(list, 'list-9', now)).toEqual({ ...list, id: 'list-9', createdAt: now, updatedAt: now });
  });

  it('leaves out the hidden units and the characters joined to them', () => {
    const rows = [
      { entry: { id: 'e1', unitId: 'pup', attachedTo: null } },
      { entry: { id: 'e2', unitId: 'coal', attachedTo: 'e1' } },
      { entry: { id: 'e3', unitId: 'orc-hunters', attachedTo: null } },
    ];
    expect([...hiddenEntries(rows, (unitId) => unitId === 'pup')]).toEqual(['e1', 'e2']);
    expect(hiddenEntries(rows, undefined).size).toBe(0);
  });
});
