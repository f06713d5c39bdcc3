import { queryOptions } from '@tanstack/react-query';
import { CONTENT_PATHS } from '../../../../contracts/content-paths';
import type { Language } from '../../../../domain/i18n/language';
import { apiFetch } from '../../../lib/api';

export const newsKeys = {
  all: ['news'] as const,
  list: (language: Language, limit?: number) => [...newsKeys.all, language, limit ?? 'all'] as const,
};

/** Newest first; `limit: 1` for the home page, none for the archive (spec §7). */
export async function getNews(language: Language, limit?: number) {
  // The schema library loads with the first news request, not with the landing page (decision 3).
  const { newsResponseSchema } = await import('../../../../contracts/content');
  const query = new URLSearchParams({ lang: language, ...(limit ? { limit: String(limit) } : {}) });
  return apiFetch(`${CONTENT_PATHS.news}?${query}`, newsResponseSchema);
}

export const newsQueryOptions = (language: Language, limit?: number) =>
  queryOptions({ queryKey: newsKeys.list(language, limit), queryFn: () => getNews(language, limit) });
