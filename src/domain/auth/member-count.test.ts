import { describe, expect, it } from 'vitest';
import { displayedMemberCount, FALLBACK_MEMBER_COUNT, usesRealMemberCount } from './member-count';

describe('displayedMemberCount', () => {
  it('shows the real count with live content', () => {
    expect(displayedMemberCount(1234, 'live')).toBe(1234);
  });

  it('falls back to 470 on error (no count) and when the count is zero', () => {
    expect(FALLBACK_MEMBER_COUNT).toBe(470);
    expect(displayedMemberCount(undefined, 'live')).toBe(470);
    expect(displayedMemberCount(0, 'live')).toBe(470);
  });

  it('always shows 470 in local and preview content mode', () => {
    expect(displayedMemberCount(1234, 'local')).toBe(470);
    expect(displayedMemberCount(1234, 'preview')).toBe(470);
    expect(usesRealMemberCount('local')).toBe(false);
    expect(usesRealMemberCount('preview')).toBe(false);
    expect(usesRealMemberCount('live')).toBe(true);
  });
});
