import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvReport } from '../../../contracts/unit-data';
import { ApiRequestError } from '../../lib/api';
import { Button } from '../../ui/button';
import { controlStyles, Field } from '../../ui/field';
import { toast } from '../../ui/toast';
import { unitDataKeys } from './api/get-versions';
import { publishCsv } from './api/publish-csv';
import { PublishDialog } from './publish-dialog';

/** Publishing a checked sheet with notes, after confirming what it changes; blocked while it has errors. */
export function PublishSection({
  file,
  report,
  onPublished,
}: {
  file: { name: string; text: string };
  report: CsvReport;
  onPublished(): void;
}) {
  const { t } = useTranslation('unit-data');
  const queryClient = useQueryClient();
  const publishHeadingId = useId();
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  const publish = useMutation({
    mutationFn: () => publishCsv({ csv: file.text, name: file.name, notes: notes.trim() || undefined }),
    onSettled: () => setConfirming(false),
    onSuccess: ({ version }) => {
      toast.success(t('publish.done', { version }));
      setNotes('');
      void queryClient.invalidateQueries({ queryKey: unitDataKeys.all });
      onPublished();
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiRequestError && error.code === 'no_changes' ? t('publish.noChanges') : t('publish.failed'),
        { description: error instanceof ApiRequestError && error.code !== 'no_changes' ? error.message : undefined },
      ),
  });

  return (
    <>
      <section
        aria-labelledby={publishHeadingId}
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface/80 p-4 md:p-6"
      >
        <h2 id={publishHeadingId} className="text-xl">
          {t('publish.title')}
        </h2>
        <Field label={t('publish.notes')} hint={t('publish.notesHint')}>
          {(control) => (
            <textarea
              {...control}
              value={notes}
              maxLength={1000}
              rows={2}
              onChange={(event) => setNotes(event.target.value)}
              className={controlStyles}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="primary"
            icon={Send}
            disabled={report.errorCount > 0 || publish.isPending}
            aria-describedby={report.errorCount > 0 ? `${publishHeadingId}-blocked` : undefined}
            onClick={() => setConfirming(true)}
          >
            {publish.isPending ? t('publish.publishing') : t('publish.button')}
          </Button>
          {report.errorCount > 0 ? (
            <p id={`${publishHeadingId}-blocked`} className="text-sm text-danger-ink">
              {t('publish.blocked')}
            </p>
          ) : null}
        </div>
      </section>
      <PublishDialog
        open={confirming}
        fileName={file.name}
        changes={report.changes}
        busy={publish.isPending}
        onConfirm={() => publish.mutate()}
        onClose={() => {
          if (!publish.isPending) setConfirming(false);
        }}
      />
    </>
  );
}
