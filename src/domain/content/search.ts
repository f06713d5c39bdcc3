import { findFolded, foldText, originalRange } from '../i18n/fold-text';
import type { Language } from '../i18n/language';

/**
 * Rules and FAQ search (spec §5): case-insensitive substring matching on title and content in
 * the current language (a case-sensitive option exists); empty or whitespace-only terms clear
 * the results. Accents never matter, with or without the case option (issue 21, see
 * `../i18n/fold-text.ts`). The index is built once per language, holding the plain text and its
 * folded form, so a keystroke costs one pass of `indexOf` over the corpus.
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
  /** Title and content folded for a search that ignores case… */
  title: string;
  content: string;
  /** …and for a case-sensitive one, folded the first time one runs. */
  cased?: { title: string; content: string };
}

export interface SearchIndex {
  readonly language: Language;
  readonly size: number;
  readonly entries: readonly IndexedDocument[];
}

export function buildSearchIndex(documents: readonly SearchDocument[], language: Language): SearchIndex {
  const entries = documents.map((doc) => ({ doc, title: foldText(doc.title), content: foldText(doc.content) }));
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

/** The excerpt around the original characters [at, matchEnd) of the content (or its start). */
function excerpt(content: string, at: number, matchEnd: number, radius: number): string {
  if (at < 0) return content.length > radius * 2 ? `${content.slice(0, radius * 2).trimEnd()}…` : content;
  const start = Math.max(0, at - radius);
  const end = Math.min(content.length, matchEnd + radius);
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
  const find = foldText(needle, caseSensitive);
  // A term of nothing but marks folds to nothing, and would match everywhere.
  if (!find) return [];
  const results: SearchResult[] = [];
  for (const entry of index.entries) {
    const { doc } = entry;
    const folded = caseSensitive
      ? (entry.cased ??= { title: foldText(doc.title, true), content: foldText(doc.content, true) })
      : entry;
    const inContent = folded.content.indexOf(find);
    if (inContent === -1 && !folded.title.includes(find)) continue;
    const [at, matchEnd] =
      inContent === -1 ? [-1, -1] : originalRange(doc.content, inContent, find.length, caseSensitive);
    results.push({
      id: doc.id,
      title: doc.title,
      content: excerpt(doc.content, at, matchEnd, radius),
      source: doc.source,
      path: doc.path,
      ...(doc.group ? { group: doc.group } : {}),
      matches: countOccurrences(folded.title, find) + countOccurrences(folded.content, find),
    });
  }
  return results;
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * Splits text into matching and non-matching parts for highlighting, matching as `search` does
 * (accents ignored, case too unless asked). Never throws on any term.
 */
export function highlightSegments(text: string, term: string | null | undefined, caseSensitive = false): TextSegment[] {
  const needle = normaliseTerm(term);
  if (!needle || !text) return text ? [{ text, match: false }] : [];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const [start, end] of findFolded(text, needle, caseSensitive)) {
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
