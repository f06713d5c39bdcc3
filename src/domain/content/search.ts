import type { Language } from '../i18n/language';

/**
 * Rules and FAQ search (spec §5): case-insensitive substring matching on title and content in
 * the current language (a case-sensitive option exists); empty or whitespace-only terms clear
 * the results. The index is built once per language, holding the plain text and its lower-case
 * form, so a keystroke costs one pass of `includes` over the corpus.
 */

export const SEARCH_SOURCES = ['rules', 'faq'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/** A searchable document: already localised (with English fallback) and reduced to plain text. */
export interface SearchDocument {
  id: string;
  source: SearchSource;
  /** Where the result opens, e.g. `/rules#activations`. */
  path: string;
  title: string;
  content: string;
  /** The chapter a rules section belongs to, shown with the result. */
  group?: string;
}

/** Spec §3's search result, plus how many times the term occurs. */
export interface SearchResult {
  id: string;
  title: string;
  /** A short excerpt of the content around the first match (or its start). */
  content: string;
  source: SearchSource;
  path: string;
  group?: string;
  matches: number;
}

export interface SearchOptions {
  caseSensitive?: boolean;
  /** Characters kept on each side of the first match in the excerpt. */
  excerptRadius?: number;
}

interface IndexedDocument {
  doc: SearchDocument;
  titleLower: string;
  contentLower: string;
}

export interface SearchIndex {
  readonly language: Language;
  readonly size: number;
  readonly entries: readonly IndexedDocument[];
}

export function buildSearchIndex(documents: readonly SearchDocument[], language: Language): SearchIndex {
  const entries = documents.map((doc) => ({
    doc,
    titleLower: doc.title.toLowerCase(),
    contentLower: doc.content.toLowerCase(),
  }));
  return { language, size: entries.length, entries };
}

/** The term as it is searched, or null when it is empty or only whitespace. */
export function normaliseTerm(term: string | null | undefined): string | null {
  if (typeof term !== 'string') return null;
  const trimmed = term.trim();
  return trimmed ? trimmed : null;
}

/** Escapes every character with a meaning in regular expressions, so "(" or "[" are plain text. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at === -1) return count;
    count++;
    from = at + needle.length;
  }
}

function excerpt(content: string, at: number, length: number, radius: number): string {
  if (at < 0) return content.length > radius * 2 ? `${content.slice(0, radius * 2).trimEnd()}…` : content;
  const start = Math.max(0, at - radius);
  const end = Math.min(content.length, at + length + radius);
  return `${start > 0 ? '…' : ''}${content.slice(start, end).trim()}${end < content.length ? '…' : ''}`;
}

/** Runs one search. Results keep the index order (rules then FAQ, each by order_index). */
export function search(
  index: SearchIndex,
  term: string | null | undefined,
  options: SearchOptions = {},
): SearchResult[] {
  const needle = normaliseTerm(term);
  if (!needle) return [];
  const caseSensitive = options.caseSensitive ?? false;
  const radius = options.excerptRadius ?? 80;
  const find = caseSensitive ? needle : needle.toLowerCase();
  const results: SearchResult[] = [];
  for (const { doc, titleLower, contentLower } of index.entries) {
    const title = caseSensitive ? doc.title : titleLower;
    const content = caseSensitive ? doc.content : contentLower;
    const inContent = content.indexOf(find);
    if (inContent === -1 && !title.includes(find)) continue;
    results.push({
      id: doc.id,
      title: doc.title,
      content: excerpt(doc.content, inContent, find.length, radius),
      source: doc.source,
      path: doc.path,
      ...(doc.group ? { group: doc.group } : {}),
      matches: countOccurrences(title, find) + countOccurrences(content, find),
    });
  }
  return results;
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/** Splits text into matching and non-matching parts for highlighting. Never throws on any term. */
export function highlightSegments(text: string, term: string | null | undefined, caseSensitive = false): TextSegment[] {
  const needle = normaliseTerm(term);
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(escapeRegExp(needle), caseSensitive ? 'g' : 'gi');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) segments.push({ text: text.slice(last, found.index), match: false });
    segments.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
