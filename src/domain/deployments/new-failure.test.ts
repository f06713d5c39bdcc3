import { describe, expect, it } from 'vitest';
import { isNewFailure, type SeenDeployment } from './new-failure';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
const seen = (overrides: Partial<SeenDeployment> = {}): SeenDeployment => ({
  state: 'error',
  previousState: null,
  createdAt: NOW - HOUR,
  newestKnown: null,
  newestInBatch: NOW - HOUR,
  now: NOW,
  ...overrides,
});

describe('isNewFailure', () => {
  it('is only ever true for failures not already known as failed', () => {
    expect(isNewFailure(seen({ state: 'ready' }))).toBe(false);
    expect(isNewFailure(seen({ previousState: 'error' }))).toBe(false);
  });

  it('on a site’s first sync, reports only its newest deployment, and only under 24 hours old', () => {
    expect(isNewFailure(seen())).toBe(true);
    expect(isNewFailure(seen({ createdAt: NOW - 3 * HOUR }))).toBe(false);
    expect(isNewFailure(seen({ createdAt: NOW - 24 * HOUR, newestInBatch: NOW - 24 * HOUR }))).toBe(false);
    expect(isNewFailure(seen({ createdAt: NOW - 23 * HOUR, newestInBatch: NOW - 23 * HOUR }))).toBe(true);
  });

  it('once a site is known, reports failures newer than anything stored for it', () => {
    expect(isNewFailure(seen({ newestKnown: NOW - 2 * HOUR }))).toBe(true);
    expect(isNewFailure(seen({ newestKnown: NOW - HOUR }))).toBe(false);
    expect(isNewFailure(seen({ newestKnown: NOW, createdAt: NOW - 30 * HOUR }))).toBe(false);
  });

  it('reports a stored deployment that has failed since, however old', () => {
    expect(isNewFailure(seen({ previousState: 'building', createdAt: NOW - 30 * HOUR, newestKnown: NOW }))).toBe(true);
  });
});
