import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeSession } from '../../../test/web/fake-auth';
import { renderWithAuth } from '../../../test/web/render-with-auth';
import { useAuth } from './auth';
import { knownRoles, rememberRoles } from './known-roles';
import { readStoredAudience, storeAudience, usePlayAccess } from './play-mode';

function Probe() {
  const access = usePlayAccess();
  const { userId, authReady } = useAuth();
  // Signed-in cases wait for the roles to be read, so no read outlives its test.
  const settled = authReady && (userId !== null || access.viewer.isGuest);
  return (
    <output data-testid="access">
      {JSON.stringify({
        audience: access.audience,
        allowed: access.allowed,
        refusal: access.refusal,
        online: access.online,
        settled,
      })}
    </output>
  );
}
const access = () => JSON.parse(screen.getByTestId('access').textContent!) as Record<string, unknown>;

/** The server's answer to GET /api/settings/play-mode; null: no network. */
function serverSays(audience: string | null) {
  const fetch = vi.fn(async () => {
    if (audience === null) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ audience }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const signedIn = (roles: () => Promise<{ wab_admin: boolean; tester: boolean }>) => {
  window.localStorage.setItem('prod.supabase.auth.token', '{}');
  return fakeAuth({ initial: fakeSession('user-1'), roles });
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('play access', () => {
  it('opens play mode to a guest on this device by default, without online play', async () => {
    serverSays(null);
    renderWithAuth(<Probe />, fakeAuth());
    await waitFor(() =>
      expect(access()).toEqual({ audience: 'everyone', allowed: true, refusal: null, online: false, settled: true }),
    );
  });

  it('follows the server and keeps its answer on the device', async () => {
    const fetch = serverSays('members');
    renderWithAuth(<Probe />, fakeAuth());
    await waitFor(() =>
      expect(access()).toMatchObject({ audience: 'members', allowed: false, refusal: 'members_only', settled: true }),
    );
    expect(fetch).toHaveBeenCalledWith('/api/settings/play-mode', expect.anything());
    expect(readStoredAudience()).toBe('members');
  });

  it('decides offline as the last online visit did', async () => {
    serverSays(null);
    storeAudience('testers');
    renderWithAuth(
      <Probe />,
      signedIn(async () => ({ wab_admin: false, tester: false })),
    );
    await waitFor(() =>
      expect(access()).toMatchObject({ audience: 'testers', allowed: false, refusal: 'testers_only', settled: true }),
    );
  });

  it('keeps a tester in after an offline reload, from the roles last read on this device', async () => {
    serverSays(null);
    storeAudience('testers');
    rememberRoles('user-1', { wab_admin: false, tester: true });
    // Offline, the profile cannot be read: auth state has no roles (spec §6).
    renderWithAuth(
      <Probe />,
      signedIn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await waitFor(() => expect(access()).toMatchObject({ allowed: true, online: true, settled: true }));
    // Another account on the same device does not inherit them.
    expect(knownRoles('user-2')).toBeNull();
  });

  it('remembers the roles each time the profile is read', async () => {
    serverSays('testers');
    renderWithAuth(
      <Probe />,
      signedIn(async () => ({ wab_admin: false, tester: true })),
    );
    await waitFor(() => expect(access()).toMatchObject({ audience: 'testers', allowed: true, settled: true }));
    expect(knownRoles('user-1')).toEqual({ wab_admin: false, tester: true });
  });
});
