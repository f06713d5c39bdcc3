/** How old a failure may be to alert about when it is the first thing heard from its site. */
export const FIRST_SYNC_ALERT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A deployment as just stored, and what was known about its site before (times in ms). */
export interface SeenDeployment {
  state: string;
  /** Its state before this sync, or null when it is new to us. */
  previousState: string | null;
  createdAt: number;
  /** The newest deployment of its site stored before this sync, or null on the site's first sync. */
  newestKnown: number | null;
  /** The newest deployment of its site in this sync. */
  newestInBatch: number;
  now: number;
}

/**
 * Whether a failed deployment is news to the admins. A site's first sync brings up to ten old
 * deployments: only a failure that is the site's newest and under 24 hours old is news then.
 * Once a site is known, a failure is news when it is newer than every deployment stored for the
 * site, or when a deployment already stored in another state (building, say) has failed since.
 */
export function isNewFailure(seen: SeenDeployment): boolean {
  if (seen.state !== 'error' || seen.previousState === 'error') return false;
  if (seen.previousState !== null) return true;
  if (seen.newestKnown !== null) return seen.createdAt > seen.newestKnown;
  return seen.createdAt >= seen.newestInBatch && seen.now - seen.createdAt < FIRST_SYNC_ALERT_WINDOW_MS;
}
