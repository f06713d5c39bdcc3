import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, descriptionOf } from '../../../test/web/a11y';
import { TextAreaField } from './text-area-field';

function Bio({ error }: { error?: string }) {
  const [bio, setBio] = useState('');
  return (
    <>
      <TextAreaField
        label="Bio"
        hint="Up to 20 characters"
        error={error}
        value={bio}
        maxLength={20}
        onValueChange={setBio}
      />
      <p>typed {bio || 'nothing'}</p>
    </>
  );
}

describe('TextAreaField', () => {
  it('is a labelled text area with its hint read as its description, reporting what is typed', async () => {
    const { container } = render(<Bio />);
    const box = screen.getByRole('textbox', { name: 'Bio' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(descriptionOf(box)).toBe('Up to 20 characters');
    await userEvent.type(box, 'Painter');
    expect(screen.getByText('typed Painter')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks itself invalid and reads the error with it', () => {
    render(<Bio error="Too long" />);
    const box = screen.getByRole('textbox', { name: 'Bio' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toBe('Up to 20 characters Too long');
  });
});
