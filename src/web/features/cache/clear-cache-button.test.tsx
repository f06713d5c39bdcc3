import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '../../../../test/web/render-in-app';
import { ClearCacheButton } from './clear-cache-button';

function renderButton(reload = vi.fn()) {
  renderWithToasts(<ClearCacheButton reload={reload} />);
  return reload;
}

describe('ClearCacheButton', () => {
  it('asks with the spec text, then clears caches but keeps lists and language, then reloads after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem('prod_armyList_1', '{}');
    window.localStorage.setItem('prod_language', 'en');
    window.localStorage.setItem('prod_unitCache', '{}');
    const reload = renderButton();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(screen.getByRole('button', { name: 'Clear Cache' }));
    expect(
      screen.getByText(
        "This will clear all cached data and reload the page. This can help if you're seeing old content or having login issues. Continue?",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByText('All caches cleared, reloading...')).toBeTruthy());
    expect(window.localStorage.getItem('prod_unitCache')).toBeNull();
    expect(window.localStorage.getItem('prod_armyList_1')).toBe('{}');
    expect(window.localStorage.getItem('prod_language')).toBe('en');
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('does nothing when cancelled', async () => {
    window.localStorage.setItem('prod_unitCache', '{}');
    const reload = renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear Cache' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(window.localStorage.getItem('prod_unitCache')).toBe('{}');
    expect(reload).not.toHaveBeenCalled();
  });
});
