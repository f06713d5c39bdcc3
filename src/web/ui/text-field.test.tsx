import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, descriptionOf } from '../../../test/web/a11y';
import { TextField } from './text-field';

function Password() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Password"
      type="password"
      hint="At least 12 characters"
      error={value.length > 0 && value.length < 12 ? 'Too short' : null}
      revealLabel="Show password"
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('TextField', () => {
  it('ties the hint and the error to the input and shows the password on request', async () => {
    const { container } = render(<Password />);
    const input = screen.getByLabelText('Password');
    expect(descriptionOf(input)).toBe('At least 12 characters');
    await userEvent.type(input, 'short');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('At least 12 characters Too short');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(await axeViolations(container)).toEqual([]);
  });
});
