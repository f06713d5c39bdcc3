import { describe, expect, it } from 'vitest';
import { pageCount, readUsersParams, writeUsersParams } from './users-params';

describe('users list address', () => {
  it('reads the search and the page, falling back to page 1', () => {
    expect(readUsersParams(new URLSearchParams('q=%20ana%20&page=3'))).toEqual({ search: 'ana', page: 3 });
    expect(readUsersParams(new URLSearchParams('page=zero'))).toEqual({ search: '', page: 1 });
    expect(readUsersParams(new URLSearchParams('page=-2'))).toEqual({ search: '', page: 1 });
  });

  it('writes them back, leaving out the defaults and keeping the other parameters', () => {
    const current = new URLSearchParams('tab=users&q=old&page=4');
    expect(writeUsersParams(current, 'ana', 2).toString()).toBe('tab=users&q=ana&page=2');
    expect(writeUsersParams(current, '', 1).toString()).toBe('tab=users');
    expect(current.toString()).toBe('tab=users&q=old&page=4');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
