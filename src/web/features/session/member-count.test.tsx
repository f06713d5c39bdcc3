import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentMode } from '../../../domain/environment';
import { changeLanguage, i18n } from '../../lib/i18n';
import { MemberCount } from './member-count';

function renderCount(contentMode: ContentMode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemberCount contentMode={contentMode} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(async () => changeLanguage('en'));

describe('MemberCount', () => {
  it('shows the real count with live content, formatted for the reader', async () => {
    const fetch = answer(200, { count: 1234 });
    renderCount('live');
    expect(await screen.findByText('1,234 players have joined Rookery')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/stats/members', expect.anything());
    await changeLanguage('es');
    expect(await screen.findByText('1234 jugadores se han unido a Rookery')).toBeTruthy();
  });

  it('falls back to 470 on an error and when the count is zero', async () => {
    answer(500, { code: 'internal_error', message: 'x' });
    renderCount('live');
    expect(await screen.findByText('470 players have joined Rookery')).toBeTruthy();
  });

  it('falls back to 470 when there are no members yet', async () => {
    answer(200, { count: 0 });
    renderCount('live');
    expect(await screen.findByText('470 players have joined Rookery')).toBeTruthy();
  });

  it.each(['local', 'preview'] as const)('shows 470 in %s content mode without asking the server', (mode) => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderCount(mode);
    expect(screen.getByText('470 players have joined Rookery')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
