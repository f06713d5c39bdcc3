import { useTranslation } from 'react-i18next';
import type { NewsItem } from '../../../contracts/content';
import { useFormat } from '../../lib/format';
import { RichText } from '../../ui/rich-text';
import './i18n';

export type DisplayItem = Pick<NewsItem, 'newsId' | 'date' | 'content'>;

/** One item's text, or a note that it has none. */
export function NewsContent({ content }: { content: string | null }) {
  const { t } = useTranslation('news');
  if (!content) return <p className="text-steel italic">{t('noContent')}</p>;
  return <RichText html={content} />;
}

/** News items, newest first, each under its long date. */
export function NewsItems({ items }: { items: DisplayItem[] }) {
  const format = useFormat();
  return (
    <ol className="flex flex-col gap-4">
      {items.map((item) => (
        <li key={item.newsId} className="border-b border-line pb-3 last:border-0">
          <time dateTime={item.date} className="text-sm font-semibold text-gold-bright">
            {format.calendarDate(item.date, 'short')}
          </time>
          <NewsContent content={item.content} />
        </li>
      ))}
    </ol>
  );
}
