import { describe, expect, it } from 'vitest';
import { recoveryRedirect } from './password-recovery';

describe('recoveryRedirect', () => {
  it('sends a signed-in reader who still has to choose a password to the new-password form', () => {
    for (const path of ['/', '/profile', '/login', '/builder', '/admin']) {
      expect(recoveryRedirect(true, true, path)).toBe('/reset-password');
    }
  });

  it('leaves the form itself and the legal pages open', () => {
    for (const path of ['/reset-password', '/about', '/privacy-policy', '/terms-of-service']) {
      expect(recoveryRedirect(true, true, path)).toBeNull();
    }
  });

  it('does nothing without a recovery, or before the session is known', () => {
    expect(recoveryRedirect(false, true, '/profile')).toBeNull();
    expect(recoveryRedirect(true, null, '/profile')).toBeNull();
    expect(recoveryRedirect(true, false, '/profile')).toBeNull();
  });
});
