import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { connectionReports } from '../../lib/connectivity';
import { i18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { OfflineIndicator } from './offline-indicator';

let answer: () => Promise<string> = async () => 'ok';

function Background() {
  useQuery({ queryKey: ['background'], queryFn: () => answer(), retry: false });
  return null;
}

function renderIndicator() {
  const client = createQueryClient();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <OfflineIndicator />
        <Background />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return client;
}

afterEach(() => {
  answer = async () => 'ok';
  onlineManager.setOnline(true);
  connectionReports.answered();
});

describe('OfflineIndicator', () => {
  it('says nothing while online', async () => {
    renderIndicator();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows one calm pill while the browser is offline, and goes when it is back', async () => {
    renderIndicator();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toContain('Offline');
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the server cannot be reached when a background fetch gets no answer, until one arrives', async () => {
    answer = () => Promise.reject(new ApiRequestError(0, 'network_error', 'Failed to fetch'));
    const client = renderIndicator();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('No connection'));
    answer = async () => 'back';
    await act(() => client.refetchQueries({ queryKey: ['background'] }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stays quiet when the server answers with an error', async () => {
    answer = () => Promise.reject(new ApiRequestError(500, 'internal_error', 'boom'));
    const client = renderIndicator();
    await waitFor(() => expect(client.getQueryState(['background'])?.status).toBe('error'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('es');
    try {
      renderIndicator();
      act(() => onlineManager.setOnline(false));
      expect(screen.getByRole('status').textContent).toContain('Sin conexión');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
