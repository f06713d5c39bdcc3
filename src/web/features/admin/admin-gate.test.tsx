import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, storedMember } from '../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../test/web/render-with-auth';
import { AdminGate } from './admin-gate';

const signedIn = (wab_admin: boolean) => storedMember({ wab_admin, tester: false });

describe('AdminGate', () => {
  it('asks guests to sign in and brings them back afterwards', async () => {
    renderWithAuth(<AdminGate>secret panel</AdminGate>, fakeAuth(), '/admin');
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText('secret panel')).toBeNull();
  });

  it('tells members the page is for admins only', async () => {
    renderWithAuth(<AdminGate>secret panel</AdminGate>, signedIn(false), '/admin');
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeTruthy();
    expect(screen.queryByText('secret panel')).toBeNull();
  });

  it('shows admins the page', async () => {
    renderWithAuth(<AdminGate>secret panel</AdminGate>, signedIn(true), '/admin');
    expect(await screen.findByText('secret panel')).toBeTruthy();
  });
});
