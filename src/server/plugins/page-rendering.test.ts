import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer, type PageRenderer } from './page-rendering';

/**
 * A stand-in for the built renderer (dist/ssr/entry-server.js): it reads the API through the
 * transport the server gives it, counts its renders, and sends a POST when the page asks it to.
 */
const ENTRY = `
let transport;
globalThis.__renders = 0;
export function setApiTransport(given) { transport = given; }
export async function render(request, language) {
  globalThis.__renders += 1;
  const url = new URL(request.url);
  if (url.pathname === '/writes') await transport('/api/note', { method: 'POST', body: '{}' });
  const answer = await transport('/api/headline');
  const headline = await answer.text();
  return { kind: 'page', status: 200, html: '<h1>' + headline + ' (' + language + ')</h1>', state: '{}', modules: [], fetches: [] };
}
`;

const folder = mkdtempSync(path.join(tmpdir(), 'rookery-page-rendering-'));
let app: FastifyInstance;
let renderer: PageRenderer;
let headline = 'First news';
let headlineReads = 0;

beforeAll(async () => {
  const webDir = path.join(folder, 'web');
  mkdirSync(path.join(webDir, '.vite'), { recursive: true });
  mkdirSync(path.join(folder, 'ssr'));
  writeFileSync(path.join(folder, 'ssr', 'entry-server.js'), ENTRY);
  writeFileSync(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'main.tsx': { file: 'main.js', isEntry: true } }),
  );
  app = Fastify();
  app.get('/api/headline', async () => {
    headlineReads += 1;
    return headline;
  });
  app.post('/api/note', async () => ({ ok: true }));
  await app.ready();
  renderer = (await createPageRenderer(app, {
    webDir,
    template: '<html lang="en"><head><title>R</title></head><body><div id="root"></div></body></html>',
    clientConfig: {
      anonKey: 'key',
      productionHosts: [],
      previewMarkers: [],
      contactEmail: 'a@example.org',
      productSiteNames: [],
    },
    hostname: 'localhost',
  }))!;
});
afterAll(async () => {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
});

const renders = () => (globalThis as unknown as { __renders: number }).__renders;
const visit = async (url: string, language = 'en') => {
  const page = await renderer.render({ url, headers: { 'accept-language': language } } as unknown as FastifyRequest);
  if (page.kind !== 'page') throw new Error('expected a page');
  return page;
};

describe('pages rendered before', () => {
  it('are sent again while what they read is unchanged, and rendered afresh once it changes', async () => {
    const first = await visit('/');
    expect(first.html).toContain('<h1>First news (en)</h1>');
    const rendersBefore = renders();
    const readsBefore = headlineReads;
    const again = await visit('/');
    expect(again).toEqual(first);
    // Not rendered again; its read was checked once.
    expect(renders()).toBe(rendersBefore);
    expect(headlineReads).toBe(readsBefore + 1);

    headline = 'Second news';
    const changed = await visit('/');
    expect(changed.html).toContain('<h1>Second news (en)</h1>');
    expect(changed.etag).not.toBe(first.etag);
    expect(renders()).toBe(rendersBefore + 1);
  });

  it('are kept per language and per address', async () => {
    const english = await visit('/about');
    const spanish = await visit('/about', 'es');
    expect(english.html).toContain('(en)');
    expect(spanish.html).toContain('(es)');
    const rendersBefore = renders();
    expect((await visit('/about', 'es')).html).toBe(spanish.html);
    expect((await visit('/about?tab=1')).html).toContain('(en)');
    expect(renders()).toBe(rendersBefore + 1);
  });

  it('are not kept when their render sent anything but a read', async () => {
    await visit('/writes');
    const rendersBefore = renders();
    await visit('/writes');
    expect(renders()).toBe(rendersBefore + 1);
  });
});
