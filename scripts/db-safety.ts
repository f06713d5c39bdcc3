/** A reset wipes every table, so it only runs unprompted against a database on this machine. */
export function isLocalDatabaseUrl(url: string | undefined): boolean {
  if (!url) return true; // the embedded PGlite database in DATA_DIR
  try {
    const { hostname } = new URL(url);
    const host = hostname.replace(/^\[|\]$/g, '');
    return host === '' || host === 'localhost' || host === '::1' || host.startsWith('127.') || host.startsWith('/');
  } catch {
    return false;
  }
}
