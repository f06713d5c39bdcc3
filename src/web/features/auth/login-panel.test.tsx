import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authError, fakeAuth, fakeSession } from '../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../test/web/render-with-auth';
import { LoginPanel } from './login-panel';

/** The login page on a fake auth server, and a user to work it. */
const renderLogin = (auth = fakeAuth()) => {
  const user = userEvent.setup();
  renderWithAuth(<LoginPanel />, auth, '/login');
  return { user, auth };
};

describe('LoginPanel', () => {
  it('asks for an e-mail and a password with the spec message before calling the server', async () => {
    const { user, auth } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'You must provide either an email or phone number and a password',
    );
    await user.type(screen.getByLabelText('E-mail address'), 'raven@example');
    await user.type(screen.getByLabelText('Password'), 'secret-secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(auth.calls).toEqual([]);
  });

  it('asks for an e-mail for a code with the spec message', async () => {
    const { user, auth } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'E-mail code or link' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert').textContent).toBe('You must provide either an email or phone number.');
    expect(auth.calls).toEqual([]);
  });

  it('signs in with a password, then moves on once signed in', async () => {
    const { user, auth } = renderLogin();
    auth.answers.signInWithPassword = async () => {
      queueMicrotask(() => auth.emit('SIGNED_IN', fakeSession()));
      return { data: {}, error: null };
    };
    await user.type(await screen.findByLabelText('E-mail address'), ' raven@example.org ');
    await user.type(screen.getByLabelText('Password'), 'Korvus-Tower-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('You are signed in')).toBeTruthy();
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(auth.calls[0]).toEqual({
      method: 'signInWithPassword',
      args: [{ email: 'raven@example.org', password: 'Korvus-Tower-2026' }],
    });
  });

  it('says a wrong password is wrong, and offers the confirmation e-mail again to unconfirmed accounts', async () => {
    const { user, auth } = renderLogin();
    auth.answers.signInWithPassword = async () => ({
      data: {},
      error: authError('AuthApiError', 'invalid_credentials'),
    });
    await user.type(await screen.findByLabelText('E-mail address'), 'raven@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail address or password.');
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();

    auth.answers.signInWithPassword = async () => ({
      data: {},
      error: authError('AuthApiError', 'email_not_confirmed'),
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Confirmation email has been sent')).toBeTruthy();
    expect(auth.calls.at(-1)).toMatchObject({
      method: 'resend',
      args: [{ type: 'signup', email: 'raven@example.org' }],
    });

    auth.answers.resend = async () => ({
      data: {},
      error: authError('AuthApiError', 'over_email_send_rate_limit', 429),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Failed to resend confirmation email')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('creates an account with the username and language, then says to check the e-mail', async () => {
    const { user, auth } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await user.click(screen.getAllByRole('button', { name: 'Create account' }).at(-1)!);
    expect(screen.getByRole('alert').textContent).toBe('Choose a username.');
    await user.type(screen.getByLabelText('Username'), 'Raven');
    await user.click(screen.getAllByRole('button', { name: 'Create account' }).at(-1)!);
    expect(screen.getByRole('alert').textContent).toBe(
      'You must provide either an email or phone number and a password',
    );

    auth.answers.signUp = async () => ({ data: {}, error: authError('AuthWeakPasswordError', 'weak_password', 422) });
    await user.type(screen.getByLabelText('E-mail address'), 'raven@example.org');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getAllByRole('button', { name: 'Create account' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a stronger password.');

    auth.answers.signUp = async () => ({
      data: { user: null, session: null },
      error: Object.assign(authError('AuthWeakPasswordError', 'weak_password', 422), { reasons: ['length'] }),
    });
    await user.click(screen.getAllByRole('button', { name: 'Create account' }).at(-1)!);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Choose a stronger password. It is too short.'),
    );
    expect(screen.queryByText('Failed to send confirmation email')).toBeNull();

    delete auth.answers.signUp;
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Korvus-Tower-2026');
    await user.click(screen.getAllByRole('button', { name: 'Create account' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(await screen.findByText('Confirmation email has been sent')).toBeTruthy();
    expect(auth.calls.at(-1)).toMatchObject({
      method: 'signUp',
      args: [{ email: 'raven@example.org', options: { data: { username: 'Raven', language: 'en' } } }],
    });
  });

  it("says 'Failed to send confirmation email' when the sign-up mail could not go", async () => {
    const { user, auth } = renderLogin();
    auth.answers.signUp = async () => ({
      data: {},
      error: authError('AuthApiError', 'over_email_send_rate_limit', 429),
    });
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Username'), 'Raven');
    await user.type(screen.getByLabelText('E-mail address'), 'raven@example.org');
    await user.type(screen.getByLabelText('Password'), 'Korvus-Tower-2026');
    await user.click(screen.getAllByRole('button', { name: 'Create account' }).at(-1)!);
    expect(await screen.findByText('Failed to send confirmation email')).toBeTruthy();
  });

  it('asks for the authenticator code when the account has one, then moves on', async () => {
    const { user, auth } = renderLogin();
    auth.answers['mfa.getAuthenticatorAssuranceLevel'] = async () => ({
      data: { currentLevel: 'aal1', nextLevel: 'aal2', currentAuthenticationMethods: [] },
      error: null,
    });
    auth.answers['mfa.listFactors'] = async () => ({
      data: { all: [], totp: [{ id: 'factor-1', factor_type: 'totp', status: 'verified' }], phone: [] },
      error: null,
    });
    auth.answers['mfa.challengeAndVerify'] = async () => ({
      data: {},
      error: authError('AuthApiError', 'mfa_verification_failed', 422),
    });
    await screen.findByRole('button', { name: 'Sign in' });
    await act(async () => void (await auth.load()));
    await user.type(screen.getByLabelText('E-mail address'), 'raven@example.org');
    await user.type(screen.getByLabelText('Password'), 'Korvus-Tower-2026');
    auth.answers.signInWithPassword = async () => {
      queueMicrotask(() => auth.emit('SIGNED_IN', fakeSession()));
      return { data: {}, error: null };
    };
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    await user.type(screen.getByLabelText('Six-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right.');
    delete auth.answers['mfa.challengeAndVerify'];
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(auth.calls.filter((call) => call.method === 'mfa.challengeAndVerify').at(-1)?.args).toEqual([
      { factorId: 'factor-1', code: '123456' },
    ]);
  });
});
