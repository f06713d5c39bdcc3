import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../ui/toast';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/dialog';
import { QueryState } from '../../ui/query-state';
import { deleteEntry } from './api/delete-entry';
import { adminContentKeys, adminContentQueryOptions } from './api/get-admin-content';
import { FaqList, NewsList } from './content-lists';
import type { Deleting, Editing } from './editing';
import { RulesList } from './rules-list';
import { EntryForm } from './entry-form';
import './i18n';
import { Button } from '../../ui/button';

export type ContentTab = 'rules' | 'faq' | 'news';
const TABS: readonly ContentTab[] = ['rules', 'faq', 'news'];

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

  return (
    <QueryState
      query={query}
      texts={{ loading: t('loading'), failed: t('errors.load'), retry: t('actions.retry') }}
      spinner
    >
      {(content) => (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            setEditing(null);
            setParams({ tab: value }, { replace: true });
          }}
          // Arrows move between tabs and Enter or Space opens one, so passing over a tab never drops
          // an entry being edited.
          activationMode="manual"
          className="flex flex-col gap-5"
        >
          <Tabs.List aria-label={t('tabs.label')} className="flex flex-wrap gap-2">
            {TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className={tab === value ? buttonStyles.primary : buttonStyles.secondary}
              >
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <Tabs.Content value={tab} className="flex flex-col gap-4">
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
          </Tabs.Content>

          <Dialog
            open={deleting !== null}
            title={t('confirm.title')}
            onClose={() => setDeleting(null)}
            actions={
              <>
                <Button variant="secondary" onClick={() => setDeleting(null)}>
                  {t('confirm.cancel')}
                </Button>
                <Button
                  variant="danger"
                  icon={Trash2}
                  disabled={remove.isPending}
                  onClick={() => deleting && remove.mutate(deleting)}
                >
                  {t('confirm.delete')}
                </Button>
              </>
            }
          >
            <p>
              {deleting?.kind === 'chapter'
                ? t('confirm.chapterBody', { name: deleting.label })
                : t('confirm.body', { name: deleting?.label ?? '' })}
            </p>
          </Dialog>
        </Tabs.Root>
      )}
    </QueryState>
  );
}
