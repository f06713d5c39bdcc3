import { describe, expect, it } from 'vitest';
import { dataPack } from '../../../../data';
import { collectionStore } from './collection-store';
import { setOwned } from './models';

describe('owned counts by model', () => {
  it('gives a mercenary’s count to its profile in every faction, and other units only their own', () => {
    setOwned(dataPack, [
      { unitId: 'syenann-vercana', count: 2 },
      { unitId: 'alborc', count: 1 },
    ]);
    const counts = Object.fromEntries(Object.values(collectionStore.get()).map((item) => [item.unitId, item.count]));
    expect(counts).toEqual({
      alborc: 1,
      'hegemony-of-embersig-vercana': 2,
      'northern-tribes-vercana': 2,
      'scions-of-yaldabaoth-vercana': 2,
      'syenann-vercana': 2,
    });
  });
});
