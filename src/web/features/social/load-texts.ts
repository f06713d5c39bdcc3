import type { TFunction } from 'i18next';
import type { QueryStateTexts } from '../../ui/query-state';

/** The social pages' words for a list that loads: loading, failed, try again, and what to say when empty. */
export const loadTexts = (t: TFunction<'social'>, empty?: string): QueryStateTexts => ({
  loading: t('common.loading'),
  failed: t('common.loadFailed'),
  retry: t('common.retry'),
  ...(empty === undefined ? {} : { empty }),
});
