import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '../../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import { RELOAD_AFTER_CLEAR_MS, StorageToolsPanel } from './storage-tools-panel';

const store = (entries: Record<string, string>) => {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
};
const keys = () => Object.keys(window.localStorage).sort();

afterEach(() => {
  vi.useRealTimers();
});

describe('StorageToolsPanel', () => {
  it.each<{ what: string; stored: Record<string, string>; button: string; said: string; kept: string[] }>([
    {
      what: 'clears stale sign-in data but keeps the current session',
      stored: {
        'prod.supabase.auth.token': '{}',
        'preview.supabase.auth.token': '{}',
        'sb-old-auth-token': '{}',
        prod_language: 'en',
      },
      button: 'Clear stale auth data',
      said: 'Stale auth data cleared successfully',
      kept: ['prod.supabase.auth.token', 'prod_language'],
    },
    {
      what: 'optimises by removing temporary keys only',
      stored: { prod_unitDataCache: 'x', prod_tempDraft: 'x', prod_armyList_1: '{}', prod_language: 'fr' },
      button: 'Optimize',
      said: 'Quick optimization complete - refresh page for best results',
      kept: ['prod_armyList_1', 'prod_language'],
    },
  ])('$what', async ({ stored, button, said, kept }) => {
    const user = userEvent.setup();
    store(stored);
    renderWithAuth(<StorageToolsPanel environment="production" />, fakeAuth());
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(said)).toBeTruthy();
    expect(keys()).toEqual(kept);
  });

  it('logs diagnostics and warns about a poor cache', async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(console, 'table').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    store(Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`prod_key${index}`, 'x'])));
    renderWithAuth(<StorageToolsPanel environment="production" />, fakeAuth());
    await user.click(await screen.findByRole('button', { name: 'Run diagnostics' }));
    expect(await screen.findByText('Check browser console for detailed cache diagnostics')).toBeTruthy();
    expect(await screen.findByText('Large cache detected - this may be slowing down your app')).toBeTruthy();
    expect(info).toHaveBeenCalled();
    expect(screen.getByText('More than 100 keys are stored.')).toBeTruthy();
  });

  it('resets one environment after confirmation', async () => {
    const user = userEvent.setup();
    store({
      preview_appVersion: '1',
      'preview.supabase.auth.token': '{}',
      preview_armyList_2: '{}',
      prod_appVersion: '1',
    });
    renderWithAuth(<StorageToolsPanel environment="production" />, fakeAuth());
    await user.click(await screen.findByRole('button', { name: 'Reset preview storage' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Stale auth data cleared! Please refresh the page.')).toBeTruthy();
    expect(keys()).toEqual(['preview_armyList_2', 'prod_appVersion']);
  });

  it('clears all caches after the spec confirmation and reloads a second later', async () => {
    // The panel waits RELOAD_AFTER_CLEAR_MS on a timer: the test moves the clock instead of waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const reload = vi.fn();
    store({ prod_appVersion: '1', prod_armyList_1: '{}' });
    renderWithAuth(<StorageToolsPanel environment="production" reload={reload} />, fakeAuth());
    await user.click(await screen.findByRole('button', { name: 'Clear all caches' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all caches' });
    expect(dialog.textContent).toContain(
      "This will clear all cached data and reload the page. This can help if you're seeing old content or having login issues. Continue?",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('All caches cleared, reloading...')).toBeTruthy();
    expect(keys()).toEqual(['prod_armyList_1']);
    await vi.advanceTimersByTimeAsync(RELOAD_AFTER_CLEAR_MS);
    expect(reload).toHaveBeenCalledOnce();
  });
});
