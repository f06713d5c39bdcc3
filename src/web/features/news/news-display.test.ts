import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWS_DATE, newsDisplay, withDialog } from './news-display';

const item = { newsId: 'n1', date: '2026-11-25', content: '<p>New</p>' };
const base = {
  preview: false,
  authReady: true,
  latest: { data: undefined, isPending: true, paused: false },
  offline: false,
  defaultText: 'Welcome',
  previewText: 'Preview',
};

describe('the news block', () => {
  it('shows the preview item on a preview deployment', () => {
    expect(newsDisplay({ ...base, preview: true })).toEqual({
      item: { newsId: 'preview', date: DEFAULT_NEWS_DATE, content: 'Preview' },
      status: 'ready',
    });
  });

  it('waits for the session unless the news came with the page', () => {
    expect(newsDisplay({ ...base, authReady: false }).status).toBe('waiting');
    const served = { data: { items: [item] }, isPending: false, paused: false };
    expect(newsDisplay({ ...base, authReady: false, latest: served })).toEqual({ item, status: 'ready' });
  });

  it('says loading, or offline when the request waits for a connection', () => {
    expect(newsDisplay(base)).toEqual({ item: null, status: 'loading' });
    expect(newsDisplay({ ...base, offline: true }).status).toBe('offline');
    expect(newsDisplay({ ...base, latest: { ...base.latest, paused: true } }).status).toBe('offline');
  });

  it('shows the default item when there is no news, or when it failed', () => {
    const none = newsDisplay({ ...base, latest: { data: { items: [] }, isPending: false, paused: false } });
    expect(none.item).toEqual({ newsId: 'default', date: DEFAULT_NEWS_DATE, content: 'Welcome' });
    expect(newsDisplay({ ...base, latest: { data: undefined, isPending: false, paused: false } }).item?.newsId).toBe(
      'default',
    );
  });

  it('opens and closes a dialog in the address, keeping the rest', () => {
    expect(withDialog(new URLSearchParams('x=1'), 'changelog').toString()).toBe('x=1&dialog=changelog');
    expect(withDialog(new URLSearchParams('x=1&dialog=changelog'), null).toString()).toBe('x=1');
  });
});
