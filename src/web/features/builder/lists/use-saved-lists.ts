import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CloudList } from '../../../../contracts/lists';
import type { ArmyList } from '../../../../domain/army/army-list';
import { useAuth } from '../../../lib/auth';
import { cloudLists, flushPendingSync, pendingSync, type CloudSaveOutcome } from './cloud-lists';
import { createLocalListStore, mergeSavedLists, type SavedListRef } from './list-store';

const localLists = createLocalListStore();

/** Off for guests; ok, or unreachable (offline or failing) for signed-in members. */
export type CloudStatus = 'off' | 'ok' | 'unreachable';

interface SavedLists {
  refs: SavedListRef[];
  cloud: CloudStatus;
}

export const savedListsKeys = {
  all: ['saved-lists'] as const,
  of: (userId: string | null) => ['saved-lists', userId] as const,
};

/**
 * Every list this person has: the ones on this device and, when signed in, the ones in the
 * cloud, one row per list. Changes made offline are sent first, so the cloud copy is current.
 */
export const savedListsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: savedListsKeys.of(userId),
    queryFn: async (): Promise<SavedLists> => {
      const local = await localLists.all();
      if (!userId) return { refs: mergeSavedLists([{ location: 'local', lists: local }]), cloud: 'off' };
      let cloud: CloudList[] | null = null;
      try {
        await flushPendingSync(userId, (id) => localLists.get(id));
        cloud = await cloudLists.all();
      } catch {
        cloud = null;
      }
      const refs = mergeSavedLists([
        { location: 'local', lists: local },
        ...(cloud ? [{ location: 'cloud' as const, lists: cloud.map((item) => item.list), meta: cloud }] : []),
      ]);
      return { refs, cloud: cloud ? 'ok' : 'unreachable' };
    },
    networkMode: 'always',
    staleTime: 0,
  });

/** The signed-in member whose cloud lists count, or null for guests and while signing in. */
function useCloudUserId(): string | null {
  const auth = useAuth();
  return auth.isAuthenticated ? auth.userId : null;
}

export function useSavedLists() {
  const userId = useCloudUserId();
  const client = useQueryClient();
  useEffect(() => {
    // Coming back online sends what waited and picks up changes from other devices.
    const refresh = () => void client.invalidateQueries({ queryKey: savedListsKeys.all });
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [client]);
  return useQuery({ ...savedListsQuery(userId), select: (data) => data.refs });
}

export function useCloudStatus(): CloudStatus {
  const userId = useCloudUserId();
  return useQuery({ ...savedListsQuery(userId), select: (data) => data.cloud }).data ?? (userId ? 'ok' : 'off');
}

/** How a save went: always on this device, and in the cloud when signed in. */
export type SaveResult = { list: ArmyList; cloud: CloudSaveOutcome | null };

/**
 * Save (create or update in place, never a duplicate) and delete: on this device, and in the
 * cloud for signed-in members. What cannot reach the cloud waits on the device and goes up later.
 */
export function useListMutations() {
  const client = useQueryClient();
  const userId = useCloudUserId();
  const auth = useAuth();
  const invalidate = () => client.invalidateQueries({ queryKey: savedListsKeys.all });

  const save = useMutation({
    networkMode: 'always',
    mutationFn: async (
      input: ArmyList | { list: ArmyList; public?: boolean; toCloud?: boolean },
    ): Promise<SaveResult> => {
      const { list, public: isPublic, toCloud } = 'list' in input ? input : { list: input };
      await localLists.save(list);
      // A guest who asks for the cloud gets an anonymous account first (once), where the server allows it.
      const owner = userId ?? (toCloud ? await auth.ensureAccount() : null);
      if (!owner) return { list, cloud: null };
      const outcome = await cloudLists.save(list, { public: isPublic });
      if (outcome.kind === 'offline') pendingSync.saveLater(owner, list.id);
      else pendingSync.done(owner, list.id);
      if (outcome.kind === 'newer-copy' && outcome.cloud) {
        // The other device's later copy wins here too, so the two never drift apart.
        await localLists.save(outcome.cloud.list);
      }
      return { list, cloud: outcome };
    },
    onSettled: invalidate,
  });

  const remove = useMutation({
    networkMode: 'always',
    mutationFn: async (id: string) => {
      await localLists.remove(id);
      if (userId) {
        try {
          if (await cloudLists.remove(id)) pendingSync.done(userId, id);
          else pendingSync.removeLater(userId, id);
        } catch {
          pendingSync.removeLater(userId, id);
        }
      }
      return id;
    },
    onSettled: invalidate,
  });

  return { save, remove, signedIn: userId !== null };
}
