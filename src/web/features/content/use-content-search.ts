import { useMemo } from 'react';
import type { FaqSection, RulesChapter } from '../../../contracts/content';
import {
  buildSearchIndex,
  normaliseTerm,
  search,
  type SearchIndex,
  type SearchResult,
} from '../../../domain/content/search';
import { searchDocuments } from '../../../domain/content/search-documents';
import type { Language } from '../../../domain/i18n/language';

const NO_RESULTS = { results: [], counts: { rules: 0, faq: 0 } };

/**
 * One index per language and data version, built once, when the first term is typed (reading every
 * rules section and FAQ entry into plain text was a good part of taking the page over on a phone);
 * each keystroke then runs one pass over it. The unified search counts rules and FAQ results
 * together (spec §3 search result).
 */
export function useContentSearch(
  language: Language,
  chapters: readonly RulesChapter[] | undefined,
  faq: readonly FaqSection[] | undefined,
  term: string,
  caseSensitive: boolean,
): { results: SearchResult[]; counts: { rules: number; faq: number } } {
  const index = useMemo(() => {
    let built: SearchIndex | undefined;
    return () => (built ??= buildSearchIndex(searchDocuments(chapters ?? [], faq ?? []), language));
  }, [chapters, faq, language]);
  return useMemo(() => {
    if (!normaliseTerm(term)) return NO_RESULTS;
    const results = search(index(), term, { caseSensitive });
    return {
      results,
      counts: {
        rules: results.filter((result) => result.source === 'rules').length,
        faq: results.filter((result) => result.source === 'faq').length,
      },
    };
  }, [index, term, caseSensitive]);
}
