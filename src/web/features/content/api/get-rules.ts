import { queryOptions } from '@tanstack/react-query';
import { CONTENT_PATHS, rulesResponseSchema } from '../../../../contracts/content';
import type { Language } from '../../../../domain/i18n/language';
import { apiFetch } from '../../../lib/api';

export const contentKeys = {
  all: ['content'] as const,
  rules: (language: Language) => [...contentKeys.all, 'rules', language] as const,
  faq: (language: Language) => [...contentKeys.all, 'faq', language] as const,
};

export const getRules = (language: Language) =>
  apiFetch(`${CONTENT_PATHS.rules}?lang=${language}`, rulesResponseSchema);

/** Spec §7/§9: keyed by language, 5 minutes fresh, no refetch on focus, 3 retries. */
export const rulesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: contentKeys.rules(language),
    queryFn: () => getRules(language),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: 3,
  });
