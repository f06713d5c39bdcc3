import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { EMPTY_COLLECTION, ownedCounts, type Collection } from '../../../../domain/army/collection';
import type { DataPack } from '../../../../domain/army/data-pack-schema';
import { useAuth } from '../../../lib/auth';
import { collectionStore } from './collection-store';
import { syncCollection, type CollectionSyncOutcome } from './cloud-collection';

const serverSnapshot = () => EMPTY_COLLECTION;

/**
 * The device's collection; redraws when it changes here or in another tab. A page rendered on the
 * server knows no device, so it starts empty and fills in as the app takes over.
 */
export function useCollection(): Collection {
  return useSyncExternalStore(collectionStore.subscribe, collectionStore.get, serverSnapshot);
}

/** Unit id → how many are owned (units with a count above zero); empty when none is kept. */
export function useOwnedCounts(): ReadonlyMap<string, number> {
  const collection = useCollection();
  return useMemo(() => ownedCounts(collection), [collection]);
}

/** Off for visitors who are not signed in; otherwise how the last sync went. */
export type CollectionSyncStatus = 'off' | 'syncing' | CollectionSyncOutcome;

/**
 * Keeps the collection in step with the account while a page that shows it is open: once on
 * arrival, after each change the player makes, and when the connection comes back. One sync runs
 * at a time; a change made meanwhile is sent by one more.
 */
export function useCollectionSync(pack: DataPack | null): CollectionSyncStatus {
  const auth = useAuth();
  const signedIn = auth.isAuthenticated === true;
  const [status, setStatus] = useState<CollectionSyncStatus>('syncing');
  const known = useMemo(() => new Set(pack?.units.map((unit) => unit.id) ?? []), [pack]);
  const active = signedIn && known.size > 0;

  useEffect(() => {
    if (!active) return;
    let running = false;
    let again = false;
    let live = true;
    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      do {
        again = false;
        const outcome = await syncCollection(known).catch((): CollectionSyncOutcome => 'failed');
        if (live) setStatus(outcome);
      } while (again && live);
      running = false;
    };
    void run();
    const stopLocal = collectionStore.onLocalChange(() => void run());
    const online = () => void run();
    window.addEventListener('online', online);
    return () => {
      live = false;
      stopLocal();
      window.removeEventListener('online', online);
    };
  }, [active, known, auth.userId]);

  return active ? status : 'off';
}
