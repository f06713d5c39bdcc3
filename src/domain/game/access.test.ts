import { describe, expect, it } from 'vitest';
import { canUsePlayMode } from './access';

const viewer = { isGuest: false, isAdmin: false, isTester: false, isPreview: false };

describe('canUsePlayMode (spec §6)', () => {
  it('lets testers, admins and preview in when they are not guests', () => {
    expect(canUsePlayMode({ ...viewer, isTester: true })).toBe(true);
    expect(canUsePlayMode({ ...viewer, isAdmin: true })).toBe(true);
    expect(canUsePlayMode({ ...viewer, isPreview: true })).toBe(true);
  });

  it('keeps other members and every guest out', () => {
    expect(canUsePlayMode(viewer)).toBe(false);
    expect(canUsePlayMode({ isGuest: true, isAdmin: true, isTester: true, isPreview: true })).toBe(false);
  });
});
