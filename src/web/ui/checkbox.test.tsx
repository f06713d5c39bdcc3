import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, descriptionOf } from '../../../test/web/a11y';
import { Checkbox } from './checkbox';

function Setting({ hint }: { hint?: string }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <Checkbox label="Public" hint={hint} checked={on} onCheckedChange={setOn} />
      <p>{on ? 'is on' : 'is off'}</p>
    </>
  );
}

describe('Checkbox', () => {
  it('is a labelled native checkbox that reports each change', async () => {
    const { container } = render(<Setting />);
    const box = screen.getByRole('checkbox', { name: 'Public' });
    await userEvent.click(box);
    expect(screen.getByText('is on')).toBeTruthy();
    // A tap on the label's text works too.
    await userEvent.click(screen.getByText('Public'));
    expect(screen.getByText('is off')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads its hint as the description, not as part of its name', async () => {
    const { container } = render(<Setting hint="Anyone with the link can see it" />);
    const box = screen.getByRole('checkbox', { name: 'Public' });
    expect(descriptionOf(box)).toBe('Anyone with the link can see it');
    await userEvent.click(screen.getByText('Public'));
    expect(screen.getByText('is on')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
