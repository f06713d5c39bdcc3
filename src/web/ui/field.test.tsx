import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, descriptionOf } from '../../../test/web/a11y';
import { Field, controlStyles } from './field';

describe('Field', () => {
  it('names its control by the label and describes it by the hint and the error', async () => {
    const { container } = render(
      <Field label="Bio" hint="Up to 300 characters" error="Too long">
        {(control) => <textarea {...control} className={controlStyles} />}
      </Field>,
    );
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    expect(descriptionOf(bio)).toBe('Up to 300 characters Too long');
    expect(bio.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves a control with no hint and no error undescribed and valid', () => {
    render(<Field label="Name">{(control) => <input {...control} />}</Field>);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-describedby')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });
});
