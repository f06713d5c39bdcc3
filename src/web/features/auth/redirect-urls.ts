/** Where links in e-mails bring people back to: this site's pages (the server only allows its own). */
export const redirectUrl = (path: '/login' | '/reset-password' | '/profile') =>
  new URL(path, window.location.origin).toString();
