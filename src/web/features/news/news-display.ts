import type { DisplayItem } from './news-items';

/** The date the default and preview items carry (the release that introduced news). */
export const DEFAULT_NEWS_DATE = '2026-11-22';
/** `?dialog=` values that open the dialogs, so the menu and links can point at them. */
export const NEWS_DIALOGS = { archive: 'news-archive', changelog: 'changelog' } as const;

export type NewsStatus = 'waiting' | 'loading' | 'offline' | 'ready';

interface NewsDisplayInput {
  preview: boolean;
  authReady: boolean;
  latest: { data: { items: DisplayItem[] } | undefined; isPending: boolean; paused: boolean };
  offline: boolean;
  /** Said when there is no news yet. */
  defaultText: string;
  /** Said on preview deployments instead of loading news. */
  previewText: string;
}

/**
 * What the news block shows: the preview item, a wait for the session (unless news came with
 * the page), loading or offline while the latest item is on its way, then it or the default.
 */
export function newsDisplay(input: NewsDisplayInput): { item: DisplayItem | null; status: NewsStatus } {
  const { preview, authReady, latest, offline } = input;
  if (preview)
    return { item: { newsId: 'preview', date: DEFAULT_NEWS_DATE, content: input.previewText }, status: 'ready' };
  if (!authReady && !latest.data) return { item: null, status: 'waiting' };
  if (latest.isPending) return { item: null, status: latest.paused || offline ? 'offline' : 'loading' };
  const fallback = { newsId: 'default', date: DEFAULT_NEWS_DATE, content: input.defaultText };
  return { item: latest.data?.items[0] ?? fallback, status: 'ready' };
}

/** The address's parameters with a dialog opened (or closed, with null). */
export function withDialog(current: URLSearchParams, value: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set('dialog', value);
  else next.delete('dialog');
  return next;
}
