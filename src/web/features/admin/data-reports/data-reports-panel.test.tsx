import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDataReport } from '../../../../contracts/data-reports';
import { dataReport } from '../../../../../test/fixtures/data-reports';
import { storedAdmin } from '../../../../../test/web/fake-auth';
import { serveApi } from '../../../../../test/web/serve-api';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import { DataReportsPanel } from './data-reports-panel';

const reporter = {
  id: '44444444-4444-4444-8444-444444444444',
  username: 'Reporter',
  wab_id: 'WAB-1234',
  avatar_url: null,
};
const report = (overrides: Partial<AdminDataReport> = {}): AdminDataReport => ({
  ...dataReport({ list_code: 'R3~abc', text: '<img src=x onerror=alert(1)> armour is wrong' }),
  reporter,
  answered_by: null,
  ...overrides,
});
const versions = {
  bundledVersion: '2026.11-0000beef',
  currentVersion: '2026.11-1111cafe',
  versions: [
    {
      version: '2026.11-1111cafe',
      active: true,
      source_name: null,
      notes: null,
      published_by: null,
      created_at: '2026-11-21T10:00:00Z',
    },
  ],
};

type Sent = { url: string; method: string; body: unknown };
function serve(queue: (url: string) => unknown) {
  const sent: Sent[] = [];
  serveApi((url, init) => {
    const method = init.method ?? 'GET';
    sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : null });
    if (url === '/api/admin/units/versions') return { body: versions };
    if (url.startsWith('/api/admin/data-reports?')) return { body: queue(url) };
    if (method === 'POST' && url.endsWith('/answer'))
      return { body: { ...report(), status: 'answered', answer: 'Thanks' } };
    if (method === 'POST' && url.endsWith('/fixed'))
      return { status: 400, body: { code: 'data_report.unknown_version', message: 'No' } };
    return undefined;
  });
  return sent;
}
const page = (reports: AdminDataReport[], total = reports.length, pageNumber = 1) => ({
  reports,
  total,
  page: pageNumber,
  perPage: 20,
});

afterEach(() => vi.restoreAllMocks());

describe('DataReportsPanel', () => {
  it('shows the report as text with its subject, reporter, version and list, and answers it', async () => {
    const user = userEvent.setup();
    const sent = serve(() => page([report()]));
    renderWithAuth(<DataReportsPanel />, storedAdmin(), '/admin/data-reports');
    const quote = await screen.findByLabelText('Reported problem');
    expect(quote.textContent).toBe('<img src=x onerror=alert(1)> armour is wrong');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const item = screen.getByRole('listitem', { name: 'Unit · Orc Hunters' });
    expect(within(item).getByRole('link', { name: 'Reporter' }).getAttribute('href')).toBe('/u/Reporter');
    expect(within(item).getByRole('link', { name: 'Orc Hunters' }).getAttribute('href')).toBe(
      '/unit-stats#unit-orc-hunters',
    );
    expect(
      within(item)
        .getByRole('link', { name: /Open the attached list/ })
        .getAttribute('href'),
    ).toBe('/shared-list/R3~abc');
    expect(item.textContent).toContain('Data version 2026.11-0000beef');

    await user.type(within(item).getByLabelText('Answer'), 'Thanks');
    await user.click(within(item).getByRole('button', { name: 'Send answer' }));
    await screen.findByText('Answer sent; the reporter is notified');
    expect(sent.find((each) => each.method === 'POST')).toMatchObject({
      url: '/api/admin/data-reports/22222222-2222-4222-8222-222222222222/answer',
      body: { answer: 'Thanks' },
    });
  });

  it('offers the published versions, current first, and says when marking fixed is refused', async () => {
    const user = userEvent.setup();
    serve(() => page([report()]));
    renderWithAuth(<DataReportsPanel />, storedAdmin(), '/admin/data-reports');
    const select = await screen.findByLabelText('Fixed in data version');
    await screen.findByRole('option', { name: '2026.11-1111cafe' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026.11-1111cafe', '2026.11-0000beef']);
    await user.click(screen.getByRole('button', { name: 'Mark fixed' }));
    await screen.findByText('That data version has not been published.');
  });

  it('filters by status and pages through the queue', async () => {
    const user = userEvent.setup();
    const sent = serve((url) =>
      url.includes('status=fixed')
        ? page([])
        : page(
            [report({ subject_title: url.includes('page=2') ? 'Second page' : 'First page' })],
            25,
            url.includes('page=2') ? 2 : 1,
          ),
    );
    renderWithAuth(<DataReportsPanel />, storedAdmin(), '/admin/data-reports');
    await screen.findByRole('listitem', { name: 'Unit · First page' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('listitem', { name: 'Unit · Second page' });
    await user.click(screen.getByRole('button', { name: 'Fixed' }));
    await screen.findByText('No fixed reports yet.');
    expect(sent.map((each) => each.url)).toContain('/api/admin/data-reports?status=fixed&page=1');
  });

  it('goes back to the last page left when the only report on the last page is answered', async () => {
    const user = userEvent.setup();
    let total = 21;
    serve((url) =>
      url.includes('page=2')
        ? page(total > 20 ? [report({ subject_title: 'Last one' })] : [], total, 2)
        : page([report({ subject_title: 'First page' })], total, 1),
    );
    renderWithAuth(<DataReportsPanel />, storedAdmin(), '/admin/data-reports');
    await screen.findByRole('listitem', { name: 'Unit · First page' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const last = await screen.findByRole('listitem', { name: 'Unit · Last one' });
    total = 20;
    await user.type(within(last).getByLabelText('Answer'), 'Thanks');
    await user.click(within(last).getByRole('button', { name: 'Send answer' }));
    await screen.findByRole('listitem', { name: 'Unit · First page' });
    expect(screen.queryByText('No open reports.')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of reports' })).toBeNull();
  });
});
