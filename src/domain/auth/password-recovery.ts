/** Pages a reader may still open while a recovery link waits for the new password. */
const OPEN_DURING_RECOVERY = new Set(['/reset-password', '/about', '/privacy-policy', '/terms-of-service']);

/**
 * Where a page sends the reader instead of showing itself: a recovery link signs them in only to
 * choose a new password, so until it is saved every page but the new-password form (and the
 * legal pages) sends them back there. null: show the page.
 */
export function recoveryRedirect(
  passwordRecovery: boolean,
  isAuthenticated: boolean | null,
  pathname: string,
): '/reset-password' | null {
  return passwordRecovery && isAuthenticated === true && !OPEN_DURING_RECOVERY.has(pathname) ? '/reset-password' : null;
}
