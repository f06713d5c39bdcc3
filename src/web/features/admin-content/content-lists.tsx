import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminContent } from '../../../contracts/content-admin';
import { useFormat } from '../../lib/format';
import { buttonStyles } from '../../ui/button-styles';
import { EditDeleteButtons, excerpt, ListHead, OrderedRow, Row } from './content-rows';
import {
  chapterDraft,
  emptyDraft,
  faqDraft,
  missingLanguages,
  newsDraft,
  sectionDraft,
  type Draft,
  type EntryKind,
} from './entry-model';
import { TranslationBadge } from './translation-badge';
import './i18n';

/** An entry opened in the form: a new one (no id yet) or a stored one. */
export interface Editing {
  kind: EntryKind;
  existingId: string | null;
  chapterId?: string;
  draft: Draft;
}
/** An entry the admin asked to delete, waiting for them to confirm. */
export interface Deleting {
  kind: EntryKind;
  id: string;
  chapterId?: string;
  label: string;
}

interface ListProps {
  content: AdminContent;
  edit(editing: Editing): void;
  remove(deleting: Deleting): void;
  refresh(): Promise<void>;
}

const today = () => new Date().toISOString().slice(0, 10);

type Chapter = AdminContent['chapters'][number];

function ChapterSections({ chapter, edit, remove, refresh }: Omit<ListProps, 'content'> & { chapter: Chapter }) {
  const { t } = useTranslation('admin-content');
  const ids = chapter.sections.map((section) => section.id);
  return (
    <>
      <ol className="flex flex-col gap-2 md:pl-6" aria-label={t('lists.sections', { name: chapter.title })}>
        {chapter.sections.map((section) => {
          const draft = sectionDraft(section);
          return (
            <OrderedRow
              key={section.id}
              title={section.title}
              meta={excerpt(section.content)}
              badge={<TranslationBadge missing={missingLanguages('section', draft)} />}
              order={{ ids, id: section.id, list: { kind: 'sections', chapterId: chapter.id }, onMoved: refresh }}
              onEdit={() => edit({ kind: 'section', existingId: section.id, chapterId: chapter.id, draft })}
              onDelete={() => remove({ kind: 'section', id: section.id, chapterId: chapter.id, label: section.title })}
            />
          );
        })}
      </ol>
      <div className="md:pl-6">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => edit({ kind: 'section', existingId: null, chapterId: chapter.id, draft: emptyDraft(today()) })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('actions.addSection', { name: chapter.title })}
        </button>
      </div>
    </>
  );
}

export function RulesList({ content, edit, remove, refresh }: ListProps) {
  const { t } = useTranslation('admin-content');
  const ids = content.chapters.map((chapter) => chapter.id);
  return (
    <div className="flex flex-col gap-3">
      <ListHead
        addLabel={t('actions.addChapter')}
        onAdd={() => edit({ kind: 'chapter', existingId: null, draft: emptyDraft(today()) })}
        empty={content.chapters.length === 0 ? t('empty.rules') : null}
      />
      <ol className="flex flex-col gap-3" aria-label={t('lists.chapters')}>
        {content.chapters.map((chapter) => {
          const draft = chapterDraft(chapter);
          return (
            <OrderedRow
              key={chapter.id}
              title={chapter.title}
              meta={t('meta.chapter', { id: chapter.id, count: chapter.sections.length })}
              badge={<TranslationBadge missing={missingLanguages('chapter', draft)} />}
              order={{ ids, id: chapter.id, list: { kind: 'chapters' }, onMoved: refresh }}
              onEdit={() => edit({ kind: 'chapter', existingId: chapter.id, draft })}
              onDelete={() => remove({ kind: 'chapter', id: chapter.id, label: chapter.title })}
            >
              <ChapterSections chapter={chapter} edit={edit} remove={remove} refresh={refresh} />
            </OrderedRow>
          );
        })}
      </ol>
    </div>
  );
}

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
