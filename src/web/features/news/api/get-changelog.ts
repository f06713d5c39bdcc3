import { queryOptions } from '@tanstack/react-query';
import { CONTENT_PATHS } from '../../../../contracts/content-paths';
import { appFetch } from '../../../lib/api';

/** GET /CHANGELOG.md with a timestamp and no-cache headers, as text (spec §7 "Static"). */
export async function getChangelog(now: number = Date.now()): Promise<string> {
  const response = await appFetch(`${CONTENT_PATHS.changelog}?t=${now}`, {
    headers: { accept: 'text/markdown, text/plain', 'cache-control': 'no-cache', pragma: 'no-cache' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`Changelog request failed with ${response.status}`);
  return response.text();
}

export const changelogQueryOptions = () =>
  queryOptions({ queryKey: ['changelog'] as const, queryFn: () => getChangelog(), staleTime: 0 });
