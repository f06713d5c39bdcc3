import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../../contracts/admin';
import { storedAdmin } from '../../../../../test/web/fake-auth';
import { serveApi, type ApiAnswer } from '../../../../../test/web/serve-api';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import { UsersPanel } from './users-panel';

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: '11111111-1111-4111-8111-111111111111',
  email: 'raven@example.org',
  username: 'Raven',
  wab_id: null,
  wab_admin: false,
  tester: false,
  banned: false,
  deactivated: false,
  email_confirmed: true,
  created_at: '2026-11-01T10:00:00Z',
  last_sign_in_at: null,
  ...overrides,
});

const page = (users: AdminUser[], total = users.length) => ({ body: { users, total, page: 1, perPage: 20 } });
/** Answers the account list with `users` (one page), and any other request with `other` (404 if none). */
const serveUsers = (
  users: AdminUser[],
  other: (url: string, init: RequestInit) => ApiAnswer | undefined = () => undefined,
) => serveApi((url, init) => (url.startsWith('/api/admin/users?') ? page(users) : other(url, init)));
/** The desktop table; the phone cards repeat the same rows. */
const table = () => screen.getByRole('table');

/** Shows the panel to an admin and waits for the accounts table. */
async function openPanel() {
  renderWithAuth(<UsersPanel />, storedAdmin(), '/admin');
  await screen.findByRole('table');
}

/** Picks `action` from Raven's actions menu in the table. */
async function chooseForRaven(interaction: ReturnType<typeof userEvent.setup>, action: string) {
  await interaction.click(within(table()).getByRole('button', { name: 'Actions for Raven' }));
  await interaction.click(await screen.findByRole('menuitem', { name: action }));
}

afterEach(() => vi.restoreAllMocks());

describe('UsersPanel', () => {
  it('lists accounts and searches by what the admin typed', async () => {
    const interaction = userEvent.setup();
    const fetch = serveUsers([user()]);
    await openPanel();
    expect(within(table()).getByText('Raven')).toBeTruthy();
    expect(screen.getByText('1 account')).toBeTruthy();

    await interaction.type(screen.getByRole('searchbox', { name: /Search accounts/ }), 'crow');
    await interaction.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('q=crow'))).toBe(true));
    expect(await screen.findByText('1 account matches “crow”')).toBeTruthy();
  });

  it('grants the tester role and says so', async () => {
    const interaction = userEvent.setup();
    const bodies: unknown[] = [];
    serveUsers([user()], (url, init) => {
      if (url.endsWith('/roles')) {
        bodies.push(JSON.parse(String(init.body)));
        return { body: user({ tester: true }) };
      }
    });
    await openPanel();
    await chooseForRaven(interaction, 'Make tester');
    expect(await screen.findByText('Raven is now a tester')).toBeTruthy();
    expect(bodies).toEqual([{ tester: true }]);
  });

  it('shows why the last admin cannot be demoted', async () => {
    const interaction = userEvent.setup();
    serveUsers([user({ wab_admin: true })], (url) =>
      url.endsWith('/roles') ? { status: 409, body: { code: 'last_admin', message: 'last admin' } } : undefined,
    );
    await openPanel();
    await chooseForRaven(interaction, 'Remove admin rights');
    expect(await screen.findByText('That is the last admin: make someone else an admin first.')).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    const interaction = userEvent.setup();
    const deleted: string[] = [];
    serveUsers([user()], (url, init) => {
      if (init.method === 'DELETE') {
        deleted.push(url);
        return { body: { deleted: user().id } };
      }
    });
    await openPanel();
    await chooseForRaven(interaction, 'Delete account…');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    await interaction.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await chooseForRaven(interaction, 'Delete account…');
    await interaction.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('The account of Raven was deleted')).toBeTruthy();
    expect(deleted).toEqual([`/api/admin/users/${user().id}`]);
  });

  it('shows a generated sign-in link and its code to hand over', async () => {
    const interaction = userEvent.setup();
    serveUsers([user()], (url) =>
      url.endsWith('/link')
        ? { body: { action_link: 'http://localhost/auth/v1/verify?token=abc&type=magiclink', email_otp: '123456' } }
        : undefined,
    );
    await openPanel();
    await chooseForRaven(interaction, 'Sign-in link');
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link' });
    expect((within(dialog).getByLabelText('Link') as HTMLInputElement).value).toBe(
      'http://localhost/auth/v1/verify?token=abc&type=magiclink',
    );
    expect((within(dialog).getByLabelText('Code') as HTMLInputElement).value).toBe('123456');
  });

  it('pages through accounts', async () => {
    const interaction = userEvent.setup();
    const fetch = serveApi((url) => {
      if (url.startsWith('/api/admin/users?')) {
        const current = Number(new URL(url, 'http://x').searchParams.get('page'));
        return {
          body: {
            users: [user({ id: `${current}1111111-1111-4111-8111-111111111111`, username: `Player ${current}` })],
            total: 45,
            page: current,
            perPage: 20,
          },
        };
      }
    });
    renderWithAuth(<UsersPanel />, storedAdmin(), '/admin');
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await interaction.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    await waitFor(() => expect(within(table()).getByText('Player 2')).toBeTruthy());
    expect(fetch.mock.calls.some(([url]) => String(url).includes('page=2'))).toBe(true);
  });
});
