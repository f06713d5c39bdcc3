import { queryOptions } from '@tanstack/react-query';
import { MEMBER_COUNT_PATH } from '../../../../contracts/paths';
import { ApiRequestError, fetchPublicJson } from '../../../lib/api';

/** Reads { count } from the member count endpoint, checked by hand (see fetchPublicJson). */
export async function getMemberCount(): Promise<number> {
  const { status, body } = await fetchPublicJson(MEMBER_COUNT_PATH);
  const count = (body as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new ApiRequestError(status, 'invalid_response', 'The member count is not a whole number.');
  }
  return count;
}

/** Never cached: fetched on every mount and focus (spec §7); `retry` times again after a failure. */
export const memberCountQuery = (retry: number) =>
  queryOptions({
    queryKey: ['stats', 'members'],
    queryFn: getMemberCount,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    retry,
  });
