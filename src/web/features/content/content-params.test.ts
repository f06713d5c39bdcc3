import { describe, expect, it } from 'vitest';
import { carriedSearch, resultLink, withChanges } from './content-params';

describe('the search carried between rules and FAQ', () => {
  it('sets the values given and removes the empty ones, keeping the rest', () => {
    const next = withChanges(new URLSearchParams('q=old&x=1'), { q: 'charge', case: null });
    expect(next.toString()).toBe('q=charge&x=1');
    expect(withChanges(new URLSearchParams('q=old&case=1'), { q: '', case: null }).toString()).toBe('');
  });

  it('carries the term and the case option, or nothing', () => {
    expect(carriedSearch(new URLSearchParams(), 'charge', true)).toBe('?q=charge&case=1');
    expect(carriedSearch(new URLSearchParams('q=old&case=1'), '', false)).toBe('');
    expect(carriedSearch(new URLSearchParams('x=1'), 'a b', false)).toBe('?x=1&q=a+b');
  });

  it('links a result to its place with the search kept', () => {
    expect(resultLink('/rules#charge', '?q=charge')).toEqual({
      pathname: '/rules',
      search: '?q=charge',
      hash: '#charge',
    });
    expect(resultLink('/faq', '')).toEqual({ pathname: '/faq', search: '', hash: '' });
  });
});
