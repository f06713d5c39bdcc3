import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['the server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'a cause deeper down',
      new Error('query failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
    ],
    [
      'one of several',
      new AggregateError([new Error('nope'), Object.assign(new Error('y'), { code: 'ECONNREFUSED' })]),
    ],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
