import { useQuery } from '@tanstack/react-query';
import { Archive, RefreshCw, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { normaliseLanguage } from '../../../domain/i18n/language';
import { useConnection } from '../../lib/connectivity';
import { formatCalendarDate } from '../../lib/format';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast';
import { changelogQueryOptions } from './api/get-changelog';
import { newsQueryOptions } from './api/get-news';
import { ArchiveDialog } from './archive-dialog';
import { ChangelogDialog } from './changelog-dialog';
import './i18n';
import { NEWS_DIALOGS, newsDisplay, withDialog } from './news-display';
import { NewsContent } from './news-items';
import { Button } from '../../ui/button';

interface LandingNewsProps {
  /**
   * True once the auth state is resolved (spec §3 authReady). Until then the block waits with
   * 'Waiting for authentication...'. The accounts feature passes its value; it defaults to true.
   */
  authReady?: boolean;
  /** Preview deployments show a mock item instead of loading news (spec §4). */
  preview?: boolean;
}

/**
 * The home page news block: latest item, refresh, archive and changelog dialogs. The version the
 * changelog gives is shown once, in the page's header block (useSiteVersion).
 */
export function LandingNews({ authReady = true, preview = false }: LandingNewsProps) {
  const { t, i18n } = useTranslation('news');
  const language = normaliseLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const latest = useQuery({ ...newsQueryOptions(language, 1), enabled: authReady && !preview });
  const changelog = useQuery(changelogQueryOptions());
  const connection = useConnection();

  const dialog = params.get('dialog');
  const setDialog = (value: string | null) =>
    setParams((current) => withDialog(current, value), { replace: !value, preventScrollReset: true });

  const { item, status } = newsDisplay({
    preview,
    authReady,
    latest: { data: latest.data, isPending: latest.isPending, paused: latest.fetchStatus === 'paused' },
    offline: connection === 'offline',
    defaultText: t('defaultItem'),
    previewText: t('previewItem'),
  });

  // Loading in the background never toasts (issue 21): a failure shows below, offline waits for
  // the connection. Asking again is the reader's action, so its failure may toast.
  const retry = async () => {
    const result = await latest.refetch();
    if (result.isError) toast.error(t('toast.loadFailed'));
  };

  const refresh = async () => {
    if (preview) {
      toast.success(t('toast.refreshedPreview'));
      return;
    }
    const result = await latest.refetch();
    if (result.isError) toast.error(t('toast.refreshFailed'));
    else if (!result.data?.items.length) toast.info(t('toast.empty'));
    else toast.success(t('toast.refreshed'));
  };

  return (
    <section
      aria-labelledby="news-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface/80 p-4 md:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="news-heading" className="text-xl">
          {item ? t('newsAsOf', { date: formatCalendarDate(item.date, language, 'numeric') }) : t('title')}
        </h2>
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={t('refresh')}
          title={t('refresh')}
          onClick={() => void refresh()}
          disabled={status !== 'ready' || latest.isFetching}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-5 ${latest.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
          />
        </button>
      </div>
      {status === 'waiting' ? (
        <p role="status" className="text-steel">
          {t('waitingForAuth')}
        </p>
      ) : null}
      {status === 'loading' || status === 'offline' ? (
        <p role="status" className="text-steel">
          {status === 'offline' ? t('offline') : t('loading')}
        </p>
      ) : null}
      {item ? <NewsContent content={item.content} /> : null}
      {latest.isError && !preview ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-warn">
          {t('loadError')}
          <Button variant="secondary" onClick={() => void retry()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon={Archive} onClick={() => setDialog(NEWS_DIALOGS.archive)}>
          {t('archive')}
        </Button>
        <Button variant="secondary" icon={ScrollText} onClick={() => setDialog(NEWS_DIALOGS.changelog)}>
          {t('changelog')}
        </Button>
      </div>
      <ArchiveDialog open={dialog === NEWS_DIALOGS.archive} onClose={() => setDialog(null)} />
      <ChangelogDialog
        open={dialog === NEWS_DIALOGS.changelog}
        onClose={() => setDialog(null)}
        text={changelog.data}
        failed={changelog.isError}
      />
    </section>
  );
}
