import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '../../../domain/i18n/language';
import { QueryState } from '../../ui/query-state';
import { newsQueryOptions } from './api/get-news';
import './i18n';
import { NewsItems } from './news-items';

/** `/news`: every news item on a page of its own (the archive dialog's content, readable from a link). */
export function NewsArchivePage() {
  const { t, i18n } = useTranslation('news');
  const archive = useQuery(newsQueryOptions(normaliseLanguage(i18n.language)));
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 md:py-12">
      <h1 className="text-3xl md:text-4xl">{t('archiveTitle')}</h1>
      <QueryState
        query={archive}
        texts={{
          loading: t('loading'),
          failed: t('toast.archiveFailed'),
          retry: t('tryAgain'),
          empty: t('toast.empty'),
        }}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => <NewsItems items={data.items} />}
      </QueryState>
    </article>
  );
}
