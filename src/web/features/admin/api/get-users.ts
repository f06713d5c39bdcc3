import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_PATHS, userListSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const USERS_PER_PAGE = 20;

export function getUsers(search: string, page: number) {
  const query = new URLSearchParams({ page: String(page), perPage: String(USERS_PER_PAGE) });
  if (search) query.set('q', search);
  return apiFetch(`${ADMIN_PATHS.users}?${query}`, userListSchema);
}

/** One page of accounts, newest first; the previous page stays on screen while the next loads. */
export const usersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.userPage(search, page),
    queryFn: () => getUsers(search, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
