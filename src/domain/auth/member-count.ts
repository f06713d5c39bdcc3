import type { ContentMode } from '../environment';

/** Shown when the real count is unknown, zero, or not meant to be shown (spec §9). */
export const FALLBACK_MEMBER_COUNT = 470;

/** Local and preview content show the fallback rather than a count from a development database. */
export function usesRealMemberCount(mode: ContentMode): boolean {
  return mode === 'live';
}

/** The number in the landing page's member message: the real count when there is one, else 470. */
export function displayedMemberCount(count: number | undefined, mode: ContentMode): number {
  if (!usesRealMemberCount(mode)) return FALLBACK_MEMBER_COUNT;
  return count && count > 0 ? count : FALLBACK_MEMBER_COUNT;
}
