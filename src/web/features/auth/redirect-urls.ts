/**
 * Where links in e-mails bring people back to: this site's pages (the server only allows its own).
 * Confirmations go to the home page, which then shows the signed-in state and says so.
 */
export const redirectUrl = (path: '/' | '/login' | '/reset-password' | '/profile') =>
  new URL(path, window.location.origin).toString();
