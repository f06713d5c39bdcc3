import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, storedMember } from '../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../test/web/render-with-auth';
import { ItemScopeProvider } from '../../ui/item-actions';
import { ReportDataButton } from './report-data-button';

const subject = { kind: 'unit', id: 'orc-hunters', title: 'Orc Hunters' } as const;
type Sent = { url: string; method: string; body: unknown };
const stored = {
  id: '11111111-1111-4111-8111-111111111111',
  subject_kind: 'unit',
  subject_id: 'orc-hunters',
  subject_title: 'Orc Hunters',
  data_version: '2026.11-0000beef',
  list_code: null,
  text: 'Armour',
  status: 'open',
  answer: null,
  answered_at: null,
  fixed_version: null,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
};

function serve(answer: (sent: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const call = {
      url: String(input),
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    sent.push(call);
    if (call.method === 'HEAD')
      return new Response(null, { status: 200, headers: { 'x-data-version': '2026.11-abcdef12' } });
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => vi.restoreAllMocks());

describe('ReportDataButton', () => {
  it('sends the subject, the version on screen, the words and, if asked, the list', async () => {
    const user = userEvent.setup();
    const sent = serve(() => ({ status: 201, body: stored }));
    renderWithAuth(
      <ItemScopeProvider value={{ version: '2026.11-0000beef', attachment: () => 'R3~list' }}>
        <ReportDataButton compact subject={subject} />
      </ItemScopeProvider>,
      storedMember(),
    );
    await user.click(screen.getByRole('button', { name: 'Report a data problem with Orc Hunters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a data problem' });
    expect(dialog.textContent).toContain('Unit · Orc Hunters');
    expect(dialog.textContent).toContain('2026.11-0000beef');

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Write a few words about the problem first.',
    );
    expect(sent.filter((each) => each.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('What is wrong?'), '  Armour 2  ');
    await user.click(screen.getByLabelText(/Attach my current list/));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText('Thank you: your report has reached the admins.');
    expect(sent.find((each) => each.method === 'POST')).toEqual({
      url: '/api/data-reports',
      method: 'POST',
      body: {
        subject_kind: 'unit',
        subject_id: 'orc-hunters',
        data_version: '2026.11-0000beef',
        list_code: 'R3~list',
        text: '  Armour 2  ',
      },
    });
  });

  it('shows the current version from the server and says why a report was refused', async () => {
    const user = userEvent.setup();
    serve(() => ({ status: 400, body: { code: 'data_report.unknown_subject', message: 'No unit' } }));
    renderWithAuth(<ReportDataButton subject={{ kind: 'mission', id: 'gone', title: 'Gone' }} />, storedMember());
    await user.click(screen.getByRole('button', { name: 'Report a data problem with Gone' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('2026.11-abcdef12'));
    expect(screen.queryByLabelText(/Attach my current list/)).toBeNull();
    await user.type(screen.getByLabelText('What is wrong?'), 'Wrong');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText('This is no longer in the current data; reload the page and try again.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it.each([
    [
      'data_report.too_many_open',
      'You already have many reports waiting for an answer: you can send more once they are answered.',
    ],
    ['data_report.daily_limit', 'You have sent as many reports as you can in one day: try again tomorrow.'],
  ])('says in its own words when a report is over a limit (%s)', async (code, words) => {
    const user = userEvent.setup();
    serve(() => ({ status: 429, body: { code, message: 'Too many' } }));
    renderWithAuth(<ReportDataButton subject={subject} />, storedMember());
    await user.click(screen.getByRole('button', { name: 'Report a data problem with Orc Hunters' }));
    await user.type(await screen.findByLabelText('What is wrong?'), 'Wrong');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText(words);
    expect(screen.getByLabelText('What is wrong?')).toHaveProperty('value', 'Wrong');
  });

  it('invites a signed-out reader to sign in instead', async () => {
    const user = userEvent.setup();
    serve(() => ({ status: 500, body: {} }));
    renderWithAuth(<ReportDataButton subject={subject} />, fakeAuth({ initial: null }));
    await user.click(screen.getByRole('button', { name: 'Report a data problem with Orc Hunters' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByLabelText('What is wrong?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
  });
});
