import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/web/a11y';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label, shown on hover too, with the icon hidden from screen readers', async () => {
    const onClick = vi.fn();
    const { container } = render(<IconButton label="Delete Ada's note" icon={Trash2} onClick={onClick} />);
    const button = screen.getByRole('button', { name: "Delete Ada's note" });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('title')).toBe("Delete Ada's note");
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('passes on its state, extra classes and ref, and sizes the icon as asked', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton ref={ref} label="Remove" icon={Trash2} iconClassName="size-4" className="text-danger-ink" disabled />,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(ref.current).toBe(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.className).toContain('text-danger-ink');
    expect(button.querySelector('svg')?.getAttribute('class')).toContain('size-4');
  });
});
