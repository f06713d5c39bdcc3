import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClientConfig } from '../../contracts/client-config';
import { pageLanguage, type Language } from '../../domain/i18n/language';
import { EncodedBody } from '../encoded-body';
import { withCriticalStyles } from './critical-styles';

/** The cookie the web app sets when someone picks a language (src/web/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'rookery_language';

/** What the renderer built from src/web/entry-server.tsx offers (see that file). */
interface RendererModule {
  setApiTransport(transport: (path: string, init?: RequestInit) => Promise<Response>): void;
  render(
    request: Request,
    language: Language,
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; html: string; state: string; modules: string[]; fetches: string[] }
  >;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      language: Language;
      html: string;
      /** The HTML with its encodings, made once per kept page (not once per visit). */
      body: EncodedBody;
      etag: string;
    };

export interface PageRenderer {
  render(request: FastifyRequest): Promise<RenderedPage>;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The language a page is rendered in: the saved choice (cookie), else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const accept = request.headers['accept-language'];
  return pageLanguage(
    cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    typeof accept === 'string' ? accept : undefined,
  );
}

/** The chunks a page module needs beyond the entry's own, in load order, and their styles. */
function preloadsFor(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key]!.imports ?? []) walk(child, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) walk(entryKey, loaded);
  const needed = new Set<string>();
  for (const module of modules) walk(module, needed);
  const keys = [...needed].filter((key) => !loaded.has(key));
  return {
    scripts: keys.map((key) => `/${manifest[key]!.file}`),
    styles: keys.flatMap((key) => manifest[key]!.css ?? []).map((file) => `/${file}`),
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Renders public pages to HTML with the web app's own components (built by `vite build --ssr` next
 * to the web build), so a page's heading and content arrive with it and paint before any script
 * runs; the browser then takes the page over (hydration). Null when no renderer was built.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  options: { webDir: string; template: string; clientConfig: ClientConfig; hostname: string },
): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(options.webDir), 'ssr', 'entry-server.js');
  const manifestPath = path.join(options.webDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestPath)) return null;
  // Read once per process by the renderer's modules, which have no document or location.
  globalThis.__ROOKERY_SERVER_RENDER__ = { clientConfig: options.clientConfig, hostname: options.hostname };
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  /** An API answer in process: no network, no session. */
  const fetchInProcess = async (url: string, init: RequestInit = {}) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return answer;
  };
  const digestOf = (answer: { statusCode: number; rawPayload: Buffer }) =>
    createHash('sha1').update(String(answer.statusCode)).update(answer.rawPayload).digest('base64url');

  // What each render read, so that its page can be served again while those answers are the same.
  const reading = new AsyncLocalStorage<RenderReads>();
  renderer.setApiTransport(async (url, init = {}) => {
    const answer = await fetchInProcess(url, init);
    const reads = reading.getStore();
    if (reads) {
      if ((init.method ?? 'GET') === 'GET') {
        reads.list.push({
          url,
          headers: Object.fromEntries(new Headers(init.headers).entries()),
          digest: digestOf(answer),
        });
      } else reads.cacheable = false;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  });
  const pages = renderedPages();
  // The answers a page was built from, asked again all at once (a page with several reads waits for
  // the slowest, not for their sum).
  const unchanged = async (reads: RenderRead[]) => {
    const digests = await Promise.all(
      reads.map(async (read) => digestOf(await fetchInProcess(read.url, { headers: read.headers }))),
    );
    return digests.every((digest, index) => digest === reads[index]!.digest);
  };

  const [head, tail] = options.template.split('<div id="root"></div>');
  if (tail === undefined) throw new Error('index.html has no <div id="root"></div> to render into');

  return {
    async render(request) {
      const language = requestLanguage(request);
      const url = new URL(request.url, `http://${options.hostname}`);
      // A page is the same for everyone in a language (the browser adds what is personal), so a
      // page rendered before is sent again while every answer it was built from is unchanged.
      const key = `${language} ${url.pathname}${url.search}`;
      const earlier = pages.get(key);
      if (earlier && (await unchanged(earlier.reads))) return earlier.page;
      const reads: RenderReads = { list: [], cacheable: true };
      const result = await reading.run(reads, () =>
        renderer.render(new Request(url, { headers: { 'accept-language': language } }), language),
      );
      if (result.kind === 'redirect') return result;
      const { scripts, styles } = preloadsFor(manifest, result.modules);
      const links = [
        // Read before the takeover (the data pack by its version): asked for with the page, as fetch() will ask.
        ...result.fetches.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`),
        ...styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
        ...scripts.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`),
      ].join('');
      const rendered =
        head!.replace('<html lang="en">', `<html lang="${language}">`).replace('</head>', `${links}</head>`) +
        `<div id="root">${result.html}</div><script type="application/json" id="page-state">${result.state}</script>` +
        tail;
      // Only a page that is kept has its styles chosen (tens of milliseconds, paid once per keeping):
      // a 404 or a page that wrote something is sent with every rule, as the app shell is.
      const kept = reads.cacheable && result.status === 200;
      const html = kept ? await withCriticalStyles(rendered) : rendered;
      // The page's data carries the moments it was read; the same content read again is the same page.
      const content = html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
      const etag = `W/"${createHash('sha1').update(content).digest('base64url')}"`;
      const page = { kind: 'page' as const, status: result.status, language, html, body: new EncodedBody(html), etag };
      if (kept) pages.set(key, { page, reads: reads.list });
      return page;
    },
  };
}

/** One API answer a render used: where, asked how, and a digest of its status and body. */
interface RenderRead {
  url: string;
  headers: Record<string, string>;
  digest: string;
}
interface RenderReads {
  list: RenderRead[];
  /** False once the render sent anything but a GET: such a page is not kept. */
  cacheable: boolean;
}

/** Rendered pages kept: at most this much HTML, each for at most this long. */
const KEPT_PAGE_BYTES = 16 * 1024 * 1024;
const KEPT_PAGE_MS = 60_000;

/**
 * The rendered pages kept for sending again, newest use last, within KEPT_PAGE_BYTES of HTML.
 * Each is kept for KEPT_PAGE_MS at most, for what a page shows that no read tells (a date).
 */
function renderedPages() {
  type Kept = { page: Extract<RenderedPage, { kind: 'page' }>; reads: RenderRead[]; at: number };
  const kept = new Map<string, Kept>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    bytes -= entry.page.html.length;
    kept.delete(key);
  };
  return {
    get(key: string): Kept | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      drop(key);
      if (performance.now() - entry.at > KEPT_PAGE_MS) return undefined;
      kept.set(key, entry);
      bytes += entry.page.html.length;
      return entry;
    },
    set(key: string, entry: Omit<Kept, 'at'>) {
      drop(key);
      if (entry.page.html.length > KEPT_PAGE_BYTES / 4) return;
      kept.set(key, { ...entry, at: performance.now() });
      bytes += entry.page.html.length;
      for (const oldest of kept.keys()) {
        if (bytes <= KEPT_PAGE_BYTES) break;
        drop(oldest);
      }
    },
  };
}
