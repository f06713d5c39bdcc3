import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useSearchParams } from 'react-router';
import { toast } from '../../ui/toast';
import type { AdminContent } from '../../../contracts/content-admin';
import { htmlToPlainText } from '../../../domain/content/rich-text/plain-text';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { deleteEntry } from './api/delete-entry';
import { adminContentKeys, adminContentQueryOptions } from './api/get-admin-content';
import { reorderEntries, type OrderedList } from './api/reorder-entries';
import { EntryForm } from './entry-form';
import {
  chapterDraft,
  emptyDraft,
  faqDraft,
  missingLanguages,
  moveId,
  newsDraft,
  sectionDraft,
  type Draft,
  type EntryKind,
} from './entry-model';
import { TranslationBadge } from './translation-badge';
import './i18n';

export type ContentTab = 'rules' | 'faq' | 'news';
const TABS: readonly ContentTab[] = ['rules', 'faq', 'news'];

interface Editing {
  kind: EntryKind;
  existingId: string | null;
  chapterId?: string;
  draft: Draft;
}
interface Deleting {
  kind: EntryKind;
  id: string;
  chapterId?: string;
  label: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const excerpt = (html: string) => {
  const text = htmlToPlainText(html);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
};

function MoveButtons({
  ids,
  id,
  label,
  list,
  onMoved,
}: {
  ids: string[];
  id: string;
  label: string;
  list: OrderedList;
  onMoved(): Promise<void>;
}) {
  const { t } = useTranslation('admin-content');
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  /** The direction just moved, so the keyboard can stay on this entry once it is in its new place. */
  const restoreFocus = useRef<-1 | 1 | null>(null);
  const move = useMutation({
    mutationFn: ({ next }: { next: string[]; direction: -1 | 1 }) => reorderEntries(list, next),
    onMutate: ({ direction }) => {
      restoreFocus.current = direction;
    },
    onSuccess: async () => {
      toast.success(t('toast.reordered'));
      await onMoved();
    },
    onError: () => {
      restoreFocus.current = null;
      toast.error(t('toast.reorderFailed'));
    },
  });
  const index = ids.indexOf(id);
  useEffect(() => {
    const direction = restoreFocus.current;
    if (direction === null) return;
    restoreFocus.current = null;
    // Same direction if it can go further, otherwise the other button of the same entry.
    const [first, second] = direction === -1 ? [upRef, downRef] : [downRef, upRef];
    (first.current && !first.current.disabled ? first.current : second.current)?.focus();
  }, [index]);
  const go = (direction: -1 | 1) => {
    if (move.isPending) return;
    const next = moveId(ids, id, direction);
    if (next) move.mutate({ next, direction });
  };
  return (
    <>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={t('actions.moveUp', { name: label })}
        title={t('actions.moveUp', { name: label })}
        ref={upRef}
        disabled={index <= 0}
        onClick={() => go(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={t('actions.moveDown', { name: label })}
        title={t('actions.moveDown', { name: label })}
        ref={downRef}
        disabled={index === ids.length - 1}
        onClick={() => go(1)}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}

function Row({
  title,
  meta,
  badge,
  actions,
  children,
}: {
  title: string;
  meta?: ReactNode;
  badge?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-raised/40 p-3">
      <div className="flex flex-col gap-2 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="font-semibold break-words text-ink">{title}</span>
          {meta ? <span className="text-sm break-words text-steel">{meta}</span> : null}
          {badge ? <span>{badge}</span> : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1">{actions}</div>
      </div>
      {children}
    </li>
  );
}

function EditDeleteButtons({ label, onEdit, onDelete }: { label: string; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={t('actions.edit', { name: label })}
        title={t('actions.edit', { name: label })}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={`${buttonStyles.icon} text-danger-ink`}
        aria-label={t('actions.delete', { name: label })}
        title={t('actions.delete', { name: label })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}

function RulesList({
  content,
  edit,
  remove,
  refresh,
}: {
  content: AdminContent;
  edit(editing: Editing): void;
  remove(deleting: Deleting): void;
  refresh(): Promise<void>;
}) {
  const { t } = useTranslation('admin-content');
  const chapterIds = content.chapters.map((chapter) => chapter.id);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => edit({ kind: 'chapter', existingId: null, draft: emptyDraft(today()) })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('actions.addChapter')}
        </button>
      </div>
      {content.chapters.length === 0 ? <p className="text-steel">{t('empty.rules')}</p> : null}
      <ol className="flex flex-col gap-3" aria-label={t('lists.chapters')}>
        {content.chapters.map((chapter) => {
          const draft = chapterDraft(chapter);
          const sectionIds = chapter.sections.map((section) => section.id);
          return (
            <Row
              key={chapter.id}
              title={chapter.title}
              meta={t('meta.chapter', { id: chapter.id, count: chapter.sections.length })}
              badge={<TranslationBadge missing={missingLanguages('chapter', draft)} />}
              actions={
                <>
                  <MoveButtons
                    ids={chapterIds}
                    id={chapter.id}
                    label={chapter.title}
                    list={{ kind: 'chapters' }}
                    onMoved={refresh}
                  />
                  <EditDeleteButtons
                    label={chapter.title}
                    onEdit={() => edit({ kind: 'chapter', existingId: chapter.id, draft })}
                    onDelete={() => remove({ kind: 'chapter', id: chapter.id, label: chapter.title })}
                  />
                </>
              }
            >
              <ol className="flex flex-col gap-2 md:pl-6" aria-label={t('lists.sections', { name: chapter.title })}>
                {chapter.sections.map((section) => {
                  const sectionDraftValue = sectionDraft(section);
                  return (
                    <Row
                      key={section.id}
                      title={section.title}
                      meta={excerpt(section.content)}
                      badge={<TranslationBadge missing={missingLanguages('section', sectionDraftValue)} />}
                      actions={
                        <>
                          <MoveButtons
                            ids={sectionIds}
                            id={section.id}
                            label={section.title}
                            list={{ kind: 'sections', chapterId: chapter.id }}
                            onMoved={refresh}
                          />
                          <EditDeleteButtons
                            label={section.title}
                            onEdit={() =>
                              edit({
                                kind: 'section',
                                existingId: section.id,
                                chapterId: chapter.id,
                                draft: sectionDraftValue,
                              })
                            }
                            onDelete={() =>
                              remove({ kind: 'section', id: section.id, chapterId: chapter.id, label: section.title })
                            }
                          />
                        </>
                      }
                    />
                  );
                })}
              </ol>
              <div className="md:pl-6">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() =>
                    edit({ kind: 'section', existingId: null, chapterId: chapter.id, draft: emptyDraft(today()) })
                  }
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('actions.addSection', { name: chapter.title })}
                </button>
              </div>
            </Row>
          );
        })}
      </ol>
    </div>
  );
}

function FaqList({
  content,
  edit,
  remove,
  refresh,
}: {
  content: AdminContent;
  edit(editing: Editing): void;
  remove(deleting: Deleting): void;
  refresh(): Promise<void>;
}) {
  const { t } = useTranslation('admin-content');
  const ids = content.faq.map((entry) => entry.id);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => edit({ kind: 'faq', existingId: null, draft: emptyDraft(today()) })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('actions.addFaq')}
        </button>
      </div>
      {content.faq.length === 0 ? <p className="text-steel">{t('empty.faq')}</p> : null}
      <ol className="flex flex-col gap-2" aria-label={t('lists.faq')}>
        {content.faq.map((entry) => {
          const draft = faqDraft(entry);
          return (
            <Row
              key={entry.id}
              title={entry.section}
              meta={excerpt(entry.content)}
              badge={<TranslationBadge missing={missingLanguages('faq', draft)} />}
              actions={
                <>
                  <MoveButtons ids={ids} id={entry.id} label={entry.section} list={{ kind: 'faq' }} onMoved={refresh} />
                  <EditDeleteButtons
                    label={entry.section}
                    onEdit={() => edit({ kind: 'faq', existingId: entry.id, draft })}
                    onDelete={() => remove({ kind: 'faq', id: entry.id, label: entry.section })}
                  />
                </>
              }
            />
          );
        })}
      </ol>
    </div>
  );
}

function NewsList({
  content,
  edit,
  remove,
}: {
  content: AdminContent;
  edit(editing: Editing): void;
  remove(deleting: Deleting): void;
}) {
  const { t } = useTranslation('admin-content');
  const format = useFormat();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => edit({ kind: 'news', existingId: null, draft: emptyDraft(today()) })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('actions.addNews')}
        </button>
        <p className="text-sm text-steel">{t('newsOrder')}</p>
      </div>
      {content.news.length === 0 ? <p className="text-steel">{t('empty.news')}</p> : null}
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

/**
 * Rules chapters and sections, FAQ entries and news items: create, edit in three languages with a
 * preview, reorder and delete. `onChanged` lets the page refresh what the public pages cached.
 */
export function ContentEditor({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('admin-content');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: ContentTab = TABS.find((value) => value === params.get('tab')) ?? 'rules';
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const query = useQuery(adminContentQueryOptions());

  const refresh = async () => {
    onChanged();
    await queryClient.invalidateQueries({ queryKey: adminContentKeys.all });
  };

  const remove = useMutation({
    mutationFn: (target: Deleting) => deleteEntry(target),
    onSuccess: () => {
      toast.success(t('toast.deleted'));
      setDeleting(null);
      void refresh();
    },
    onError: () => toast.error(t('toast.deleteFailed')),
  });

  const startEdit = (next: Editing) => {
    setEditing(next);
    window.scrollTo({ top: 0 });
  };

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-danger-ink">{t('errors.load')}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }

  const content = query.data;
  return (
    <div className="flex flex-col gap-5">
      <div role="tablist" aria-label={t('tabs.label')} className="flex flex-wrap gap-2">
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`content-tab-${value}`}
            aria-selected={tab === value}
            aria-controls="content-tab-panel"
            className={tab === value ? buttonStyles.primary : buttonStyles.secondary}
            onClick={() => {
              setEditing(null);
              setParams({ tab: value }, { replace: true });
            }}
          >
            {t(`tabs.${value}`)}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id="content-tab-panel"
        aria-labelledby={`content-tab-${tab}`}
        className="flex flex-col gap-4"
      >
        {editing ? (
          <EntryForm
            key={`${editing.kind}:${editing.existingId ?? 'new'}`}
            kind={editing.kind}
            existingId={editing.existingId}
            chapterId={editing.chapterId}
            initial={editing.draft}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              void refresh();
            }}
          />
        ) : tab === 'rules' ? (
          <RulesList content={content} edit={startEdit} remove={setDeleting} refresh={refresh} />
        ) : tab === 'faq' ? (
          <FaqList content={content} edit={startEdit} remove={setDeleting} refresh={refresh} />
        ) : (
          <NewsList content={content} edit={startEdit} remove={setDeleting} />
        )}
      </div>

      <Dialog
        open={deleting !== null}
        title={t('confirm.title')}
        onClose={() => setDeleting(null)}
        actions={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setDeleting(null)}>
              {t('confirm.cancel')}
            </button>
            <button
              type="button"
              className={buttonStyles.danger}
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('confirm.delete')}
            </button>
          </>
        }
      >
        <p>
          {deleting?.kind === 'chapter'
            ? t('confirm.chapterBody', { name: deleting.label })
            : t('confirm.body', { name: deleting?.label ?? '' })}
        </p>
      </Dialog>
    </div>
  );
}
