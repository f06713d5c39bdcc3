import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, descriptionOf } from '../../../../test/web/a11y';
import { WritingForm } from './writing-form';

function Note({ error = null, onSubmit }: { error?: string | null; onSubmit: (body: string) => void }) {
  const [body, setBody] = useState('');
  return (
    <WritingForm
      className="flex flex-col"
      label="Your note"
      labelClassName="font-semibold"
      value={body}
      onChange={setBody}
      rows={3}
      maxLength={20}
      placeholder="Say something"
      error={error}
      describedBy="note-count"
      onSubmit={() => onSubmit(body)}
    >
      {({ label, box }) => (
        <>
          {label}
          {box}
          <span id="note-count">{body.length} of 20</span>
          <button type="submit">Post</button>
        </>
      )}
    </WritingForm>
  );
}

describe('WritingForm', () => {
  it('names its box by the label, describes it by the caller’s lines and hands the text over on submit', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<Note onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Your note' });
    expect(box.getAttribute('maxlength')).toBe('20');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(box, 'Good game');
    expect(descriptionOf(box)).toBe('9 of 20');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).toHaveBeenCalledWith('Good game');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks the box invalid and reads what went wrong as an alert that describes it', async () => {
    const { container } = render(<Note error="Too many comments at once" onSubmit={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Your note' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Too many comments at once');
    expect(descriptionOf(box)).toBe('0 of 20 Too many comments at once');
    expect(await axeViolations(container)).toEqual([]);
  });
});
