import { useQuery } from '@tanstack/react-query';
import { APP_VERSION } from '../../../domain/app-version';
import { siteVersion } from '../../../domain/content/changelog-version';
import { changelogQueryOptions } from './api/get-changelog';

/**
 * The one version the landing page shows: the latest in the published changelog (the Changelog
 * button opens the same text), or the app's own when the changelog has none or cannot be read
 * (decision 0021). null while the changelog is still on its way, so no second number flashes.
 */
export function useSiteVersion(): string | null {
  const changelog = useQuery(changelogQueryOptions());
  // Only the first try is waited for: after a failure (offline, say) the app's own version shows.
  if (changelog.isPending && changelog.fetchStatus === 'fetching' && changelog.failureCount === 0) return null;
  return siteVersion(changelog.data, APP_VERSION);
}
