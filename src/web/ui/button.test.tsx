import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Save } from 'lucide-react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/web/a11y';
import { Button } from './button';
import { buttonStyles } from './button-styles';

describe('Button', () => {
  it('is a plain button named by its words, with its icon hidden from screen readers', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <form onSubmit={() => onClick('submitted')}>
        <Button variant="primary" icon={Save} onClick={() => onClick('clicked')}>
          Save list
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save list' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe(buttonStyles.primary);
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick.mock.calls).toEqual([['clicked']]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('submits its form when asked to, and passes on its state, extra classes and ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Button ref={ref} variant="secondary" type="submit" className="w-full">
          Send
        </Button>
        <Button variant="danger" disabled>
          Delete
        </Button>
      </form>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    expect(ref.current).toBe(send);
    expect(send.className).toBe(`${buttonStyles.secondary} w-full`);
    expect(send.querySelector('svg')).toBeNull();
    await userEvent.click(send);
    expect(submitted).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
