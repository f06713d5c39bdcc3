import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataReport } from '../../../contracts/data-reports';
import { dataReport } from '../../../../test/fixtures/data-reports';
import { axeViolations } from '../../../../test/web/a11y';
import { serveApi } from '../../../../test/web/serve-api';
import { setAccessTokenProvider } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { MyDataReports } from './my-data-reports';

const report = (overrides: Partial<DataReport>) => dataReport({ id: 'r1', ...overrides });

function renderReports(userId: string | null = 'user-1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MyDataReports userId={userId} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  setAccessTokenProvider(async () => 'member-token');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  setAccessTokenProvider(async () => null);
});

describe('MyDataReports', () => {
  it("lists the member's reports with where each stands, links to its subject and the admins' answer", async () => {
    const fetch = serveApi((url) =>
      url === '/api/data-reports'
        ? {
            body: {
              reports: [
                report({ id: 'r3', status: 'fixed', fixed_version: '2026.12-00000000', answer: 'Thanks, fixed.' }),
                report({
                  id: 'r2',
                  subject_kind: 'mission',
                  subject_id: 'ambush',
                  subject_title: 'Ambush',
                  status: 'answered',
                  answer: 'It is right as printed.',
                  answered_at: '2026-11-21T09:00:00Z',
                }),
                report({ id: 'r1' }),
              ],
            },
          }
        : undefined,
    );
    const { container } = renderReports();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Fixed in data version 2026.12-00000000');
    expect(items[0]!.textContent).toContain('Thanks, fixed.');
    expect(within(items[1]!).getByRole('link', { name: 'Ambush' }).getAttribute('href')).toBe('/missions#ambush');
    expect(items[1]!.textContent).toContain('Answered');
    expect(items[1]!.textContent).toContain('It is right as printed.');
    expect(items[2]!.textContent).toContain('Waiting for an answer');
    expect(items[2]!.textContent).toContain('Their armour should be 4.');
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer member-token');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says how to report one when there are none, in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    serveApi(() => ({ body: { reports: [] } }));
    renderReports();
    await screen.findByText(/Vous n’avez signalé aucun problème de données/);
    expect(screen.getByRole('heading', { name: 'Problèmes de données que vous avez signalés' })).toBeTruthy();
  });

  it('offers to try again when the reports could not be loaded', async () => {
    let fail = true;
    serveApi(() =>
      fail ? { status: 500, body: { code: 'internal_error', message: 'No' } } : { body: { reports: [] } },
    );
    renderReports();
    await screen.findByText('Your reports could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/You have not reported any data problems/);
  });

  it('shows nothing and asks nothing without a signed-in member', () => {
    const fetch = serveApi(() => ({ body: { reports: [] } }));
    const { container } = renderReports(null);
    expect(container.textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
