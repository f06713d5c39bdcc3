import { APP_STYLES_ATTRIBUTE, CRITICAL_STYLES_ATTRIBUTE } from '../../contracts/page-styles';

/**
 * A page the server rendered holds only the app styles its own markup uses, in
 * `<style data-critical-styles="/assets/index-….css">` (server/plugins/critical-styles.ts). Before
 * the app takes the page over, the full file is linked after it (the server already asked for it
 * with a preload), so what the app shows later, a menu, a dialog or another page, is styled.
 * Resolves once the file has loaded or failed (offline without it, the page keeps its own rules).
 */
export function loadAppStyles(doc: Document = document): Promise<void> {
  const critical = doc.querySelector<HTMLStyleElement>(`style[${CRITICAL_STYLES_ATTRIBUTE}]`);
  const href = critical?.getAttribute(CRITICAL_STYLES_ATTRIBUTE);
  if (!critical || !href) return Promise.resolve();
  if (doc.querySelector(`link[rel="stylesheet"][${APP_STYLES_ATTRIBUTE}]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute(APP_STYLES_ATTRIBUTE, '');
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    critical.after(link);
  });
}
