import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminContent } from '../../../contracts/content-admin';
import { Button } from '../../ui/button';
import { excerpt, ListHead, OrderedRow } from './content-rows';
import { chapterDraft, emptyDraft, missingLanguages, sectionDraft } from './entry-model';
import { TranslationBadge } from './translation-badge';
import { today, type ListProps } from './editing';

export type Chapter = AdminContent['chapters'][number];

export function ChapterSections({ chapter, edit, remove, refresh }: Omit<ListProps, 'content'> & { chapter: Chapter }) {
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
        <Button
          variant="secondary"
          icon={Plus}
          onClick={() => edit({ kind: 'section', existingId: null, chapterId: chapter.id, draft: emptyDraft(today()) })}
        >
          {t('actions.addSection', { name: chapter.title })}
        </Button>
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
