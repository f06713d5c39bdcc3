import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SITE_LOGO_URL } from '../src/contracts/storage-paths';
import { encodeListShareCode } from '../src/domain/army/share-code';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { createTestDatabase, type TestDatabase } from '../test/server/database';
import { startTcpProxy } from '../test/server/tcp-proxy';
import { launchBrowser, setupBrowser } from './support/browser';
import { armyList } from './support/lists';
import { describeNeeding, POSTGRES_MISSING } from '../scripts/test-requirements';

/**
 * Public pages arrive as HTML that already holds their heading and content, in the visitor's
 * language, and the app takes them over without a mismatch (issue 14).
 */

const baseUrl = inject('baseUrl');
const shareCode = encodeListShareCode(armyList('ssr', 'northern-tribes', 'Frost Warband'));

/** Each public page and the heading it shows in English, Spanish and French. */
const PAGES: Array<[string, Record<'en' | 'es' | 'fr', string>]> = [
  ['/', { en: 'Welcome to Rookery', es: 'Bienvenido a Rookery', fr: 'Bienvenue sur Rookery' }],
  ['/landing', { en: 'Welcome to Rookery', es: 'Bienvenido a Rookery', fr: 'Bienvenue sur Rookery' }],
  ['/builder', { en: 'Army Builder', es: 'Creador de ejércitos', fr: "Créateur d'armée" }],
  ['/rules', { en: 'Rules', es: 'Reglas', fr: 'Règles' }],
  ['/faq', { en: 'FAQ', es: 'FAQ', fr: 'FAQ' }],
  ['/missions', { en: 'Missions', es: 'Misiones', fr: 'Missions' }],
  ['/unit-stats', { en: 'Unit Stats', es: 'Estadísticas de unidades', fr: 'Statistiques des unités' }],
  ['/news', { en: 'News Archive', es: 'Archivo de noticias', fr: 'Archives des actualités' }],
  ['/about', { en: 'About Rookery', es: 'Acerca de Rookery', fr: 'À propos de Rookery' }],
  ['/api-reference', { en: 'API reference', es: 'Referencia de la API', fr: "Référence de l'API" }],
  ['/privacy-policy', { en: 'Privacy Policy', es: 'Política de privacidad', fr: 'Politique de confidentialité' }],
  ['/terms-of-service', { en: 'Terms of Use', es: 'Condiciones de uso', fr: "Conditions d'utilisation" }],
  [`/shared-list/${shareCode}`, { en: 'Frost Warband', es: 'Frost Warband', fr: 'Frost Warband' }],
];

const headingOf = (html: string) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

async function page(url: string, headers: Record<string, string> = {}, base = baseUrl) {
  const response = await fetch(`${base}${url}`, { headers: { accept: 'text/html', ...headers } });
  return { response, html: await response.text() };
}

