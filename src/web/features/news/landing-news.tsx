import { useQuery } from '@tanstack/react-query';
import { Archive, RefreshCw, ScrollText } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../ui/toast';
import type { NewsItem } from '../../../contracts/content';
import { looksLikeHtml } from '../../../domain/content/changelog-version';
import { normaliseLanguage } from '../../../domain/i18n/language';
import { useConnection } from '../../lib/connectivity';
import { formatCalendarDate, useFormat } from '../../lib/format';
import { addNamespace } from '../../lib/i18n';
import en from '../../i18n/news/en.json';
import es from '../../i18n/news/es.json';
import fr from '../../i18n/news/fr.json';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/dialog';
import { RichText } from '../../ui/rich-text';
import { changelogQueryOptions } from './api/get-changelog';
import { newsQueryOptions } from './api/get-news';

addNamespace('news', { en, es, fr });

const ChangelogText = lazy(() => import('./changelog-text'));

/** The date the default and preview items carry (the release that introduced news). */
export const DEFAULT_NEWS_DATE = '2026-11-22';
/** `?dialog=` values that open the dialogs, so the menu and links can point at them. */
export const NEWS_DIALOGS = { archive: 'news-archive', changelog: 'changelog' } as const;

type DisplayItem = Pick<NewsItem, 'newsId' | 'date' | 'content'>;

function NewsContent({ content }: { content: string | null }) {
  const { t } = useTranslation('news');
  if (!content) return <p className="text-steel italic">{t('noContent')}</p>;
  return <RichText html={content} />;
}

/** News items, newest first, each under its long date. */
function NewsItems({ items }: { items: DisplayItem[] }) {
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

/** `/news`: every news item on a page of its own (the archive dialog's content, readable from a link). */
export function NewsArchivePage() {
  const { t, i18n } = useTranslation('news');
  const archive = useQuery(newsQueryOptions(normaliseLanguage(i18n.language)));
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 md:py-12">
      <h1 className="text-3xl md:text-4xl">{t('archiveTitle')}</h1>
      {archive.isPending ? <p role="status">{t('loading')}</p> : null}
      {archive.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('toast.archiveFailed')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void archive.refetch()}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {archive.data?.items.length === 0 ? <p className="text-steel">{t('toast.empty')}</p> : null}
      {archive.data ? <NewsItems items={archive.data.items} /> : null}
    </article>
  );
}

function ArchiveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('news');
  const archive = useQuery({ ...newsQueryOptions(normaliseLanguage(i18n.language)), enabled: open });
  useEffect(() => {
    if (open && archive.isError) toast.error(t('toast.archiveFailed'));
  }, [open, archive.isError, t]);
  return (
    <Dialog
      open={open}
      title={t('archiveTitle')}
      onClose={onClose}
      actions={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <div tabIndex={0} className="max-h-[60vh] overflow-y-auto pr-1 focus-visible:outline-2">
        {archive.isPending ? <p role="status">{t('loading')}</p> : null}
        {archive.isError ? <p role="alert">{t('toast.archiveFailed')}</p> : null}
        {archive.data ? <NewsItems items={archive.data.items} /> : null}
      </div>
    </Dialog>
  );
}

function ChangelogDialog({
  open,
  onClose,
  text,
  failed,
}: {
  open: boolean;
  onClose: () => void;
  text?: string;
  failed: boolean;
}) {
  const { t } = useTranslation('news');
  const markdown = text && !looksLikeHtml(text) ? text : null;
  const loading = <p role="status">{t('loading')}</p>;
  return (
    <Dialog
      open={open}
      title={t('changelog')}
      onClose={onClose}
      actions={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <div tabIndex={0} className="max-h-[60vh] overflow-y-auto pr-1 focus-visible:outline-2">
        {markdown ? (
          open ? (
            <Suspense fallback={loading}>
              <ChangelogText text={markdown} />
            </Suspense>
          ) : null
        ) : failed || text !== undefined ? (
          <p role="alert">{t('changelogFailed')}</p>
        ) : (
          loading
        )}
      </div>
    </Dialog>
  );
}

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
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('dialog', value);
        else next.delete('dialog');
        return next;
      },
      { replace: !value, preventScrollReset: true },
    );

  const fallbackItem: DisplayItem = { newsId: 'default', date: DEFAULT_NEWS_DATE, content: t('defaultItem') };
  let item: DisplayItem | null = null;
  let status: 'waiting' | 'loading' | 'offline' | 'ready' = 'ready';
  if (preview) item = { newsId: 'preview', date: DEFAULT_NEWS_DATE, content: t('previewItem') };
  // News read on the server arrive with the page and show at once, session or not.
  else if (!authReady && !latest.data) status = 'waiting';
  else if (latest.isPending)
    status = latest.fetchStatus === 'paused' || connection === 'offline' ? 'offline' : 'loading';
  else item = latest.data?.items[0] ?? fallbackItem;

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
          <button type="button" className={buttonStyles.secondary} onClick={() => void retry()}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={() => setDialog(NEWS_DIALOGS.archive)}>
          <Archive aria-hidden="true" className="size-4" />
          {t('archive')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setDialog(NEWS_DIALOGS.changelog)}>
          <ScrollText aria-hidden="true" className="size-4" />
          {t('changelog')}
        </button>
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
