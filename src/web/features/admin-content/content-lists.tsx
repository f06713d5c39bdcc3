import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { EditDeleteButtons, excerpt, ListHead, OrderedRow, Row } from './content-rows';
import { emptyDraft, faqDraft, missingLanguages, newsDraft } from './entry-model';
import { TranslationBadge } from './translation-badge';
import { today, type ListProps } from './editing';
import './i18n';

export function FaqList({ content, edit, remove, refresh }: ListProps) {
  const { t } = useTranslation('admin-content');
  const ids = content.faq.map((entry) => entry.id);
  return (
    <div className="flex flex-col gap-3">
      <ListHead
        addLabel={t('actions.addFaq')}
        onAdd={() => edit({ kind: 'faq', existingId: null, draft: emptyDraft(today()) })}
        empty={content.faq.length === 0 ? t('empty.faq') : null}
      />
      <ol className="flex flex-col gap-2" aria-label={t('lists.faq')}>
        {content.faq.map((entry) => {
          const draft = faqDraft(entry);
          return (
            <OrderedRow
              key={entry.id}
              title={entry.section}
              meta={excerpt(entry.content)}
              badge={<TranslationBadge missing={missingLanguages('faq', draft)} />}
              order={{ ids, id: entry.id, list: { kind: 'faq' }, onMoved: refresh }}
              onEdit={() => edit({ kind: 'faq', existingId: entry.id, draft })}
              onDelete={() => remove({ kind: 'faq', id: entry.id, label: entry.section })}
            />
          );
        })}
      </ol>
    </div>
  );
}

/** News is ordered by date, newest first: no moving. */
export function NewsList({ content, edit, remove }: Omit<ListProps, 'refresh'>) {
  const { t } = useTranslation('admin-content');
  const format = useFormat();
  return (
    <div className="flex flex-col gap-3">
      <ListHead
        addLabel={t('actions.addNews')}
        onAdd={() => edit({ kind: 'news', existingId: null, draft: emptyDraft(today()) })}
        note={t('newsOrder')}
        empty={content.news.length === 0 ? t('empty.news') : null}
      />
      <ul className="flex flex-col gap-2" aria-label={t('lists.news')}>
        {content.news.map((item) => {
          const draft = newsDraft(item);
          const date = format.calendarDate(item.date, 'medium');
          const label = `${date} · ${item.news_id}`;
          return (
            <Row
              key={item.news_id}
              title={label}
              meta={excerpt(item.content_en ?? '') || t('noContent')}
              badge={<TranslationBadge missing={missingLanguages('news', draft)} />}
              actions={
                <EditDeleteButtons
                  label={label}
                  onEdit={() => edit({ kind: 'news', existingId: item.news_id, draft })}
                  onDelete={() => remove({ kind: 'news', id: item.news_id, label })}
                />
              }
            />
          );
        })}
      </ul>
    </div>
  );
}
