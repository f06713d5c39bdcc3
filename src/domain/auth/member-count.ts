import type { ContentMode } from '../environment';

/**
 * The number the landing page's member line shows, or null to leave the line out: the real count
 * from the server when there is one, never a made-up figure. Not loaded yet, failed, or zero:
 * nothing to say (issue 21; the spec's 470 fallback is left behind, decision 0021).
 */
export function shownMemberCount(count: number | null | undefined): number | null {
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : null;
}

/** Spec §7: the count is retried up to 2 times, except with local content (a development setup). */
export function memberCountRetries(mode: ContentMode): number {
  return mode === 'local' ? 0 : 2;
}
