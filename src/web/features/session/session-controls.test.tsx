import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authError, fakeAuth, storedMember } from '../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../test/web/render-with-auth';
import { SessionControls } from './session-controls';

describe('SessionControls', () => {
  it('shows guests the Signed as Guest link to /login, no Admin button, and Play Mode (decision 0019)', async () => {
    renderWithAuth(<SessionControls />, fakeAuth());
    const guest = await screen.findByRole('link', { name: 'Signed as Guest' });
    expect(guest.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    // A link to play mode, never a testers-only dialog: the game pages explain any restriction.
    expect(screen.getByRole('link', { name: 'Play Mode' }).getAttribute('href')).toBe('/play');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives admins the Admin button and play mode', async () => {
    renderWithAuth(<SessionControls />, storedMember({ wab_admin: true, tester: false }));
    const admin = await screen.findByRole('link', { name: 'Admin' });
    expect(admin.getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('link', { name: 'Play Mode' }).getAttribute('href')).toBe('/play');
  });

  it('gives testers and plain members play mode but no Admin button', async () => {
    renderWithAuth(<SessionControls />, storedMember({ wab_admin: false, tester: true }));
    expect((await screen.findByRole('link', { name: 'Play Mode' })).getAttribute('href')).toBe('/play');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('gives a plain member the same Play Mode link', async () => {
    renderWithAuth(<SessionControls />, storedMember());
    await screen.findByRole('button', { name: 'Sign Out' });
    expect(screen.getByRole('link', { name: 'Play Mode' }).getAttribute('href')).toBe('/play');
  });

  it("signs out with 'Signed out successfully' and goes to /", async () => {
    const user = userEvent.setup();
    const auth = storedMember();
    renderWithAuth(<SessionControls />, auth);
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed out successfully')).toBeTruthy();
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(auth.calls.find((call) => call.method === 'signOut')?.args).toEqual([{ scope: 'local' }]);
  });

  it("says 'Failed to sign out' and stays when signing out fails", async () => {
    const user = userEvent.setup();
    const auth = storedMember();
    auth.answers.signOut = async () => ({ data: {}, error: authError('AuthRetryableFetchError', undefined, 0) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithAuth(<SessionControls />, auth);
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Failed to sign out')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy());
    expect(screen.queryByText(/Now at/)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Sign-out failed', expect.any(Error));
  });
});
