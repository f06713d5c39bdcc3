import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '../../../../contracts/social';
import { storedAdmin } from '../../../../../test/web/fake-auth';
import { serveApi } from '../../../../../test/web/serve-api';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import { ReportsPanel } from './reports-panel';

const member = (username: string, id: string) => ({ id, username, wab_id: 'WAB-1234', avatar_url: null });
const report = (overrides: Partial<Report> = {}): Report => ({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'comment',
  target_id: '33333333-3333-4333-8333-333333333333',
  reason: 'harassment',
  note: 'Third time this week.',
  snapshot: '<img src=x onerror=alert(1)> rude words',
  status: 'open',
  created_at: '2026-11-20T10:00:00Z',
  reporter: member('Reporter', '44444444-4444-4444-8444-444444444444'),
  author: member('Troll', '55555555-5555-4555-8555-555555555555'),
  content_exists: true,
  resolved_at: null,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('ReportsPanel', () => {
  it('shows the reported words as text, who wrote and reported them, and why', async () => {
    serveApi((url) => (url === '/api/social/reports?status=open' ? { body: { reports: [report()] } } : undefined));
    renderWithAuth(<ReportsPanel />, storedAdmin(), '/admin/reports');
    const quote = await screen.findByLabelText('Reported words');
    expect(quote.textContent).toBe('<img src=x onerror=alert(1)> rude words');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Comment · Harassment or abuse' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Troll' }).getAttribute('href')).toBe('/u/Troll');
    expect(screen.getByRole('link', { name: 'Reporter' })).toBeTruthy();
    expect(screen.getByText('Third time this week.')).toBeTruthy();
    expect(screen.getByText('Open', { selector: 'span' })).toBeTruthy();
  });

  it('switches to resolved reports and says when there are none', async () => {
    const interaction = userEvent.setup();
    serveApi((url) => {
      if (url === '/api/social/reports?status=open') return { body: { reports: [] } };
      if (url === '/api/social/reports?status=resolved') return { body: { reports: [] } };
    });
    renderWithAuth(<ReportsPanel />, storedAdmin(), '/admin/reports');
    expect(await screen.findByText('No open reports. Everything has been dealt with.')).toBeTruthy();
    const filter = screen.getByRole('group', { name: 'Show reports' });
    await interaction.click(within(filter).getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved reports yet.')).toBeTruthy();
    expect(within(filter).getByRole('button', { name: 'Resolved' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when the reports cannot be loaded, and tries again', async () => {
    const interaction = userEvent.setup();
    let fail = true;
    serveApi((url) => {
      if (url !== '/api/social/reports?status=open') return undefined;
      return fail ? { status: 403, body: { code: 'forbidden', message: 'no' } } : { body: { reports: [report()] } };
    });
    renderWithAuth(<ReportsPanel />, storedAdmin(), '/admin/reports');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This needs an admin account.')).toBeTruthy();
    fail = false;
    await interaction.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Reported words')).toBeTruthy();
  });

  it('resolves a report, and deletes the reported comment only after confirmation', async () => {
    const interaction = userEvent.setup();
    const calls: string[] = [];
    serveApi((url, init) => {
      if (url === '/api/social/reports?status=open') return { body: { reports: [report()] } };
      calls.push(`${init.method} ${url}`);
      if (url.endsWith('/resolve')) return { body: { id: report().id, status: 'resolved' } };
      if (url.endsWith('/content')) return { body: { id: report().id, status: 'resolved', deleted: true } };
    });
    renderWithAuth(<ReportsPanel />, storedAdmin(), '/admin/reports');
    await interaction.click(await screen.findByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Report resolved')).toBeTruthy();

    await interaction.click(screen.getByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await interaction.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await interaction.click(screen.getByRole('button', { name: 'Delete comment' }));
    await interaction.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted and resolved')).toBeTruthy();
    expect(calls).toEqual([
      `POST /api/social/reports/${report().id}/resolve`,
      `DELETE /api/social/reports/${report().id}/content`,
    ]);
  });
});
