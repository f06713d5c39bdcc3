import { COLLECTION_PATH, collectionResponseSchema } from '../../../../contracts/collection';
import { COLLECTION_LIMITS, newerItems, type Collection } from '../../../../domain/army/collection';
import { ApiRequestError, apiFetch } from '../../../lib/api';
import { collectionStore } from './collection-store';

/** Synced, waiting for a connection, or refused by the server (kept on the device either way). */
export type CollectionSyncOutcome = 'synced' | 'offline' | 'failed';

/**
 * Brings this device and the account together: takes in the cloud's later changes, then sends the
 * device's later ones (only units the current data knows; the server refuses others).
 */
export async function syncCollection(knownUnits: ReadonlySet<string>): Promise<CollectionSyncOutcome> {
  try {
    const cloud = await apiFetch(COLLECTION_PATH, collectionResponseSchema, { cache: 'no-store' });
    collectionStore.merge(cloud.items);
    const theirs: Collection = Object.fromEntries(cloud.items.map((item) => [item.unitId, item]));
    const changes = newerItems(collectionStore.get(), theirs).filter((item) => knownUnits.has(item.unitId));
    for (let start = 0; start < changes.length; start += COLLECTION_LIMITS.items) {
      const sent = changes.slice(start, start + COLLECTION_LIMITS.items);
      const saved = await apiFetch(COLLECTION_PATH, collectionResponseSchema, { method: 'PUT', body: { items: sent } });
      // What was sent comes back as the server keeps it: a time from a clock that ran ahead is
      // the server's now there, and this device takes that, or it would win every merge after.
      const sentIds = new Set(sent.map((item) => item.unitId));
      collectionStore.adopt(saved.items.filter((item) => sentIds.has(item.unitId)));
      collectionStore.merge(saved.items);
    }
    return 'synced';
  } catch (error) {
    if (error instanceof ApiRequestError) return error.status === 0 ? 'offline' : 'failed';
    throw error;
  }
}
