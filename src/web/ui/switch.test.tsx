import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, descriptionOf } from '../../../test/web/a11y';
import { Switch } from './switch';

function Setting({ disabled }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <Switch label="Dark sky" description="Dims the page" checked={on} disabled={disabled} onChange={setOn} />;
}

describe('Switch', () => {
  it('is a named switch, described by its line, that a press turns on and off', async () => {
    const { container } = render(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'Dark sky' });
    expect(descriptionOf(toggle)).toBe('Dims the page');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('turns with the space and enter keys once focused', async () => {
    render(<Setting />);
    await userEvent.tab();
    const toggle = screen.getByRole('switch', { name: 'Dark sky' });
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('does not turn while disabled', async () => {
    render(<Setting disabled />);
    const toggle = screen.getByRole('switch', { name: 'Dark sky' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
