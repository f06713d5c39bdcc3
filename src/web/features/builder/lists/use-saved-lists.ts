import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArmyList } from '../../../../domain/army/army-list';
import { createLocalListStore, mergeSavedLists, type ListStore } from './list-store';

/** The stores lists are kept in. The accounts issue adds the cloud store for signed-in users. */
export const listStores: ListStore[] = [createLocalListStore()];

export const savedListsKeys = {
  all: ['saved-lists'] as const,
};

export const savedListsQuery = queryOptions({
  queryKey: savedListsKeys.all,
  queryFn: async () =>
    mergeSavedLists(
      await Promise.all(listStores.map(async (store) => ({ location: store.location, lists: await store.all() }))),
    ),
  networkMode: 'always',
  staleTime: 0,
});

export function useSavedLists() {
  return useQuery(savedListsQuery);
}

/** Save (create or update in place, never a duplicate) and delete, in every store. */
export function useListMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: savedListsKeys.all });
  const save = useMutation({
    networkMode: 'always',
    mutationFn: async (list: ArmyList) => {
      await Promise.all(listStores.map((store) => store.save(list)));
      return list;
    },
    onSettled: invalidate,
  });
  const remove = useMutation({
    networkMode: 'always',
    mutationFn: async (id: string) => {
      await Promise.all(listStores.map((store) => store.remove(id)));
      return id;
    },
    onSettled: invalidate,
  });
  return { save, remove };
}
