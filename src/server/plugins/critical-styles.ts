import Beasties from 'beasties';
import { APP_STYLES_ATTRIBUTE, CRITICAL_STYLES_ATTRIBUTE } from '../../contracts/page-styles';

/**
 * The app's stylesheet is written into every page (web.ts, `headForFirstPaint`), marked with the
 * address of the full file: `<style data-app-styles="/assets/index-….css">`. A page the server
 * rendered keeps only the rules its own markup uses (about a third of the file on the home page):
 * the browser reads, matches and lays out less before its first paint, and the HTML is smaller.
 * The page then names the full file twice: a preload, so it downloads beside the scripts, and the
 * mark `data-critical-styles`, by which the web app links it before it takes the page over
 * (src/web/lib/app-styles.ts), so what appears later (a menu, a dialog, a signed-in header) is
 * styled. Decision 0027, amendment on the first paint's styles.
 */

const APP_STYLE = new RegExp(`<style ${APP_STYLES_ATTRIBUTE}="([^"]+)">([\\s\\S]*?)</style>`);

const beasties = new Beasties({
  // Only the inline stylesheet is reduced; nothing is read from disk or added to the page.
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  pruneSource: false,
  // Font faces are put back whole below: the utilities name their families through custom
  // properties, which Beasties cannot follow, and `unicode-range` already limits what is fetched.
  inlineFonts: false,
  preloadFonts: false,
  keyframes: 'all',
  compress: true,
  logLevel: 'silent',
});

/**
 * The page with its app stylesheet reduced to the rules its markup uses, and the full file
 * preloaded and named for the web app. The rest of the page is left byte for byte as it was (only
 * the stylesheet's text is taken from Beasties' copy). A page without the marked stylesheet, or
 * one Beasties cannot read, is returned as it is: it still has every rule.
 */
export async function withCriticalStyles(html: string): Promise<string> {
  const marked = APP_STYLE.exec(html);
  if (!marked) return html;
  const [whole, href, css] = marked;
  let reduced: string | undefined;
  try {
    reduced = APP_STYLE.exec(await beasties.process(html))?.[2];
  } catch {
    return html;
  }
  if (reduced === undefined || /<\/style/i.test(reduced)) return html;
  const fontFaces = (css!.match(/@font-face\s*\{[^}]*\}/g) ?? []).join('');
  const replacement =
    `<style ${CRITICAL_STYLES_ATTRIBUTE}="${href}">${fontFaces}${reduced}</style>` +
    // Low priority: the page paints without it (the web app waits for it before taking the page
    // over), so it must not share the slow link with the page's own bytes first (decision 0027).
    `<link rel="preload" href="${href}" as="style" fetchpriority="low">`;
  return html.replace(whole, () => replacement);
}
