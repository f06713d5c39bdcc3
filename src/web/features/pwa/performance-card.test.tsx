import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { PerformanceCard } from './performance-card';

/** The page took `loadMs` to load, as the browser's navigation timing reports it. */
function pageLoadTook(loadMs: number) {
  return vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue([{ loadEventEnd: loadMs } as unknown as PerformanceEntry]);
}

/** Waits until the card has measured the load, and a moment more for it to render. */
async function measured(timing: ReturnType<typeof pageLoadTook>) {
  await waitFor(() => expect(timing).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** More than 100 stored keys: cache health is poor. */
function fillStorageWithKeys() {
  for (let index = 0; index < 101; index += 1) window.localStorage.setItem(`prod_key${index}`, 'x');
}

function renderCard() {
  toast.dismiss();
  render(
    <I18nextProvider i18n={i18n}>
      <PerformanceCard reload={vi.fn()} />
      <Toaster />
    </I18nextProvider>,
  );
}

const card = () => screen.findByRole('region', { name: 'Performance Optimizer' });
const badge = (text: string) => screen.getByText(text).closest('[data-speed]')?.getAttribute('data-speed');

describe('PerformanceCard', () => {
  it('stays away after a fast load with a healthy cache', async () => {
    const timing = pageLoadTook(1200);
    renderCard();
    await measured(timing);
    expect(screen.queryByRole('region', { name: 'Performance Optimizer' })).toBeNull();
  });

  it('shows after a load over 3 s, with a yellow badge under 4 s', async () => {
    pageLoadTook(3500);
    renderCard();
    await card();
    expect(badge('Page load: 3.5 s · moderate')).toBe('yellow');
    expect(screen.getByText('Cache health: good')).toBeTruthy();
    expect(await screen.findByText('Slow loading detected - performance optimizer available')).toBeTruthy();
  });

  it('shows a red badge from 4 s on', async () => {
    pageLoadTook(4000);
    renderCard();
    await card();
    expect(badge('Page load: 4.0 s · slow')).toBe('red');
  });

  it('shows with a poor cache even after a fast load, with a green badge under 2 s', async () => {
    fillStorageWithKeys();
    pageLoadTook(1500);
    renderCard();
    await card();
    expect(badge('Page load: 1.5 s · fast')).toBe('green');
    expect(screen.getByText('Cache health: poor')).toBeTruthy();
    expect(await screen.findByText('Large cache detected - this may be slowing down your app')).toBeTruthy();
  });

  it("'Hide permanently' remembers the choice, says so, and the card stays hidden next time", async () => {
    const user = userEvent.setup();
    const timing = pageLoadTook(5000);
    renderCard();
    await card();
    await user.click(screen.getByRole('button', { name: 'Hide permanently' }));
    expect(await screen.findByText('Performance optimizer hidden permanently')).toBeTruthy();
    expect(window.localStorage.getItem('prod_performanceCardHidden')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Performance Optimizer' })).toBeNull();

    timing.mockClear();
    renderCard();
    await measured(timing);
    expect(screen.queryByRole('region', { name: 'Performance Optimizer' })).toBeNull();
  });

  it('quick optimisation removes temporary keys but keeps lists, sign-in and preferences', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('prod_tempDraft', 'x');
    window.localStorage.setItem('prod_queryCache', 'x');
    window.localStorage.setItem('prod_armyList_1', '{}');
    window.localStorage.setItem('prod.supabase.auth.token', '{}');
    window.localStorage.setItem('prod_preferences_builder', '{}');
    pageLoadTook(3500);
    renderCard();
    await card();
    await user.click(screen.getByRole('button', { name: 'Quick optimisation' }));
    expect(await screen.findByText('Quick optimization complete - refresh page for best results')).toBeTruthy();
    expect(Object.keys(window.localStorage).sort()).toEqual([
      'prod.supabase.auth.token',
      'prod_armyList_1',
      'prod_preferences_builder',
    ]);
  });
});
