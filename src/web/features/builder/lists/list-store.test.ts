import { describe, expect, it, vi } from 'vitest';
import { createList, type ArmyList } from '../../../../domain/army/army-list';
import { dataPack } from '../../../../data';
import { createLocalListStore, mergeSavedLists } from './list-store';

const list = (id: string, updatedAt = '2026-11-01T10:00:00.000Z', name = id): ArmyList => ({
  ...createList({ id, factionId: 'syenann', now: '2026-11-01T09:00:00.000Z', name }, dataPack),
  updatedAt,
});

describe('local list store', () => {
  it('keeps each list under prod_armyList_{id}, updates in place and deletes exactly one', async () => {
    const store = createLocalListStore();
    await store.save(list('a'));
    await store.save(list('b'));
    await store.save({ ...list('a'), name: 'Renamed' });
    expect(Object.keys(window.localStorage).sort()).toEqual(['prod_armyList_a', 'prod_armyList_b']);
    expect((await store.get('a'))?.name).toBe('Renamed');
    await store.remove('a');
    expect((await store.all()).map((l) => l.id)).toEqual(['b']);
    expect(await store.get('a')).toBeNull();
  });

  it('removes corrupt JSON and skips (keeps) lists in an unknown format, ignoring other keys', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('prod_armyList_bad', '{not json');
    window.localStorage.setItem('prod_armyList_future', JSON.stringify({ id: 'future', format: 9 }));
    window.localStorage.setItem('preview_armyList_other', JSON.stringify(list('other')));
    window.localStorage.setItem('prod_language', 'fr');
    const store = createLocalListStore();
    await store.save(list('good'));
    expect((await store.all()).map((l) => l.id)).toEqual(['good']);
    expect(window.localStorage.getItem('prod_armyList_bad')).toBeNull();
    expect(window.localStorage.getItem('prod_armyList_future')).not.toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('refuses to save something that is not a list', async () => {
    await expect(createLocalListStore().save({ id: 'x' } as unknown as ArmyList)).rejects.toThrow();
  });
});

describe('mergeSavedLists', () => {
  it('shows one row per list id, the newest copy, newest first, with where it is kept', () => {
    const merged = mergeSavedLists([
      { location: 'local', lists: [list('a', '2026-11-01T10:00:00.000Z'), list('b', '2026-11-03T10:00:00.000Z')] },
      {
        location: 'cloud',
        lists: [list('a', '2026-11-02T10:00:00.000Z', 'newer')],
        meta: [{ list: { id: 'a' }, public: true, shortCode: 'AbCdEfGh23' }],
      },
    ]);
    expect(merged.map((ref) => [ref.list.id, ref.list.name, ref.locations, ref.cloud])).toEqual([
      ['b', 'b', ['local'], null],
      ['a', 'newer', ['local', 'cloud'], { public: true, shortCode: 'AbCdEfGh23' }],
    ]);
  });
});
