import { describe, expect, it } from 'vitest';
import { parseDraft, serialiseDraft } from '../drafts';
import {
  builderDraftSchema,
  chooseInitialList,
  isListDirty,
  listSaveState,
  opensFromDraftAlone,
  sameListContent,
  type BuilderDraft,
} from './list-draft';
import { makeList } from '../../../test/fixtures/army';

const hunters = makeList([{ unitId: 'orc-hunters' }]);

describe('builder draft', () => {
  it('keeps the list and its saved copy through storage', () => {
    const draft = { list: { ...hunters, name: 'Raiders' }, saved: hunters };
    expect(parseDraft(serialiseDraft(draft), builderDraftSchema)).toEqual({ kind: 'ok', value: draft });
  });

  it('refuses a saved copy of another list and a list that is not a list', () => {
    const other = { ...hunters, id: 'list-2' };
    expect(parseDraft(serialiseDraft({ list: hunters, saved: other }), builderDraftSchema).kind).toBe('set-aside');
    expect(
      parseDraft(serialiseDraft({ list: { ...hunters, entries: 'many' }, saved: null }), builderDraftSchema).kind,
    ).toBe('set-aside');
  });
});

describe('unsaved changes', () => {
  it('ignores what a save stamps: the time, the data version and the points at saving', () => {
    const resaved = {
      ...hunters,
      updatedAt: '2027-01-01T00:00:00.000Z',
      dataVersion: 'test-2',
      entries: hunters.entries.map((entry) => ({ ...entry, savedPoints: 99 })),
    };
    expect(sameListContent(hunters, resaved)).toBe(true);
    expect(isListDirty(resaved, hunters)).toBe(false);
  });

  it('calls a saved list with another unit, name, size or attachment dirty', () => {
    expect(isListDirty({ ...hunters, name: 'Raiders' }, hunters)).toBe(true);
    expect(isListDirty({ ...hunters, gameSize: { kind: 'custom', points: 200 } }, hunters)).toBe(true);
    expect(isListDirty({ ...hunters, entries: [] }, hunters)).toBe(true);
    expect(isListDirty(makeList([{ unitId: 'orc-hunters', attachedTo: 'e2' }]), hunters)).toBe(true);
  });

  it('calls a list never saved dirty once it has a unit or a name, and an untouched one new', () => {
    const empty = makeList();
    expect(listSaveState(empty, null)).toBe('new');
    expect(listSaveState(hunters, null)).toBe('unsaved');
    expect(listSaveState({ ...empty, name: 'Raiders' }, null)).toBe('unsaved');
    expect(listSaveState(hunters, hunters)).toBe('saved');
    expect(listSaveState({ ...hunters, name: 'Raiders' }, hunters)).toBe('unsaved');
  });
});

describe('the list the builder opens', () => {
  const fresh = () => makeList([], { id: 'fresh' });
  const saved = makeList([{ unitId: 'orc-hunters' }], { id: 'saved', name: 'Saved' });
  const linked = makeList([{ unitId: 'warlord' }], { id: 'linked', name: 'Linked' });
  const unsaved = { list: { ...saved, name: 'Renamed' }, saved };
  const stored = new Map([saved, linked].map((list) => [list.id, list]));
  const lookup = (id: string) => stored.get(id) ?? null;
  const choose = (draft: BuilderDraft | null, requestedId: string | null = null, rememberedId: string | null = null) =>
    chooseInitialList({ draft, requestedId, rememberedId, lookup, fresh });

  it('opens the draft with its unsaved changes before anything else, at once', () => {
    expect(choose(unsaved, null, 'linked')).toEqual({ ...unsaved, then: null });
    expect(opensFromDraftAlone(unsaved, null)).toBe(true);
  });

  it('offers a linked list after a draft with unsaved changes, never instead of it', () => {
    expect(choose(unsaved, 'linked')).toEqual({ ...unsaved, then: linked });
    expect(choose(unsaved, 'saved')).toEqual({ ...unsaved, then: null });
    expect(opensFromDraftAlone(unsaved, 'linked')).toBe(false);
  });

  it('opens a draft with nothing unsaved as its list is stored now, once the saved lists are read', () => {
    const stale = { list: { ...saved, name: 'Old name' }, saved: { ...saved, name: 'Old name' } };
    expect(choose(stale)).toEqual({ list: saved, saved, then: null });
    expect(choose(stale, 'linked')).toEqual({ list: linked, saved: linked, then: null });
    expect(opensFromDraftAlone(stale, null)).toBe(false);
    // Deleted meanwhile: the list open last time, else a new list.
    const gone = { list: { ...saved, id: 'gone' }, saved: { ...saved, id: 'gone' } };
    expect(choose(gone, null, 'linked').list).toBe(linked);
    expect(choose(gone).list.id).toBe('fresh');
  });

  it('keeps a new list never saved, with its settings, from the draft', () => {
    const untouched = { list: makeList([], { id: 'new', gameSize: { kind: 'custom', points: 200 } }), saved: null };
    expect(choose(untouched, null, 'saved')).toEqual({ ...untouched, then: null });
    expect(opensFromDraftAlone(untouched, null)).toBe(true);
  });

  it('falls back to the list open last time, then to a new list', () => {
    expect(choose(null, null, 'saved').list).toBe(saved);
    expect(choose(null, 'missing')).toEqual({ list: fresh(), saved: null, then: null });
  });
});
