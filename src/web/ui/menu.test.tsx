import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem, MenuRadioGroup, MenuRadioItem } from './menu';

function renderMenu(onPick = vi.fn(), onChoose = vi.fn()) {
  render(
    <>
      <Menu label="Options" trigger="⋮">
        <MenuItem onSelect={onPick}>Rename</MenuItem>
        <MenuItem disabled>Archive</MenuItem>
        <MenuRadioGroup value="b" onValueChange={onChoose}>
          <MenuRadioItem value="a">Alpha</MenuRadioItem>
          <MenuRadioItem value="b">Beta</MenuRadioItem>
        </MenuRadioGroup>
      </Menu>
      <p>Elsewhere</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Options' });
}

describe('Menu', () => {
  it('opens on a press (loading the menu first), runs the chosen item and closes', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    const button = renderMenu(onPick);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    expect(onPick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is used from the keyboard: arrows skip disabled items, Escape closes and gives the focus back', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderMenu(vi.fn(), onChoose);
    await user.tab();
    const button = await screen.findByRole('button', { name: 'Options' });
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Options' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Rename'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Alpha');
    expect(screen.getByRole('menuitemradio', { name: 'Beta' }).getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Options' }));
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('menuitemradio', { name: 'Alpha' }));
    expect(onChoose).toHaveBeenCalledWith('a');
  });
});
