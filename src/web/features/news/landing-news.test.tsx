import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { LandingNews } from './landing-news';

function renderNews(props: Parameters<typeof LandingNews>[0] = {}, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <LandingNews {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function answer(news: unknown, changelog = '## [0.5.15] - 2026-11-22') {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/CHANGELOG.md')) return new Response(changelog, { status: 200 });
    return new Response(JSON.stringify(news), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

afterEach(() => vi.restoreAllMocks());

describe('LandingNews', () => {
  it('waits for authentication before loading news', async () => {
    const fetch = answer({ language: 'en', items: [] });
    renderNews({ authReady: false });
    expect(screen.getByText('Waiting for authentication...')).toBeTruthy();
    await screen.findByRole('button', { name: 'Changelog' });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/content/news'))).toBe(false);
  });

  it('shows the latest item with its MM/dd/yy date, and "No content available" for missing content', async () => {
    answer({
      language: 'en',
      items: [{ id: '1', newsId: 'n', date: '2026-03-04', translationKey: null, content: null, fallback: false }],
    });
    renderNews();
    expect(await screen.findByRole('heading', { name: 'News as of 03/04/26' })).toBeTruthy();
    expect(screen.getByText('No content available')).toBeTruthy();
  });

  it('writes the dates as Spanish and French readers do', async () => {
    const item = { id: '1', newsId: 'n', date: '2026-03-04', translationKey: null, content: 'Hola', fallback: false };
    answer({ language: 'es', items: [item] });
    try {
      await i18n.changeLanguage('es');
      renderNews();
      expect(await screen.findByRole('heading', { name: 'Noticias a 04/03/26' })).toBeTruthy();
      cleanup();
      await i18n.changeLanguage('fr');
      renderNews();
      expect(await screen.findByRole('heading', { name: 'Actualités au 04/03/26' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the changelog under its dialog title without a second h1 on the page', async () => {
    answer({ language: 'en', items: [] }, '# Changelog\n\n## [0.5.15] - 2026-11-22\n\n### Added\n- Search');
    renderNews({}, '/?dialog=changelog');
    expect(await screen.findByRole('heading', { level: 3, name: '[0.5.15] - 2026-11-22' })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 1, hidden: true })).toEqual([]);
  });

  it('uses the default item when there is no news, and the mock item in preview mode', async () => {
    answer({ language: 'en', items: [] });
    renderNews();
    expect(await screen.findByText('Welcome to Rookery! News from the team will appear here.')).toBeTruthy();
  });

  it('shows a mock item in preview mode without loading news', async () => {
    const fetch = answer({ language: 'en', items: [] });
    renderNews({ preview: true });
    expect(screen.getByText(/Preview build/)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/content/news'))).toBe(false);
  });
});
