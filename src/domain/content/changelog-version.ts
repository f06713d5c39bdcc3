/**
 * The changelog version (spec §5): the first x.y.z in square brackets. Empty content, HTML (for
 * example an error page served instead of the Markdown) or content without a version has no
 * version.
 */

const VERSION_IN_BRACKETS = /\[(\d+\.\d+\.\d+)\]/;
const HTML_MARKERS = /^\s*<(?:!doctype|html|head|body|\?xml)\b|<\/?(?:html|head|body|script|div|p)\b[^>]*>/i;

export function looksLikeHtml(content: string): boolean {
  return HTML_MARKERS.test(content);
}

/** The version, or null when the content is empty, HTML or has none. */
export function parseChangelogVersion(content: unknown): string | null {
  if (typeof content !== 'string' || content.trim() === '' || looksLikeHtml(content)) return null;
  return VERSION_IN_BRACKETS.exec(content)?.[1] ?? null;
}

/**
 * The one version the site shows: the latest in the published changelog, or the app's own
 * version when the changelog has none (decision 0021; the spec's 0.5.11 and 1.0.0 defaults would
 * put a second, unrelated number beside it).
 */
export function siteVersion(changelog: unknown, appVersion: string): string {
  return parseChangelogVersion(changelog) ?? appVersion;
}

/** Whether text is a valid x.y.z version (used by editors to check a heading before saving). */
export function isVersion(value: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(value);
}
