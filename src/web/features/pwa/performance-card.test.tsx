import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '../../../../test/web/render-in-app';
import { PerformanceCard } from './performance-card';

/**
 * How often the card rendered so far (a Profiler around it counts each commit, even when it
 * renders nothing), and how often it had when it measured the load.
 */
let renders = { count: 0, atMeasure: -1 };

/** The page took `loadMs` to load, as the browser's navigation timing reports it. */
function pageLoadTook(loadMs: number) {
  return vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => {
    renders.atMeasure = renders.count;
    return [{ loadEventEnd: loadMs } as unknown as PerformanceEntry];
  });
}

/** Waits until the card has measured the load and rendered what it measured. */
async function measured(timing: ReturnType<typeof pageLoadTook>) {
  await waitFor(() => expect(timing).toHaveBeenCalled());
  await waitFor(() => expect(renders.count).toBeGreaterThan(renders.atMeasure));
}

/** The device's earlier page loads, oldest first. */
function earlierLoads(...loadsMs: number[]) {
  window.localStorage.setItem('prod_loadHistory', JSON.stringify(loadsMs));
}

/** The visitor's first tap on the page, after which a due card shows. */
const tap = () => fireEvent.pointerDown(window);

/** Taps for the first time and waits until the card has rendered again after it. */
async function firstTap() {
  const before = renders.count;
  tap();
  await waitFor(() => expect(renders.count).toBeGreaterThan(before));
}

/** More than 100 stored keys: cache health is poor. */
function fillStorageWithKeys() {
  for (let index = 0; index < 101; index += 1) window.localStorage.setItem(`prod_key${index}`, 'x');
}

function renderCard() {
  const counted = { count: 0, atMeasure: -1 };
  renders = counted;
  renderWithToasts(
    <Profiler id="performance-card" onRender={() => (counted.count += 1)}>
      <PerformanceCard reload={vi.fn()} />
    </Profiler>,
  );
}

const card = async () => {
  tap();
  return screen.findByRole('region', { name: 'Performance Optimizer' });
};

/**
 * The device's earlier page loads (oldest first), then this page's load: renders the card and
 * taps until it shows. Returns the timing spy.
 */
async function shownAfter(earlierMs: number[], loadMs: number) {
  earlierLoads(...earlierMs);
  const timing = pageLoadTook(loadMs);
  renderCard();
  await card();
  return timing;
}

const badge = (text: string) => screen.getByText(text).closest('[data-speed]')?.getAttribute('data-speed');

describe('PerformanceCard', () => {
  it('stays away after a fast load with a healthy cache, even after slow ones', async () => {
    earlierLoads(3500, 3500);
    const timing = pageLoadTook(1200);
    renderCard();
    await measured(timing);
    await firstTap();
    expect(screen.queryByRole('region', { name: 'Performance Optimizer' })).toBeNull();
  });

  it('never shows on a first visit, however slow', async () => {
    const timing = pageLoadTook(9000);
    renderCard();
    await measured(timing);
    await firstTap();
    expect(screen.queryByRole('region', { name: 'Performance Optimizer' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('prod_loadHistory') ?? '[]')).toEqual([9000]);
  });

  it('waits for the first tap before it shows, so it is never what the page painted first', async () => {
    earlierLoads(3500, 3500);
    const timing = pageLoadTook(3500);
    renderCard();
    await measured(timing);
    expect(screen.queryByRole('region', { name: 'Performance Optimizer' })).toBeNull();
    await card();
  });

  it('shows after repeated slow loads (3 of the latest 5), with a yellow badge under 4 s', async () => {
    await shownAfter([3400, 1000, 3600], 3500);
    expect(badge('Page load: 3.5 s · moderate')).toBe('yellow');
    expect(screen.getByText('Cache health: good')).toBeTruthy();
    expect(await screen.findByText('Slow loading detected - performance optimizer available')).toBeTruthy();
  });

  it('shows a red badge from 4 s on', async () => {
    await shownAfter([5000, 5000], 4000);
    expect(badge('Page load: 4.0 s · slow')).toBe('red');
  });

  it('shows with a poor cache even after a fast load (from the second visit), with a green badge under 2 s', async () => {
    fillStorageWithKeys();
    await shownAfter([1000], 1500);
    expect(badge('Page load: 1.5 s · fast')).toBe('green');
    expect(screen.getByText('Cache health: poor')).toBeTruthy();
    expect(await screen.findByText('Large cache detected - this may be slowing down your app')).toBeTruthy();
  });

  it("'Hide permanently' remembers the choice, says so, and the card stays hidden next time", async () => {
    const user = userEvent.setup();
    const timing = await shownAfter([5000, 5000], 5000);
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
    await shownAfter([3500, 3500], 3500);
    await user.click(screen.getByRole('button', { name: 'Quick optimisation' }));
    expect(await screen.findByText('Quick optimization complete - refresh page for best results')).toBeTruthy();
    expect(Object.keys(window.localStorage).sort()).toEqual([
      'prod.supabase.auth.token',
      'prod_armyList_1',
      // The device's few latest load times stay: they decide whether the card is due.
      'prod_loadHistory',
      'prod_preferences_builder',
    ]);
  });
});
