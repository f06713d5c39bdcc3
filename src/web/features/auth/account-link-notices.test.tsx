import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authError, fakeAuth, fakeSession } from '../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../test/web/render-with-auth';
import { AccountLinkNotices } from './account-link-notices';

const expiredLink = () => {
  window.history.replaceState(null, '', '/#error=access_denied&error_code=otp_expired&error_description=gone');
  return fakeAuth({
    initializeError: Object.assign(authError('AuthImplicitGrantRedirectError'), { details: { code: 'otp_expired' } }),
  });
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AccountLinkNotices', () => {
  it('says "Your account is confirmed" once a confirmation link has signed the reader in', async () => {
    window.history.replaceState(
      null,
      '',
      '/#access_token=t&expires_in=3600&refresh_token=r&token_type=bearer&type=signup',
    );
    const auth = fakeAuth();
    renderWithAuth(<AccountLinkNotices />, auth, '/');
    await waitFor(() => expect(auth.listenerCount()).toBeGreaterThan(0));
    act(() => auth.emit('SIGNED_IN', fakeSession('newcomer')));
    expect(await screen.findByText('Your account is confirmed')).toBeTruthy();
    expect(screen.getByText('You are signed in. Welcome to Rookery!')).toBeTruthy();
  });

  it('explains an expired link wherever it lands and offers a new confirmation, a reset or sign-in', async () => {
    const user = userEvent.setup();
    const auth = expiredLink();
    renderWithAuth(<AccountLinkNotices />, auth, '/');
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired or was already used. ');
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Sign in another way' }).getAttribute('href')).toBe('/login');

    await user.click(screen.getByRole('button', { name: 'Send a new confirmation e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('You must provide either an email or phone number.')).toBeTruthy();
    expect(auth.calls.some((call) => call.method === 'resend')).toBe(false);
    await user.type(screen.getByLabelText('E-mail address'), 'raven@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Confirmation email has been sent')).toBeTruthy();
    expect(auth.calls.find((call) => call.method === 'resend')?.args).toEqual([
      { type: 'signup', email: 'raven@example.org', options: { emailRedirectTo: `${window.location.origin}/` } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('points at the request form below on the reset page', async () => {
    renderWithAuth(<AccountLinkNotices />, expiredLink(), '/reset-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or was already used. Ask for a new one below.',
    );
    expect(screen.queryByRole('button', { name: 'Send a new confirmation e-mail' })).toBeNull();
  });
});
