import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/web/a11y';
import { NewTabLink, RefreshButton } from './admin-buttons';

describe('RefreshButton', () => {
  it('says "Refresh" and asks again when pressed', async () => {
    const onRefresh = vi.fn();
    const { container } = render(<RefreshButton onRefresh={onRefresh} busy={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is disabled while the data is on its way, turning its icon when asked to, and says the panel’s own word', () => {
    const { container } = render(<RefreshButton onRefresh={vi.fn()} busy label="Check again" spin />);
    const button = screen.getByRole('button', { name: 'Check again' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector('svg')?.getAttribute('class')).toContain('animate-spin');
  });
});

describe('NewTabLink', () => {
  it('opens in a new tab without handing over the page, and says so in its name', async () => {
    const { container } = render(
      <NewTabLink href="https://example.com/deploy" className="font-semibold">
        Open the deploy
      </NewTabLink>,
    );
    const link = screen.getByRole('link', { name: /^Open the deploy ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await axeViolations(container)).toEqual([]);
  });
});
