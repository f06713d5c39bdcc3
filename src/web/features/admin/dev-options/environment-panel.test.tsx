import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '../../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import { EnvironmentPanel } from './environment-panel';

const serverEnvironment = {
  appVersion: '0.5.15',
  dataVersion: '2026.1',
  nodeEnv: 'development',
  database: 'embedded',
  mailTransport: 'outbox',
  siteUrl: 'http://localhost:5173',
};

function answerEnvironment() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(serverEnvironment), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

describe('EnvironmentPanel content mode', () => {
  it('lets a local host switch this browser between local and live content', async () => {
    const user = userEvent.setup();
    answerEnvironment();
    renderWithAuth(<EnvironmentPanel environment="local" />, fakeAuth());
    const local = await screen.findByRole('switch', { name: 'Local content in this browser' });
    expect(local.getAttribute('aria-checked')).toBe('true');

    await user.click(local);
    expect(await screen.findByText('This browser now uses live content')).toBeTruthy();
    expect(local.getAttribute('aria-checked')).toBe('false');
    expect(window.localStorage.getItem('prod_contentMode')).toBe('live');

    await user.click(local);
    expect(await screen.findByText('This browser now uses local content')).toBeTruthy();
    expect(window.localStorage.getItem('prod_contentMode')).toBe('local');
  });

  it('offers no local content on other hosts', async () => {
    answerEnvironment();
    renderWithAuth(<EnvironmentPanel environment="production" />, fakeAuth());
    const local = await screen.findByRole('switch', { name: 'Local content in this browser' });
    expect(local.getAttribute('aria-checked')).toBe('false');
    expect((local as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Only on a local host: other hosts always use live content.')).toBeTruthy();
  });
});
