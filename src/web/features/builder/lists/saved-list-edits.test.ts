import { describe, expect, it } from 'vitest';
import { makeList } from '../../../../../test/fixtures/army';
import { LIST_LIMITS } from '../../../../domain/army/army-list';
import { checkListName, duplicatedList, renamedList } from './saved-list-edits';

const later = '2026-12-01T09:00:00.000Z';

describe('editing a saved list', () => {
  it('takes a name up to the limit and refuses a longer one', () => {
    expect(checkListName('Raiders')).toEqual({ ok: true, name: 'Raiders' });
    expect(checkListName('x'.repeat(LIST_LIMITS.nameLength + 1))).toEqual({ ok: false });
  });

  it('renames a list and marks it changed', () => {
    const list = makeList();
    expect(renamedList(list, 'Raiders', later)).toEqual({ ...list, name: 'Raiders', updatedAt: later });
  });

  it('copies a list under a new id, with its name cut to the limit', () => {
    const list = makeList([{ unitId: 'warlord' }]);
    const copy = duplicatedList(list, 'list-2', `${'y'.repeat(LIST_LIMITS.nameLength)} (copy)`, later);
    expect(copy).toMatchObject({ id: 'list-2', createdAt: later, updatedAt: later, entries: list.entries });
    expect(copy.name).toBe('y'.repeat(LIST_LIMITS.nameLength));
    expect(duplicatedList(list, 'list-3', 'Raiders (copy) ', later).name).toBe('Raiders (copy)');
  });
});
