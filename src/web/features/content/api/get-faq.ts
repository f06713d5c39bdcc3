import { queryOptions } from '@tanstack/react-query';
import { CONTENT_PATHS, faqResponseSchema } from '../../../../contracts/content';
import type { Language } from '../../../../domain/i18n/language';
import { apiFetch } from '../../../lib/api';
import { contentKeys } from './get-rules';

export const getFaq = (language: Language) => apiFetch(`${CONTENT_PATHS.faq}?lang=${language}`, faqResponseSchema);

/** The FAQ is read with the rules and cached the same way, so every keystroke searches memory. */
export const faqQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: contentKeys.faq(language),
    queryFn: () => getFaq(language),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: 3,
  });
