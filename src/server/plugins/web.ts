import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientConfig } from '../../contracts/client-config';
import { CLIENT_CONFIG_META } from '../../contracts/paths';
import { appRoot } from '../app-root';
import type { Config } from '../config';
import { isApiPath, sendApiNotFound } from './errors';
import { addressErrorPage, type AddressProblem } from './address-error-page';
import { APP_STYLES_ATTRIBUTE } from '../../contracts/page-styles';
import { createPageRenderer, requestLanguage, type RenderedPage } from './page-rendering';
import { matchesEtag } from '../etag';
import { VARY } from '../vary';
import { IMMUTABLE_CACHE_CONTROL, registerKeptAssets } from './kept-assets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built app's page head (its stylesheets), for pages the app itself cannot show. */
    webHead: string;
  }
}

/** The page without content, for the service worker to open any page offline. */
export const APP_SHELL_PATH = '/app-shell';

const CONFIG_PLACEHOLDER = '<!--app-config-->';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function clientConfig(config: Config, anonKey: string): ClientConfig {
  return {
    anonKey,
    productionHosts: config.PRODUCTION_HOSTS,
    previewMarkers: config.PREVIEW_MARKERS,
    contactEmail: config.CONTACT_EMAIL,
    productSiteNames: config.PRODUCT_SITE_NAMES,
    ...(config.SUPPORT_URL ? { supportUrl: config.SUPPORT_URL } : {}),
  };
}

/** Serves the built web app: hashed assets cached for a year, everything else revalidated,
 *  and any unknown non-API path answered with the SPA (which renders its Not Found page). */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const webDir = path.resolve(config.WEB_DIST_DIR ?? path.join(appRoot(), 'dist/web'));
  const indexPath = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexPath);
  let indexHtml: string | undefined;
  if (hasWeb) {
    const meta = `<meta name="${CLIENT_CONFIG_META}" content="${escapeAttribute(JSON.stringify(clientConfig(config, app.auth.anonKey)))}">`;
    indexHtml = headForFirstPaint(readFileSync(indexPath, 'utf8').replace(CONFIG_PLACEHOLDER, meta), webDir);
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      // Listed in the API description with every other route (plugins/contracts.test.ts checks).
      schemaHide: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      // Our own Cache-Control below; send's default (public, max-age=0) would replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
        res.setHeader('Cache-Control', immutable ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
        // Brotli and gzip copies are served by Accept-Encoding, so caches must key on it.
        res.setHeader('Vary', VARY.encoding);
      },
    });
    registerKeptAssets(app, path.join(webDir, 'assets'));
  } else {
    app.log.warn({ webDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.decorate('webHead', indexHtml?.split('</head>')[0] ?? '');

  const renderer = indexHtml
    ? await createPageRenderer(app, {
        webDir,
        template: indexHtml,
        clientConfig: clientConfig(config, app.auth.anonKey),
        hostname: new URL(config.SITE_URL ?? 'http://localhost').hostname,
      })
    : null;
  if (indexHtml && !renderer) app.log.warn({ webDir }, 'no page renderer built: pages are rendered in the browser');

  /** The app shell: the page without content, which the browser renders (the offline fallback too). */
  const sendShell = (reply: FastifyReply) =>
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', VARY.encoding)
      .send(indexHtml);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderer) return sendShell(reply);
    let page: RenderedPage;
    try {
      page = await renderer.render(request);
    } catch (error) {
      // The browser can still build the page itself; never a blank page or a 500 for a reader.
      request.log.error({ err: error }, 'page rendering failed; sent the app shell');
      return sendShell(reply);
    }
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', VARY.page)
      .header('Content-Language', page.language)
      .header('ETag', page.etag);
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    reply.status(page.status).type('text/html; charset=utf-8');
    return page.body.send(request, reply);
  };

  if (indexHtml) {
    app.get('/', sendPage);
    app.get(APP_SHELL_PATH, (_request, reply) => sendShell(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && wantsPage(request)) return sendPage(request, reply);
    return sendApiNotFound(reply, request.url);
  });
}

/** A browser asking for a page (not the API, not a script's fetch of data). */
export function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (accept.includes('text/html') || accept.includes('*/*') || accept === '')
  );
}

/** The complete page for an address that cannot be read (400) or is too long (414), in the reader's language. */
export function sendAddressErrorPage(request: FastifyRequest, reply: FastifyReply, problem: AddressProblem) {
  return reply
    .status(problem === 'malformed' ? 400 : 414)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Vary', VARY.page)
    .send(addressErrorPage(problem, requestLanguage(request), request.server.webHead));
}

/**
 * The build's page head, reordered for the first paint on a slow link: the stylesheet (which holds
 * the paint back) comes first, written into the page, then the scripts (which the page does not
 * wait for). Vite writes the scripts first.
 *
 * The fonts are not preloaded. The text paints at once in the metric-matched stand-ins (fonts.css)
 * and the faces swap in when they arrive, asked for by the first layout. Preloaded, the three files
 * shared the slow link with the page itself and held its first paint back (phone profile, the home
 * page: LCP ÷ floor 1.79 with them, 1.46 without, no layout shift either way; decision 0027).
 */
export function headForFirstPaint(html: string, webDir: string): string {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const firstScript = html.search(/<script type="module"|<link rel="modulepreload"/);
  if (firstScript < 0) return html;
  let head = html;
  for (const link of stylesheets) head = head.replace(link, '');
  const at = head.search(/<script type="module"|<link rel="modulepreload"/);
  const styles = stylesheets.map((link) => inlineStylesheet(link, webDir));
  return `${head.slice(0, at)}${styles.join('\n    ')}\n    ${head.slice(at)}`;
}

/**
 * The app's stylesheet, written into the page rather than linked: on a slow phone link, asking for
 * it is one more round trip before anything can paint, and it is about 10 KB gzip (issue 14).
 * Pages the worker serves carry it too, so a repeat visit loses nothing. A link to a file that is
 * not there (or holds a closing style tag) is left as a link.
 */
function inlineStylesheet(link: string, webDir: string): string {
  const href = /href="\/(assets\/[^"]+\.css)"/.exec(link)?.[1];
  const file = href ? path.join(webDir, href) : null;
  if (!file || !existsSync(file)) return link;
  const css = readFileSync(file, 'utf8');
  return /<\/style/i.test(css) ? link : `<style ${APP_STYLES_ATTRIBUTE}="/${escapeAttribute(href!)}">${css}</style>`;
}
