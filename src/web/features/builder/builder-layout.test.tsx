import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/web/a11y';
import { BuilderLayout, type BuilderTab } from './builder-layout';

const totals = { points: 120, command: 3, units: 2, limit: 300 };

function Layout({ isMobile }: { isMobile: boolean }) {
  const [tab, setTab] = useState<BuilderTab>('units');
  return (
    <BuilderLayout
      isMobile={isMobile}
      tab={tab}
      onTab={setTab}
      totals={totals}
      units={<p>Unit cards</p>}
      list={<p>List entries</p>}
    />
  );
}

describe('BuilderLayout', () => {
  it('on a phone, shows one panel at a time, each named by the tab that controls it', async () => {
    const { container } = render(<Layout isMobile />);
    const unitsTab = screen.getByRole('tab', { name: 'Units' });
    const listTab = screen.getByRole('tab', { name: 'My list (2)' });
    const unitsPanel = screen.getByRole('tabpanel', { name: 'Units' });
    expect(unitsTab.getAttribute('aria-controls')).toBe(unitsPanel.id);
    expect(unitsPanel.textContent).toContain('Unit cards');
    // The list's panel stays in the page (it keeps its state), hidden.
    const listPanel = document.getElementById(listTab.getAttribute('aria-controls')!)!;
    expect(listPanel.hidden).toBe(true);
    expect(listPanel.getAttribute('aria-labelledby')).toBe(listTab.id);

    await userEvent.click(listTab);
    expect(listPanel.hidden).toBe(false);
    expect(unitsPanel.hidden).toBe(true);
    expect(screen.getByRole('tabpanel', { name: 'My list (2)' })).toBe(listPanel);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('on wider screens, shows both columns under their headings, with no tabs', async () => {
    const { container } = render(<Layout isMobile={false} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('region', { name: 'Units' }).textContent).toContain('Unit cards');
    expect(screen.getByRole('region', { name: 'My list' }).textContent).toContain('List entries');
    expect(await axeViolations(container)).toEqual([]);
  });
});
