import { queryOptions } from '@tanstack/react-query';
import { MEMBER_COUNT_PATH } from '../../../../contracts/paths';
import { ApiRequestError, appFetch } from '../../../lib/api';

/**
 * Reads { count } from the member count endpoint. Checked by hand rather than with the
 * contract's memberCountSchema so the landing page's first load does not carry the schema library.
 */
export async function getMemberCount(): Promise<number> {
  let response: Response;
  try {
    response = await appFetch(MEMBER_COUNT_PATH, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ApiRequestError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw new ApiRequestError(response.status, 'http_error', response.statusText);
  const body = (await response.json().catch(() => null)) as { count?: unknown } | null;
  const count = body?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new ApiRequestError(response.status, 'invalid_response', 'The member count is not a whole number.');
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
