import { describe, expect, it } from 'vitest';
import { panelState } from './panel-state';

const list = { enabled: true, isPending: false, isError: false, paused: false, offline: false };

describe('panelState', () => {
  it('shows nothing but the preview word in preview mode, whatever the list does', () => {
    expect(panelState({ ...list, enabled: false, isPending: true, isError: true })).toBe('preview');
  });

  it('tells waiting for the connection from loading', () => {
    expect(panelState({ ...list, isPending: true })).toBe('loading');
    expect(panelState({ ...list, isPending: true, paused: true })).toBe('offline');
    expect(panelState({ ...list, isPending: true, offline: true })).toBe('offline');
  });

  it('offers a retry after a failure and the list otherwise', () => {
    expect(panelState({ ...list, isError: true })).toBe('failed');
    expect(panelState(list)).toBe('ready');
  });
});
