import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPanel } from '../features/auth/login-panel';
import { OnlineSignIn } from '../features/game/online/online-sign-in';
import { FriendsView } from '../features/social/friends/friends-view';
import { MessagesView } from '../features/social/messages/messages-view';
import { SessionControls } from '../features/session/session-controls';
import { fakeAnonymousSession, fakeAuth } from '../../../test/web/fake-auth';
import { renderWithAuth } from '../../../test/web/render-with-auth';

/** A guest who already has an anonymous account stored on this device. */
const anonymousGuest = () => {
  window.localStorage.setItem('prod.supabase.auth.token', '{}');
  return fakeAuth({ initial: fakeAnonymousSession() });
};

describe('guests with an anonymous account (decision 0029)', () => {
  it('lets a guest play online at once, signing in anonymously only once', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth();
    renderWithAuth(<OnlineSignIn joining={false} />, auth, '/here', { guestAccounts: true });
    const play = await screen.findByRole('button', { name: 'Play online as a guest' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await user.click(play);
    await waitFor(() => expect(auth.calls.filter((call) => call.method === 'signInAnonymously')).toHaveLength(1));
    await user.click(play);
    expect(auth.calls.filter((call) => call.method === 'signInAnonymously')).toHaveLength(1);
  });

  it('keeps the sign-in offer alone where the server gives guests no account', async () => {
    renderWithAuth(<OnlineSignIn joining={false} />, fakeAuth(), '/here', { guestAccounts: false });
    await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Play online as a guest' })).toBeNull();
  });

  it('shows an anonymous guest their lists are online and invites sign-up instead of sign-out', async () => {
    renderWithAuth(<SessionControls />, anonymousGuest());
    const create = await screen.findByRole('link', { name: 'Create account' });
    expect(create.getAttribute('href')).toBe('/login?mode=signup');
    expect(screen.getByText(/You are a guest: your lists and games are kept online/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Signed as Guest' })).toBeNull();
  });

  it('signs an anonymous guest up by adding the address to their account, not by making a new one', async () => {
    const user = userEvent.setup();
    const auth = anonymousGuest();
    auth.answers.updateUser = async () => ({
      data: { user: { ...fakeAnonymousSession().user, new_email: 'raven@example.org' } },
      error: null,
    });
    renderWithAuth(<LoginPanel />, auth, '/login');
    await screen.findByText(/You are a guest whose lists are kept online/);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Username'), 'Raven');
    await user.type(screen.getByLabelText('E-mail address'), 'raven@example.org');
    await user.type(screen.getByLabelText('Password'), 'Korvus-Tower-2026');
    await user.click(screen.getAllByRole('button', { name: 'Create account' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(auth.calls.some((call) => call.method === 'signUp')).toBe(false);
    expect(auth.calls.find((call) => call.method === 'updateUser')?.args[0]).toMatchObject({
      email: 'raven@example.org',
      password: 'Korvus-Tower-2026',
      data: { username: 'Raven' },
    });
  });

  it('invites an anonymous guest to create an account instead of showing friends and messages', async () => {
    for (const view of [<FriendsView key="friends" />, <MessagesView key="messages" profileRef={null} />]) {
      renderWithAuth(view, anonymousGuest());
      await screen.findByRole('heading', { name: 'Create an account to meet other players' });
      expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/login?mode=signup');
      expect(screen.queryByRole('searchbox')).toBeNull();
      cleanup();
    }
  });
});
