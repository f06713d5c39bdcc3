import { describe, expect, it } from 'vitest';
import { memberCountRetries, shownMemberCount } from './member-count';

describe('shownMemberCount', () => {
  it('shows the real count', () => {
    expect(shownMemberCount(1)).toBe(1);
    expect(shownMemberCount(1234)).toBe(1234);
  });

  it('shows nothing when the count is unknown or zero: no made-up number', () => {
    expect(shownMemberCount(undefined)).toBeNull();
    expect(shownMemberCount(null)).toBeNull();
    expect(shownMemberCount(0)).toBeNull();
    expect(shownMemberCount(-3)).toBeNull();
    expect(shownMemberCount(2.5)).toBeNull();
  });
});

describe('memberCountRetries', () => {
  it('retries twice, except with local content', () => {
    expect(memberCountRetries('live')).toBe(2);
    expect(memberCountRetries('preview')).toBe(2);
    expect(memberCountRetries('local')).toBe(0);
  });
});
