import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/web/a11y';
import { QueryState, type QueryLike } from './query-state';

const texts = { loading: 'Loading lists', failed: 'Lists did not load', retry: 'Try again', empty: 'No lists yet' };

function query(state: Partial<QueryLike<string[]>>): QueryLike<string[]> {
  return { isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...state };
}

const show = (data: string[]) => (
  <ul>
    {data.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('says it is loading as a polite status, or with a spinner for a whole panel', () => {
    const { rerender } = render(
      <QueryState query={query({ isPending: true })} texts={texts}>
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading lists');
    rerender(
      <QueryState query={query({ isPending: true })} texts={texts} spinner>
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading lists');
  });

  it('says a failed load as an alert whose button loads again', async () => {
    const failed = query({ isError: true });
    const { container } = render(
      <QueryState query={failed} texts={texts}>
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Lists did not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hands a failure with its error to a caller that says it its own way', async () => {
    const failed = query({ isError: true, error: new Error('Server is resting') });
    render(
      <QueryState
        query={failed}
        texts={{ loading: texts.loading }}
        failure={(error, retry) => (
          <p role="alert">
            {(error as Error).message}
            <button type="button" onClick={retry}>
              Again
            </button>
          </p>
        )}
      >
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Server is resting');
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('gives its loading and failed lines the classes of the place they stand in', () => {
    const { rerender } = render(
      <QueryState query={query({ isPending: true })} texts={texts} className="p-4">
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('status').classList.contains('p-4')).toBe(true);
    rerender(
      <QueryState query={query({ isError: true })} texts={texts} className="p-4">
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('alert').classList.contains('p-4')).toBe(true);
  });

  it('says when there is nothing, and otherwise shows the data', () => {
    const { rerender } = render(
      <QueryState query={query({ data: [] })} texts={texts} isEmpty={(data) => data.length === 0}>
        {show}
      </QueryState>,
    );
    expect(screen.getByText('No lists yet')).toBeTruthy();
    rerender(
      <QueryState query={query({ data: ['Swarm'] })} texts={texts} isEmpty={(data) => data.length === 0}>
        {show}
      </QueryState>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Swarm');
  });
});
