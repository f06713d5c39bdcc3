import { z } from 'zod';
import {
  collectionItemSchema,
  EMPTY_COLLECTION,
  mergeCollections,
  type Collection,
  type CollectionItem,
} from '../../../../domain/army/collection';
import { appStorage } from '../../../lib/storage';

/** The collection kept on this device (the storage policy keeps it as the person's own). */
export const COLLECTION_KEY = 'armyCollection';
const storedSchema = z.object({ items: z.record(z.string(), collectionItemSchema) });

const listeners = new Set<() => void>();
const localChangeListeners = new Set<() => void>();
let lastRaw: string | null | undefined;
let lastValue: Collection = EMPTY_COLLECTION;

/** The stored collection; the same object while storage holds the same text. */
function read(): Collection {
  const raw = appStorage.getString(COLLECTION_KEY);
  if (raw === lastRaw) return lastValue;
  lastRaw = raw;
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const result = storedSchema.safeParse(parsed);
  lastValue = result.success ? result.data.items : EMPTY_COLLECTION;
  return lastValue;
}

function write(next: Collection): void {
  if (JSON.stringify(next) === JSON.stringify(read())) return;
  appStorage.setJson(COLLECTION_KEY, { items: next });
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab changed the collection: this one shows the change too.
  window.addEventListener('storage', (event) => {
    if (event.key === appStorage.key(COLLECTION_KEY)) for (const listener of listeners) listener();
  });
}

/** The device's collection, for useSyncExternalStore and for the sync with the cloud. */
export const collectionStore = {
  get: read,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called after the player changes a count (not after a merge from the cloud). */
  onLocalChange(listener: () => void): () => void {
    localChangeListeners.add(listener);
    return () => localChangeListeners.delete(listener);
  },
  /** Sets counts as the player's own change at `now`. */
  set(counts: readonly { unitId: string; count: number }[], now = new Date().toISOString()): void {
    const next: Record<string, CollectionItem> = { ...read() };
    for (const { unitId, count } of counts) next[unitId] = { unitId, count, updatedAt: now };
    write(next);
    for (const listener of localChangeListeners) listener();
  },
  /** Takes the server's copy of these units as it is, even where this device's clock ran ahead. */
  adopt(items: readonly CollectionItem[]): void {
    const next: Record<string, CollectionItem> = { ...read() };
    for (const item of items) next[item.unitId] = item;
    write(next);
  },
  /** Takes in what another device saved (the later change of each unit wins). */
  merge(items: readonly CollectionItem[]): void {
    write(mergeCollections(read(), items));
  },
};
