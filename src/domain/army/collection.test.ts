import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectionItemSchema,
  collectionShortfalls,
  mergeCollections,
  newerItems,
  ownedCounts,
  readCollectionRows,
  sameModels,
  type Collection,
  type CollectionItem,
} from './collection';

const item = (unitId: string, count: number, at: string): CollectionItem => ({
  unitId,
  count,
  updatedAt: `2026-11-${at}T10:00:00.000Z`,
});
const collectionOf = (...items: CollectionItem[]): Collection =>
  Object.fromEntries(items.map((entry) => [entry.unitId, entry]));

describe('merging collections from two devices', () => {
  it('keeps each unit’s later change, including a count set to zero', () => {
    const phone = collectionOf(item('orc-hunters', 2, '20'), item('alborc', 1, '25'));
    const laptop = [item('orc-hunters', 0, '22'), item('alborc', 3, '21'), item('wisemane', 1, '20')];
    const merged = mergeCollections(phone, laptop);
    expect(merged['orc-hunters']?.count).toBe(0);
    expect(merged.alborc?.count).toBe(1);
    expect(merged.wisemane?.count).toBe(1);
    expect(ownedCounts(merged)).toEqual(
      new Map([
        ['alborc', 1],
        ['wisemane', 1],
      ]),
    );
  });

  it('sends only what the other side lacks or holds older', () => {
    const mine = collectionOf(item('a', 1, '20'), item('b', 2, '24'), item('c', 3, '20'));
    const theirs = collectionOf(item('a', 1, '20'), item('b', 5, '21'), item('c', 4, '23'));
    expect(newerItems(mine, theirs).map((entry) => entry.unitId)).toEqual(['b']);
  });

  it('is order-free: merging either way round gives the same collection', () => {
    const itemArb = fc.record({
      unitId: fc.constantFrom('a', 'b', 'c', 'd'),
      count: fc.integer({ min: 0, max: 999 }),
      updatedAt: fc.integer({ min: 0, max: 1000 }).map((s) => new Date(Date.UTC(2026, 10, 1) + s * 1000).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(itemArb), fc.array(itemArb), (left, right) => {
        const a = mergeCollections(mergeCollections({}, left), right);
        const b = mergeCollections(mergeCollections({}, right), left);
        for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
          expect(a[key]).toEqual(b[key]);
        }
        // After merging, neither side has anything newer to send.
        expect(newerItems(a, mergeCollections(a, right))).toEqual([]);
      }),
    );
  });
});

describe('shortfalls', () => {
  const list = {
    entries: [
      { id: 'e1', unitId: 'orc-hunters', quantity: 2, attachedTo: null, savedPoints: null },
      { id: 'e2', unitId: 'orc-hunters', quantity: 1, attachedTo: null, savedPoints: null },
      { id: 'e3', unitId: 'alborc', quantity: 1, attachedTo: 'e1', savedPoints: null },
    ],
  };

  it('names units the list fields more of than are owned, counting every entry', () => {
    expect(
      collectionShortfalls(
        list,
        new Map([
          ['orc-hunters', 2],
          ['alborc', 1],
        ]),
      ),
    ).toEqual([{ unitId: 'orc-hunters', used: 3, owned: 2 }]);
    expect(collectionShortfalls(list, new Map([['orc-hunters', 5]]))).toEqual([
      { unitId: 'alborc', used: 1, owned: 0 },
    ]);
  });

  it('says nothing when no collection is kept', () => {
    expect(collectionShortfalls(list, new Map())).toEqual([]);
  });
});

describe('rows of a collection file', () => {
  const findUnit = (text: string) =>
    ({ 'orc-hunters': 'orc-hunters', 'Orc Hunters': 'orc-hunters', alborc: 'alborc' })[text] ?? null;

  it('reads counts by id or name', () => {
    const result = readCollectionRows(
      [
        { line: 2, unit: 'Orc Hunters', count: ' 3 ' },
        { line: 3, unit: 'alborc', count: '0' },
      ],
      findUnit,
    );
    expect(result).toEqual({
      items: [
        { unitId: 'orc-hunters', count: 3 },
        { unitId: 'alborc', count: 0 },
      ],
      problems: [],
    });
  });

  it('refuses unknown units, negative, fractional or huge counts and repeated units, line by line', () => {
    const result = readCollectionRows(
      [
        { line: 2, unit: 'Dragon', count: '1' },
        { line: 3, unit: 'alborc', count: '-1' },
        { line: 4, unit: 'alborc', count: '1.5' },
        { line: 5, unit: 'alborc', count: '1000' },
        { line: 6, unit: 'alborc', count: '' },
        { line: 7, unit: 'alborc', count: '2' },
        { line: 8, unit: 'alborc', count: '2' },
        { line: 9, unit: ' ', count: '2' },
      ],
      findUnit,
    );
    expect(result.problems.map((problem) => [problem.line, problem.error])).toEqual([
      [2, 'unknown-unit'],
      [3, 'bad-count'],
      [4, 'bad-count'],
      [5, 'bad-count'],
      [6, 'bad-count'],
      [8, 'duplicate'],
      [9, 'missing-unit'],
    ]);
    expect(result.items).toEqual([{ unitId: 'alborc', count: 2 }]);
  });
});

describe('models shared by factions', () => {
  it('groups a mercenary’s profiles in every faction, and leaves other units alone', () => {
    const groups = sameModels([
      { id: 'northern-tribes-vercana', name: { en: 'Vercana' } },
      { id: 'syenann-vercana', name: { en: 'Vercana' } },
      { id: 'alborc', name: { en: 'Alborc' } },
    ]);
    expect(groups.get('syenann-vercana')).toEqual(['northern-tribes-vercana', 'syenann-vercana']);
    expect(groups.get('alborc')).toEqual(['alborc']);
  });
});

describe('times', () => {
  it('refuses a time before 2000, which no real change has', () => {
    expect(collectionItemSchema.safeParse(item('a', 1, '20')).success).toBe(true);
    expect(collectionItemSchema.safeParse({ unitId: 'a', count: 1, updatedAt: '0000-01-01T00:00:00Z' }).success).toBe(
      false,
    );
  });
});
