import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { dataPack } from '../../../../data';
import { i18n } from '../../../lib/i18n';
import { packText } from './pack-text';
import { CARD_BATCH, FIRST_CARDS, UnitBrowser } from './unit-browser';

const units = dataPack.units.filter((unit) => unit.factionId === 'northern-tribes');
const text = packText(dataPack, 'en');
const renderUnit = (unit: (typeof units)[number]) => <h3>{text.unitName(unit)}</h3>;

function Browser() {
  return (
    <I18nextProvider i18n={i18n}>
      <UnitBrowser units={units} text={text} renderUnit={renderUnit} label="Units" />
    </I18nextProvider>
  );
}

describe('UnitBrowser', () => {
  it('sends the first cards with the page, and adds the rest a batch at a time once the browser has taken it over', async () => {
    expect(units.length).toBeGreaterThan(FIRST_CARDS);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Browser />);
    expect(container.querySelectorAll('li h3')).toHaveLength(FIRST_CARDS);
    document.body.append(container);

    const errors = vi.spyOn(console, 'error');
    // The cards shown after each change to the page: the rest arrive a batch at a time.
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(container.querySelectorAll('li h3').length));
    observer.observe(container, { childList: true, subtree: true });
    const root = hydrateRoot(container, <Browser />);
    await waitFor(() => expect(container.querySelectorAll('li h3')).toHaveLength(units.length));
    observer.disconnect();
    const steps = [FIRST_CARDS, ...counts].map((count, index, all) => count - (all[index - 1] ?? 0)).slice(1);
    expect(steps.filter((step) => step > 0).length).toBeGreaterThan(1);
    expect(Math.max(...steps)).toBeLessThanOrEqual(CARD_BATCH);
    // In the order of the list, no card twice, and no complaint from the takeover.
    const names = [...container.querySelectorAll('li h3')].map((heading) => heading.textContent);
    expect(new Set(names).size).toBe(units.length);
    expect(container.textContent).toContain(`${units.length} units`);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.unmount();
    container.remove();
  });
});
