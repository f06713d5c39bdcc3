import { useQuery } from '@tanstack/react-query';
import { Archive, RefreshCw, ScrollText } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { NewsItem } from '../../../contracts/content';
import { changelogVersion, looksLikeHtml, type ChangelogReading } from '../../../domain/content/changelog-version';
import { parseMarkdown } from '../../../domain/content/markdown';
import { formatLongNewsDate, formatShortNewsDate } from '../../../domain/content/news-dates';
import { normaliseLanguage } from '../../../domain/i18n/language';
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

function useMonths(): string[] {
  const { t } = useTranslation('news');
  const months = t('months', { returnObjects: true });
  return Array.isArray(months) ? (months as string[]) : [];
}

function ArchiveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('news');
  const months = useMonths();
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
        {archive.data ? (
          <ol className="flex flex-col gap-4">
            {archive.data.items.map((item) => (
              <li key={item.newsId} className="border-b border-line pb-3 last:border-0">
                <time dateTime={item.date} className="text-sm font-semibold text-gold-bright">
                  {formatLongNewsDate(item.date, months)}
                </time>
                <NewsContent content={item.content} />
              </li>
            ))}
          </ol>
        ) : null}
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
  const nodes = useMemo(() => (text && !looksLikeHtml(text) ? parseMarkdown(text) : null), [text]);
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
        {nodes ? (
          <RichText nodes={nodes} />
        ) : failed || text !== undefined ? (
          <p role="alert">{t('changelogFailed')}</p>
        ) : (
          <p role="status">{t('loading')}</p>
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
  /** Which changelog default applies when no version can be read (spec §5 gives two). */
  reading?: ChangelogReading;
}

/** The home page news block: latest item, refresh, archive and changelog dialogs. */
export function LandingNews({ authReady = true, preview = false, reading = 'home' }: LandingNewsProps) {
  const { t, i18n } = useTranslation('news');
  const language = normaliseLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const latest = useQuery({ ...newsQueryOptions(language, 1), enabled: authReady && !preview });
  const changelog = useQuery(changelogQueryOptions());
  const reportedError = useRef(false);

  useEffect(() => {
    if (latest.isError && !reportedError.current) {
      reportedError.current = true;
      toast.error(t('toast.loadFailed'));
    }
    if (latest.isSuccess) reportedError.current = false;
  }, [latest.isError, latest.isSuccess, t]);

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
  let status: 'waiting' | 'loading' | 'ready' = 'ready';
  if (preview) item = { newsId: 'preview', date: DEFAULT_NEWS_DATE, content: t('previewItem') };
  else if (!authReady) status = 'waiting';
  else if (latest.isPending) status = 'loading';
  else item = latest.data?.items[0] ?? fallbackItem;

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

  const version = changelog.isSuccess || changelog.isError ? changelogVersion(changelog.data, reading) : null;

  return (
    <section
      aria-labelledby="news-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface/80 p-4 md:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="news-heading" className="text-xl">
          {item ? t('newsAsOf', { date: formatShortNewsDate(item.date) }) : t('title')}
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
      {status === 'loading' ? (
        <p role="status" className="text-steel">
          {t('loading')}
        </p>
      ) : null}
      {item ? <NewsContent content={item.content} /> : null}
      {latest.isError && !preview ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-warn">
          {t('loadError')}
          <button type="button" className={buttonStyles.secondary} onClick={() => void latest.refetch()}>
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
          {version ? t('changelogVersion', { version }) : t('changelog')}
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