describe('pages as HTML', () => {
  it.each(['en', 'es', 'fr'] as const)('holds each public page’s heading and content in %s', async (language) => {
    for (const [url, headings] of PAGES) {
      const { response, html } = await page(url, { 'accept-language': `${language}-XX,${language};q=0.9` });
      expect(response.status, url).toBe(200);
      expect(html, url).toContain(`<html lang="${language}">`);
      expect(headingOf(html), url).toBe(headings[language]);
      expect(response.headers.get('content-language')).toBe(language);
      expect(html).toContain('<script type="application/json" id="page-state">');
    }
  });

  it('holds the landing texts and news, the rules chapters, the unit table, the factions and the shared list’s points', async () => {
    const landing = (await page('/')).html;
    expect(landing).toContain('Start Building');
    expect(landing).toMatch(/News as of/);
    const rules = (await page('/rules')).html;
    expect(rules).toMatch(/<nav[^>]*>[\s\S]*Chapters/);
    const stats = (await page('/unit-stats')).html;
    expect(stats).toContain('<table');
    const builder = (await page('/builder')).html;
    for (const faction of ['Northern Tribes', 'Hegemony of Embersig', 'Scions of Yaldabaoth'])
      expect(builder).toContain(faction);
    const reference = (await page('/api-reference')).html;
    expect(reference).toContain('/api/lists/{listId}');
    const shared = (await page(`/shared-list/${shareCode}`)).html;
    expect(shared).toMatch(/\d+ ?\/ ?\d+|points/i);
  });

  it('takes the saved choice (cookie) over Accept-Language, and English for anything else', async () => {
    expect((await page('/', { cookie: 'rookery_language=fr', 'accept-language': 'es' })).html).toContain(
      '<html lang="fr">',
    );
    expect((await page('/', { cookie: 'rookery_language=xx', 'accept-language': 'de,it;q=0.5' })).html).toContain(
      '<html lang="en">',
    );
    expect((await page('/', { 'accept-language': '*;q=abc,,;;' })).html).toContain('<html lang="en">');
  });

  it('names the data pack in the builder’s, unit table’s and shared list’s pages and preloads it, instead of carrying it', async () => {
    const version = (await fetch(`${baseUrl}/api/data-pack`)).headers.get('x-data-version')!;
    for (const url of ['/builder', '/unit-stats', `/shared-list/${shareCode}`]) {
      const { html } = await page(url);
      const state = JSON.parse(
        /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)![1]!,
      ) as {
        dataPack?: { version: string };
        queries: { queries: Array<{ queryKey: unknown[] }> };
      };
      expect(state.dataPack?.version, url).toBe(version);
      expect(
        state.queries.queries.map((query) => query.queryKey[0]),
        url,
      ).not.toContain('data-pack');
      const href = `/api/data-pack/versions/${encodeURIComponent(version)}`;
      expect(html, url).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`);
      // That address answers the whole pack, to be kept for good.
      const pack = await fetch(`${baseUrl}${href}`);
      expect(pack.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(((await pack.json()) as { version: string }).version).toBe(version);
    }
    // Pages that do not show the pack name none.
    expect((await page('/rules')).html).not.toContain('/api/data-pack/versions/');
  });

  it('answers a malformed or unknown share code with a complete page and a clear message', async () => {
    // No list at these addresses: Not Found, with a page that says why.
    const broken = await page('/shared-list/R1-this-is-not-a-list');
    expect(broken.response.status).toBe(404);
    expect(headingOf(broken.html)).toBe('This link is broken');
    const garbled = await page('/shared-list/zzzzzzzz');
    expect(garbled.response.status).toBe(404);
    expect(garbled.html).toContain('<h1');
    expect(garbled.html).not.toContain('Loading...');
    const unknown = await page('/shared-list/zzzzzzzzzz');
    expect(unknown.response.status).toBe(404);
    expect(unknown.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(headingOf(unknown.html)).toBe('This list is no longer shared');
    expect(unknown.html).not.toContain('Loading...');
    const odd = await page(`/shared-list/${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(odd.response.status).toBeLessThan(500);
    expect(odd.html).not.toContain('<script>alert(1)</script>');
  });

  it('answers Not Found with a 404 page that still holds its heading', async () => {
    const missing = await page('/no/such/page');
    expect(missing.response.status).toBe(404);
    expect(headingOf(missing.html)).toBe('Page not found');
  });
});

describe('headers and caching', () => {
  it('sends hashed assets as immutable and every compressed answer with Vary: Accept-Encoding', async () => {
    const webDir = inject('webDir');
    const script = readdirSync(path.join(webDir, 'assets')).find((file) => file.endsWith('.js'))!;
    const asset = await fetch(`${baseUrl}/assets/${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await asset.arrayBuffer();
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);

    const html = await fetch(`${baseUrl}/rules`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    await html.arrayBuffer();
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(html.headers.get('vary')).toMatch(/accept-encoding/i);
    // Named once: the compression layer adds it only when the page's own Vary does not say it.
    expect(html.headers.get('vary')?.match(/accept-encoding/gi)).toHaveLength(1);
    expect(html.headers.get('cache-control')).toBe('no-cache');

    const api = await fetch(`${baseUrl}/api/data-pack`, { headers: { 'accept-encoding': 'gzip' } });
    await api.arrayBuffer();
    expect(api.headers.get('content-encoding')).toBe('gzip');
    expect(api.headers.get('vary')?.match(/accept-encoding/gi)).toHaveLength(1);
  });

  it('draws the landing logo in the page, so no image request stands before its first paint', async () => {
    const { html } = await page('/');
    const hero = html.slice(
      html.indexOf('<section aria-labelledby="welcome-heading"'),
      html.indexOf('id="welcome-heading"'),
    );
    expect(hero).toMatch(/<svg[^>]*viewBox="0 0 64 64"[^>]*aria-hidden="true"/);
    expect(html).not.toContain('as="image"');
    expect(html).not.toContain(`src="${SITE_LOGO_URL}"`);
  });

  it('writes only the styles a page uses into it, and asks for the full stylesheet beside the scripts', async () => {
    const { html } = await page('/');
    const match = /<style data-critical-styles="(\/assets\/index-[\w-]+\.css)">([\s\S]*?)<\/style>/.exec(html);
    expect(match).not.toBeNull();
    const [, href, kept] = match!;
    const full = await (await fetch(`${baseUrl}${href}`)).text();
    expect(kept!.length).toBeLessThan(full.length / 2);
    expect(kept).toContain('@font-face');
    expect(html).toContain(`<link rel="preload" href="${href}" as="style" fetchpriority="low">`);
  });

  it('asks for a page’s scripts in few files, and none of them holds code its first paint does not need', async () => {
    const webDir = inject('webDir');
    /** The modules a built script was made from, read from its source map (the bundler's runtime has none). */
    const sourcesOf = (href: string) => {
      const map = path.join(webDir, `${href}.map`);
      return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    };
    const { html: shell } = await page('/');
    const entry = /<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)">/.exec(shell)?.[1];
    expect(entry).toBeDefined();
    for (const [url] of PAGES) {
      const { html } = await page(url);
      const scripts = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[\w-]+\.js)"/g)].map((m) => m[1]!))];
      // The entry and the modules it loads are one file beside the bundler's runtime, not a dozen.
      expect(scripts.filter((href) => !/^\/assets\/(app|index|rolldown-runtime)-/.test(href)).length, url).toBe(
        scripts.length - 3,
      );
      for (const href of scripts) {
        const sources = sourcesOf(href);
        // Icons come in the entry (the header's) or in one file of all the others, never one each.
        if (!/^\/assets\/(app|icons)-/.test(href))
          expect(
            sources.filter((source) => source.includes('lucide-react/dist/esm/icons/')),
            `${url} ${href}`,
          ).toEqual([]);
        expect(
          sources.filter((source) =>
            // (The site's alerts are shown on public pages; only their slot sits with the admin's tools.)
            /zod\/v4\/core\/to-json-schema|node_modules\/sonner\/|src\/web\/features\/(admin(?!\/banners\/site-alerts-slot)|admin-content|game)\//.test(
              source,
            ),
          ),
          `${url} ${href}`,
        ).toEqual([]);
        // Reading pages hold no schema library at all: their data came with the page, and zod
        // loads with the first request that needs it.
        if (!/^\/(builder|unit-stats|shared-list|api-reference)/.test(url))
          expect(
            sources.filter((source) => source.includes('node_modules/zod/')),
            `${url} ${href}`,
          ).toEqual([]);
      }
    }
  });

  it('revalidates pages with an ETag, so a new deploy is seen at once', async () => {
    const first = await page('/about');
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${baseUrl}/about`, { headers: { accept: 'text/html', 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const otherLanguage = await fetch(`${baseUrl}/about`, {
      headers: { accept: 'text/html', 'if-none-match': etag!, 'accept-language': 'es' },
    });
    expect(otherLanguage.status).toBe(200);
    await otherLanguage.arrayBuffer();
    // Pages that carry data read for the request are the same page when that data is the same.
    for (const path of ['/', '/rules', '/news', '/builder']) {
      const fresh = await page(path);
      const tag = fresh.response.headers.get('etag')!;
      const listed = await fetch(`${baseUrl}${path}`, {
        headers: { accept: 'text/html', 'if-none-match': `W/"something-else", ${tag}` },
      });
      expect(listed.status, path).toBe(304);
    }
  });
});

/**
 * The database gone from under a running server (a PostgreSQL server stopping; a TCP proxy the
 * test cuts plays it): pages still arrive whole. The embedded database cannot go away by itself.
 */
describeNeeding(POSTGRES_MISSING, 'a server whose database has gone away', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    const viaProxy = await openDatabase({ url: target.toString() });
    app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        DATABASE_URL: target.toString(),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rookery-e2e-nodb-')),
        WEB_DIST_DIR: inject('webDir'),
      }),
      { database: viaProxy, skipMigrations: true },
    );
    app.addHook('onClose', async () => viaProxy.close());
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    proxy?.close();
    await database?.drop();
  });

  it('still answers every public page with complete HTML and a clear message, never a 500', async () => {
    await proxy.cut();
    for (const [address] of PAGES) {
      const { response, html } = await page(address, {}, url);
      expect(response.status, address).toBeLessThan(500);
      expect(html, address).toContain('<h1');
      expect(html, address).toContain('</html>');
    }
    // The news could not be read: the landing page says so, and offers to try again.
    expect((await page('/', {}, url)).html).toContain('Try Again');
  });
});

