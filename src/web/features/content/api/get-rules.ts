import { queryOptions } from '@tanstack/react-query';
import { CONTENT_PATHS } from '../../../../contracts/content-paths';
import type { Language } from '../../../../domain/i18n/language';
import { apiFetch } from '../../../lib/api';

export const contentKeys = {
  all: ['content'] as const,
  rules: (language: Language) => [...contentKeys.all, 'rules', language] as const,
  faq: (language: Language) => [...contentKeys.all, 'faq', language] as const,
};

export async function getRules(language: Language) {
  // The schema library loads with the first rules request, not with the page (as for the news).
  const { rulesResponseSchema } = await import('../../../../contracts/content');
  return apiFetch(`${CONTENT_PATHS.rules}?lang=${language}`, rulesResponseSchema);
}

/** Spec §7/§9: keyed by language, 5 minutes fresh, no refetch on focus, 3 retries. */
export const rulesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: contentKeys.rules(language),
    queryFn: () => getRules(language),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: 3,
  });
