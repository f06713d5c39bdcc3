import { queryOptions } from '@tanstack/react-query';
import { SOCIAL_PATHS, userSearchResultSchema } from '../../../../contracts/social';
import { SOCIAL_LIMITS } from '../../../../domain/social/social';
import { apiFetch } from '../../../lib/api';
import { socialKeys } from './social-keys';

export const searchUsers = async (query: string) =>
  (await apiFetch(`${SOCIAL_PATHS.users}?q=${encodeURIComponent(query)}`, userSearchResultSchema)).users;

export const userSearchQuery = (viewerId: string | null, query: string) =>
  queryOptions({
    queryKey: socialKeys.search(viewerId, query),
    queryFn: () => searchUsers(query),
    enabled: viewerId !== null && query.trim().length >= SOCIAL_LIMITS.searchMin,
    staleTime: 10_000,
  });
