import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { toast } from '../../ui/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { unitDataKeys, versionsQueryOptions } from './api/get-versions';
import { rollback } from './api/rollback';
import { QueryState } from '../../ui/query-state';

/** Published unit-data versions with who published what, and rolling back to one of them. */
export function VersionsPanel({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('unit-data');
  const format = useFormat();
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(versionsQueryOptions());
  const [target, setTarget] = useState<{ version: string | null; label: string } | null>(null);

  const change = useMutation({
    mutationFn: (version: string | null) => rollback(version),
    onSuccess: ({ currentVersion }) => {
      toast.success(t('history.rolledBack', { version: currentVersion }));
      setTarget(null);
      void queryClient.invalidateQueries({ queryKey: unitDataKeys.all });
      onChanged();
    },
    onError: () => toast.error(t('history.rollbackFailed')),
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface/80 p-4 md:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl">
          <History aria-hidden="true" className="size-5 text-gold" />
          {t('history.title')}
        </h2>
        <p className="text-steel">{t('history.intro')}</p>
      </div>
      <QueryState
        query={query}
        texts={{ loading: t('history.title'), failed: t('history.loadFailed'), retry: t('history.retry') }}
        spinner
      >
        {(data) => (
          <>
            <p>
              <span className="font-semibold">{t('history.current', { version: data.currentVersion })}</span>
            </p>
            {data.versions.length === 0 ? <p className="text-steel">{t('history.empty')}</p> : null}
            <ol className="flex flex-col gap-2">
              {data.versions.map((version) => (
                <li
                  key={version.version}
                  className={`flex flex-col gap-2 rounded-lg border p-3 md:flex-row md:items-center md:justify-between ${
                    version.active ? 'border-gold/60 bg-gold/5' : 'border-line'
                  }`}
                >
                  <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                    <dt className="text-steel">{t('history.version')}</dt>
                    <dd className="font-mono break-all">
                      {version.version}{' '}
                      {version.active ? (
                        <span className="ml-1 rounded-full border border-legal/60 px-2 font-sans text-legal">
                          {t('history.active')}
                        </span>
                      ) : null}
                    </dd>
                    <dt className="text-steel">{t('history.published')}</dt>
                    <dd>{format.dateTime(version.created_at)}</dd>
                    <dt className="text-steel">{t('history.by')}</dt>
                    <dd className="break-all">{version.published_by ?? t('history.unknownPublisher')}</dd>
                    {version.source_name ? (
                      <>
                        <dt className="text-steel">{t('history.file')}</dt>
                        <dd className="break-all">{version.source_name}</dd>
                      </>
                    ) : null}
                    {version.notes ? (
                      <>
                        <dt className="text-steel">{t('history.notes')}</dt>
                        <dd className="break-words">{version.notes}</dd>
                      </>
                    ) : null}
                  </dl>
                  {!version.active ? (
                    <Button
                      variant="secondary"
                      className="shrink-0"
                      icon={RotateCcw}
                      onClick={() => setTarget({ version: version.version, label: version.version })}
                    >
                      {t('history.rollback', { version: version.version.slice(0, 12) })}
                    </Button>
                  ) : null}
                </li>
              ))}
              <li className="flex flex-col gap-2 rounded-lg border border-line p-3 md:flex-row md:items-center md:justify-between">
                <div className="flex flex-col gap-0.5 text-sm">
                  <span className="font-semibold">{t('history.bundled', { version: data.bundledVersion })}</span>
                  <span className="text-steel">{t('history.bundledNote')}</span>
                </div>
                {data.currentVersion !== data.bundledVersion ? (
                  <Button
                    variant="secondary"
                    className="shrink-0"
                    icon={RotateCcw}
                    onClick={() =>
                      setTarget({ version: null, label: t('history.bundled', { version: data.bundledVersion }) })
                    }
                  >
                    {t('history.rollbackBundled')}
                  </Button>
                ) : null}
              </li>
            </ol>
          </>
        )}
      </QueryState>
      <Dialog
        open={target !== null}
        title={t('history.confirmTitle')}
        onClose={() => setTarget(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setTarget(null)}>
              {t('history.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={change.isPending}
              onClick={() => target && change.mutate(target.version)}
            >
              {t('history.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('history.confirmBody', { version: target?.label ?? '' })}</p>
      </Dialog>
    </section>
  );
}