describe('in the browser', () => {
  const browser = setupBrowser();
  it.each(['en-GB', 'es-ES', 'fr-FR'])('takes every public page over without a mismatch (%s)', async (locale) => {
    const tab = await browser.open({ locale });
    for (const [url, headings] of PAGES) {
      await tab.goto(url);
      const language = locale.slice(0, 2) as 'en' | 'es' | 'fr';
      await tab.getByRole('heading', { level: 1, name: headings[language] }).waitFor();
      // The app has taken the page over once its links navigate without a reload.
      await tab.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false);
      // With the full stylesheet linked and loaded, for what the page shows later.
      expect(
        await tab.evaluate(() => Boolean(document.querySelector<HTMLLinkElement>('link[data-app-styles]')?.sheet)),
      ).toBe(true);
    }
  });

  it('takes the unit table over with the pack its page preloaded, asked for once', async () => {
    const tab = await browser.open();
    const asked: string[] = [];
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/data-pack')) asked.push(new URL(request.url()).pathname);
    });
    await tab.goto('/unit-stats');
    await tab.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false);
    await tab.getByRole('table').getByRole('row').nth(1).waitFor();
    // The preload and the takeover's read are one request; nothing asks for the current pack again.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/api\/data-pack\/versions\//);
  });

  it('draws the builder afresh, with the current pack, when the one its page names cannot be had', async () => {
    browser.allowErrors();
    const tab = await browser.open();
    await tab.route('**/api/data-pack/versions/**', (route) => route.abort());
    await tab.goto('/builder');
    await tab.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false);
    await tab.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor();
    await tab.getByRole('button', { name: /^Add / }).first().waitFor();
  });

  it('takes the rules over as the server drew them, and draws rich text itself once it changes', async () => {
    // The rich-text renderer cannot load at first: the page must not need it to be taken over.
    browser.allowErrors();
    const tab = await browser.open();
    const renderer = '**/assets/rich-text-render-*.js';
    await tab.route(renderer, (route) => route.abort());
    await tab.goto('/rules');
    await tab.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false);
    const section = tab.getByRole('article', { name: 'Line of sight' });
    await section.getByText('To shoot at or target a unit you usually need to see it.').waitFor();
    // A search highlights its matches in the rules: drawn by the renderer, loaded for it.
    await tab.unroute(renderer);
    await tab.getByRole('searchbox', { name: 'Search rules and FAQ' }).fill('shoot');
    await tab.locator('mark.search-hit').first().waitFor();
    await section.getByText('To shoot at or target a unit you usually need to see it.').waitFor();
  });

  it.each(['/faq', '/', '/news'])(
    'keeps the rich text the server drew on %s in place when its renderer arrives',
    async (path) => {
      const tab = await browser.open();
      // Every node taken out of a rich-text block from the start (a block drawn again repaints).
      await tab.addInitScript(() => {
        const w = window as unknown as { removedFromRichText: number };
        w.removedFromRichText = 0;
        new MutationObserver((records) => {
          for (const record of records)
            if ((record.target as Element).closest?.('[data-rich-text]'))
              w.removedFromRichText += record.removedNodes.length;
        }).observe(document, { childList: true, subtree: true });
      });
      const renderer = tab.waitForResponse((response) => response.url().includes('/assets/rich-text-render-'));
      await tab.goto(path);
      await tab.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false);
      const url = (await renderer).url();
      // The renderer has run (the page's own copy of the module) and React has drawn what it changed.
      // (A string, so the test runner leaves its import() alone.)
      await tab.evaluate(
        `import(${JSON.stringify(url)}).then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))`,
      );
      expect(await tab.evaluate(() => (window as unknown as { removedFromRichText: number }).removedFromRichText)).toBe(
        0,
      );
      expect(await tab.locator('[data-rich-text] p').count()).toBeGreaterThan(0);
    },
  );

  it('paints each page’s heading with JavaScript off', async () => {
    const chromium = await launchBrowser();
    try {
      const context = await chromium.newContext({ javaScriptEnabled: false, baseURL: baseUrl });
      const tab = await context.newPage();
      for (const [url, headings] of PAGES) {
        await tab.goto(url);
        expect(await tab.getByRole('heading', { level: 1 }).first().textContent(), url).toBe(headings.en);
      }
    } finally {
      await chromium.close();
    }
  });
});
