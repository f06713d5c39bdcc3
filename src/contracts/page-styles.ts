/**
 * How a page names the app's full stylesheet (decision 0027, the first paint's styles): the
 * server marks the stylesheet it writes into a page with the full file's address, and a page it
 * rendered with only the rules its markup uses carries the critical mark instead; the web app
 * links the full file after that one, marked as the app's.
 */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';
export const CRITICAL_STYLES_ATTRIBUTE = 'data-critical-styles';
