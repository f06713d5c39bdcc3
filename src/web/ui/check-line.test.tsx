import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/web/a11y';
import { CheckLine } from './check-line';

describe('CheckLine', () => {
  it('reads a passed check out as a status, green with a tick', async () => {
    const { container } = render(<CheckLine ok>All rows are valid.</CheckLine>);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('All rows are valid.');
    expect(status.className).toContain('text-legal');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks a failed check red, and can be pointed at by id to describe a field', () => {
    render(
      <>
        <CheckLine ok={false} id="changelog-check">
          2 rows have errors.
        </CheckLine>
        <textarea aria-label="Changelog" aria-describedby="changelog-check" />
      </>,
    );
    const status = screen.getByRole('status');
    expect(status.id).toBe('changelog-check');
    expect(status.className).toContain('text-danger-ink');
    expect(status.textContent).toBe('2 rows have errors.');
  });
});
