import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../contracts/health';
import { APP_VERSION } from '../domain/app-version';
import { createTestApp, type TestApp } from '../../test/server/app';

let server: TestApp;
const webDir = mkdtempSync(path.join(tmpdir(), 'rookery-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<html><head><!--app-config--></head><body>spa</body></html>');
writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *');

beforeAll(async () => {
  server = await createTestApp({ WEB_DIST_DIR: webDir, BODY_LIMIT_BYTES: '4096', CONTACT_EMAIL: 'club@example.org' });
});
afterAll(async () => server.close());

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${url}`, { headers });
const postJson = (url: string, body: string) =>
  fetch(`${server.baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('GET /api/health', () => {
  it('reports the database, version and uptime', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ status: 'ok', version: APP_VERSION, database: { status: 'up' } });
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('echoes a request id, or makes one', async () => {
    const given = await get('/api/health', { 'x-request-id': 'trace-123' });
    expect(given.headers.get('x-request-id')).toBe('trace-123');
    const made = await get('/api/health');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a content security policy that allows only our origin and no inline scripts', async () => {
    const response = await get('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('unknown paths', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await get('/api/does-not-exist?x=1');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: 'No route for /api/does-not-exist' });
  });

  it('answers an address part too long for the router with 414 uri_too_long, in our error shape', async () => {
    const bare = await createTestApp({ WEB_DIST_DIR: path.join(webDir, 'no-build-here') });
    try {
      const response = await fetch(`${bare.baseUrl}/api/lists/${'a'.repeat(2000)}`);
      expect(response.status).toBe(414);
      expect(await response.json()).toEqual({ code: 'uri_too_long', message: 'This address is too long.' });
    } finally {
      await bare.close();
    }
  });

  it('answers every other unknown path with the web app, with the client config filled in', async () => {
    const response = await get('/some/deep/page', { accept: 'text/html' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('spa');
    expect(html).toContain('<meta name="rookery-config"');
    expect(html).toContain('club@example.org');
    expect(html).not.toContain('<!--app-config-->');
  });

  it('serves the web app at the root', async () => {
    const response = await get('/', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('spa');
  });

  it('serves static files from the build and never the raw index.html', async () => {
    expect(await (await get('/robots.txt')).text()).toContain('User-agent');
    const raw = await get('/index.html', { accept: 'application/json' });
    expect(raw.status).toBe(404);
  });
});

describe('addresses that cannot be read', () => {
  const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  it('answers a browser following a garbled link with a page in its language, not JSON', async () => {
    const response = await get('/%E0%A4%A', { accept: 'text/html', 'accept-language': 'es-ES,es;q=0.9' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(headingOf(html)).toBe('Esta dirección no es válida');
    expect(html).toContain('<a href="/"');
  });

  it('takes the saved language over Accept-Language for that page', async () => {
    const response = await get('/rules/%E0%A4%A', {
      accept: 'text/html',
      'accept-language': 'es',
      cookie: 'rookery_language=fr',
    });
    expect(response.status).toBe(400);
    expect(headingOf(await response.text())).toBe('Cette adresse n’est pas valide');
  });

  it('keeps JSON for the API and for scripts asking for data', async () => {
    const api = await get('/api/lists/%E0%A4%A', { accept: 'text/html' });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ code: 'bad_request' });
    const data = await get('/%E0%A4%A', { accept: 'application/json' });
    expect(data.status).toBe(400);
    expect(await data.json()).toMatchObject({ code: 'bad_request' });
  });

  it('answers an address over the size limit with the "too long" page in the language its head names', async () => {
    const response = await get(`/shared-list/${'a'.repeat(20_000)}`, { accept: 'text/html', 'accept-language': 'fr' });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(headingOf(html)).toBe('Cette adresse est trop longue');
  });

  it('answers the API over the size limit in JSON', async () => {
    const response = await get(`/api/lists/${'a'.repeat(20_000)}`, { accept: 'text/html' });
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({ statusCode: 431, message: 'This address is too long.' });
  });
});

describe('bad input', () => {
  it('rejects malformed JSON with 400 bad_request', async () => {
    const response = await postJson('/api/client-errors', '{"message": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_request' });
  });

  it('rejects bodies over the limit with 413', async () => {
    const response = await postJson('/api/client-errors', JSON.stringify({ message: 'x'.repeat(20_000), url: '/' }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('rejects a body that breaks the contract with 400 naming the field', async () => {
    const response = await postJson('/api/client-errors', JSON.stringify({ message: '', url: '/' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toContain('message');
  });

  it('rejects an unsupported content type with 415', async () => {
    const response = await fetch(`${server.baseUrl}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-unknown' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('accepts a well-formed client error report', async () => {
    const response = await postJson('/api/client-errors', JSON.stringify({ message: 'boom', url: '/builder' }));
    expect(response.status).toBe(202);
  });
});
