import { describe, expect, it } from 'vitest';
import { isLocalDatabaseUrl } from './db-safety';

describe('isLocalDatabaseUrl', () => {
  it.each([
    [undefined, true],
    ['postgres://postgres@127.0.0.1:5432/test', true],
    ['postgres://localhost/rookery', true],
    ['postgresql://[::1]:5432/rookery', true],
    ['postgres://db.example.org/rookery', false],
    ['postgres://10.0.0.5/rookery', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isLocalDatabaseUrl(url)).toBe(expected);
  });
});
