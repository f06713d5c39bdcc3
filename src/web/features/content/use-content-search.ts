import { useMemo } from 'react';
import type { FaqSection, RulesChapter } from '../../../contracts/content';
import { buildSearchIndex, search, type SearchResult } from '../../../domain/content/search';
import { searchDocuments } from '../../../domain/content/search-documents';
import type { Language } from '../../../domain/i18n/language';

/**
 * One index per language and data version, built once; each keystroke then runs one pass over
 * it. The unified search counts rules and FAQ results together (spec §3 search result).
 */
export function useContentSearch(
  language: Language,
  chapters: readonly RulesChapter[] | undefined,
  faq: readonly FaqSection[] | undefined,
  term: string,
  caseSensitive: boolean,
): { results: SearchResult[]; counts: { rules: number; faq: number } } {
  const index = useMemo(
    () => buildSearchIndex(searchDocuments(chapters ?? [], faq ?? []), language),
    [chapters, faq, language],
  );
  return useMemo(() => {
    const results = search(index, term, { caseSensitive });
    return {
      results,
      counts: {
        rules: results.filter((result) => result.source === 'rules').length,
        faq: results.filter((result) => result.source === 'faq').length,
      },
    };
  }, [index, term, caseSensitive]);
}
