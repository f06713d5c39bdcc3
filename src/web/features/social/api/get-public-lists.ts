import { queryOptions } from '@tanstack/react-query';
import { memberListsPath, publicListsResponseSchema } from '../../../../contracts/lists';
import { apiFetch } from '../../../lib/api';

/** A member's public army lists, most recently shared first. */
export const publicListsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['social', 'public-lists', userId],
    queryFn: async () => (await apiFetch(memberListsPath(userId), publicListsResponseSchema)).items,
  });
