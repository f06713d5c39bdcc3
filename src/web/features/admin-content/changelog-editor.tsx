import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, RotateCcw, Save } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { CHANGELOG_PROBLEMS, type ChangelogProblem } from '../../../contracts/content-admin';
import { APP_VERSION } from '../../../domain/app-version';
import { checkChangelog } from '../../../domain/content/changelog-check';
import { markdownToTree } from '../../../domain/content/rich-text/read-markdown';
import { ApiRequestError } from '../../lib/api';
import { Button } from '../../ui/button';
import { controlStyles, Field } from '../../ui/field';
import { CheckLine } from '../../ui/check-line';
import { RichText } from '../../ui/rich-text';
// Drawn as soon as shown: this code loads on demand already.
import '../../ui/rich-text-render';
import { QueryState } from '../../ui/query-state';
import { adminContentKeys, adminContentQueryOptions } from './api/get-admin-content';
import { saveChangelog } from './api/save-changelog';
import './i18n';

/** Each problem the check or the server names has its text (a problem without one fails the type-check). */
const PROBLEM_TEXTS = {
  'changelog.empty': 'changelog.problems.empty',
  'changelog.html': 'changelog.problems.html',
  'changelog.no_version': 'changelog.problems.no_version',
} as const satisfies Record<ChangelogProblem, ParseKeys<'admin-content'>>;

const isChangelogProblem = (code: string): code is ChangelogProblem =>
  (CHANGELOG_PROBLEMS as readonly string[]).includes(code);

function Editor({ stored, onChanged }: { stored: string; onChanged(): void }) {
  const { t } = useTranslation('admin-content');
  const queryClient = useQueryClient();
  const previewId = useId();
  const statusId = useId();
  const [text, setText] = useState(stored);
  const deferred = useDeferredValue(text);
  const check = checkChangelog(text);
  const tree = useMemo(() => markdownToTree(deferred), [deferred]);
  const dirty = text !== stored;

  const save = useMutation({
    mutationFn: () => saveChangelog(text),
    onSuccess: ({ version }) => {
      toast.success(t('changelog.saved', { version }));
      void queryClient.invalidateQueries({ queryKey: adminContentKeys.all });
      onChanged();
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiRequestError && isChangelogProblem(error.code)
          ? t(PROBLEM_TEXTS[error.code])
          : t('changelog.saveFailed'),
      ),
  });

  return (
    <div className="flex flex-col gap-4">
      <CheckLine ok={check.ok} id={statusId}>
        {check.ok
          ? t('changelog.version', { version: check.version })
          : `${t(PROBLEM_TEXTS[check.code])} ${t('changelog.defaults', { version: APP_VERSION })}`}
      </CheckLine>

      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t('changelog.label')} hint={t('changelog.hint')} describedBy={statusId} className="min-w-0">
          {(control) => (
            <textarea
              {...control}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={check.ok ? undefined : true}
              spellCheck={false}
              rows={24}
              className={`${controlStyles} min-h-96 font-mono text-sm`}
            />
          )}
        </Field>
        <section aria-labelledby={previewId} className="flex min-w-0 flex-col gap-1.5">
          <h2 id={previewId} className="flex items-center gap-1.5 font-sans text-base font-semibold">
            <Eye aria-hidden="true" className="size-4" />
            {t('changelog.preview')}
          </h2>
          <div className="max-h-[36rem] min-h-96 overflow-auto rounded-lg border border-dashed border-line bg-night/60 p-4">
            {deferred.trim() ? <RichText tree={tree} /> : <p className="text-steel italic">{t('changelog.empty')}</p>}
          </div>
        </section>
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" icon={RotateCcw} disabled={!dirty} onClick={() => setText(stored)}>
          {t('changelog.revert')}
        </Button>
        <Button
          variant="primary"
          icon={Save}
          disabled={!check.ok || !dirty || save.isPending}
          onClick={() => save.mutate()}
        >
          {save.isPending ? t('form.saving') : t('changelog.save')}
        </Button>
      </div>
    </div>
  );
}

/** Edits the changelog Markdown with a live preview and the version it will show. */
export function ChangelogEditor({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('admin-content');
  const query = useQuery(adminContentQueryOptions());
  return (
    <QueryState
      query={query}
      texts={{ loading: t('loading'), failed: t('errors.load'), retry: t('actions.retry') }}
      spinner
    >
      {(content) => <Editor key={content.changelog} stored={content.changelog} onChanged={onChanged} />}
    </QueryState>
  );
}
