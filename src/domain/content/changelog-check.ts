import { looksLikeHtml, parseChangelogVersion } from './changelog-version';

export type ChangelogCheck =
  { ok: true; version: string } | { ok: false; code: 'changelog.empty' | 'changelog.html' | 'changelog.no_version' };

/**
 * Reads the version an edited changelog would show (spec §5: the first x.y.z in square
 * brackets) and, when there is none, says why, so the editor can name the problem.
 */
export function checkChangelog(content: string): ChangelogCheck {
  if (!content.trim()) return { ok: false, code: 'changelog.empty' };
  if (looksLikeHtml(content)) return { ok: false, code: 'changelog.html' };
  const version = parseChangelogVersion(content);
  return version ? { ok: true, version } : { ok: false, code: 'changelog.no_version' };
}
