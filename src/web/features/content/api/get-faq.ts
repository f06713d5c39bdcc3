import { queryOptions } from '@tanstack/react-query';
import { CONTENT_PATHS } from '../../../../contracts/content-paths';
import type { Language } from '../../../../domain/i18n/language';
import { apiFetch } from '../../../lib/api';
import { contentKeys } from './get-rules';

export async function getFaq(language: Language) {
  // The schema library loads with the first FAQ request, not with the page (as for the news).
  const { faqResponseSchema } = await import('../../../../contracts/content');
  return apiFetch(`${CONTENT_PATHS.faq}?lang=${language}`, faqResponseSchema);
}

/** The FAQ is read with the rules and cached the same way, so every keystroke searches memory. */
export const faqQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: contentKeys.faq(language),
    queryFn: () => getFaq(language),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: 3,
  });
