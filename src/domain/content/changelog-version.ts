/**
 * The changelog version (spec §5): the first x.y.z in square brackets. Empty content, HTML (for
 * example an error page served instead of the Markdown) or content without a version has no
 * version. The spec gives two defaults for that case and we keep both readings:
 * 0.5.11 on the home page (`/`) and 1.0.0 as the landing page's fallback (`/landing`).
 */
export const CHANGELOG_DEFAULT_VERSION = { home: '0.5.11', landing: '1.0.0' } as const;
export type ChangelogReading = keyof typeof CHANGELOG_DEFAULT_VERSION;

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

/** The version to show, with the default of the given reading when there is none. */
export function changelogVersion(content: unknown, reading: ChangelogReading): string {
  return parseChangelogVersion(content) ?? CHANGELOG_DEFAULT_VERSION[reading];
}

/** Whether text is a valid x.y.z version (used by editors to check a heading before saving). */
export function isVersion(value: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(value);
}
