import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_PACK_PATH, dataPackEtag, dataPackResponseSchema } from '../../../contracts/data-pack';
import { DATA_VERSION, dataPack } from '../../../data';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { bundledDataPackSource, type DataPackSource } from './data-pack-source';
import { matchesEtag } from '../../etag';
import { dataPackRoutes } from './routes';
import { registerContracts } from '../../plugins/contracts';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(async () => server.close());

const get = (headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${DATA_PACK_PATH}`, { headers });

describe('GET /api/data-pack', () => {
  it('serves the bundled pack with its version, an ETag and revalidating cache headers', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('etag')).toBe(`W/"${DATA_VERSION}"`);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('x-data-version')).toBe(DATA_VERSION);
    const body = dataPackResponseSchema.parse(await response.json());
    expect(body.version).toBe(DATA_VERSION);
    expect(body.units).toHaveLength(96);
    expect(body).toEqual(dataPack);
  });

  it('answers 304 with no body when the client already has this version', async () => {
    const response = await get({ 'if-none-match': `W/"${DATA_VERSION}"` });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe(`W/"${DATA_VERSION}"`);
    expect((await get({ 'if-none-match': `"${DATA_VERSION}"` })).status).toBe(304);
    expect((await get({ 'if-none-match': '"older", *' })).status).toBe(304);
  });

  it('sends the whole pack again for an old version', async () => {
    const response = await get({ 'if-none-match': 'W/"2020.01-00000000"' });
    expect(response.status).toBe(200);
    expect(dataPackResponseSchema.parse(await response.json()).version).toBe(DATA_VERSION);
  });

  it('compresses with gzip or Brotli when accepted, and not when refused', async () => {
    const raw = (encoding: string) =>
      server.app.inject({ method: 'GET', url: DATA_PACK_PATH, headers: { 'accept-encoding': encoding } });
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).version).toBe(DATA_VERSION);
    expect(gzip.rawPayload.length).toBeLessThan(20_000);
    expect((await raw('gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await raw('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await raw('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(`${server.baseUrl}${DATA_PACK_PATH}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(dataPackEtag(DATA_VERSION));
  });
});

describe('GET /api/data-pack/versions/:version', () => {
  const url = (version: string) => `/api/data-pack/versions/${encodeURIComponent(version)}`;
  const raw = (version: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: url(version), headers });

  it('sends a known version compressed, to be kept for good, with its ETag', async () => {
    const response = await raw(DATA_VERSION, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers.etag).toBe(dataPackEtag(DATA_VERSION));
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(dataPack);
    expect((await raw(DATA_VERSION, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    expect((await raw(DATA_VERSION)).json()).toEqual(dataPack);
    const again = await raw(DATA_VERSION, { 'if-none-match': dataPackEtag(DATA_VERSION) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('answers 404 not_found for a version nobody published, however it is written', async () => {
    for (const version of ['2020.01-00000000', 'x'.repeat(90), 'a\u0000b', '../data-pack']) {
      const response = await raw(version);
      expect(response.statusCode, version).toBe(404);
      expect(response.json(), version).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('data pack sources', () => {
  it('serve whatever version the source holds, so a published pack replaces the bundled one', async () => {
    const newer = { ...structuredClone(dataPack), version: '2027.01-deadbeef' };
    const source: DataPackSource = bundledDataPackSource(newer);
    const app = Fastify();
    await registerContracts(app);
    await app.register(dataPackRoutes, { source });
    const response = await app.inject({ method: 'GET', url: DATA_PACK_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('W/"2027.01-deadbeef"');
    expect(response.json().version).toBe('2027.01-deadbeef');
    await app.close();
  });

  it('refuse to publish a pack that does not match the schema', async () => {
    const broken = { ...structuredClone(dataPack), units: [{ id: 'Not A Slug' }] } as unknown as typeof dataPack;
    await expect(bundledDataPackSource(broken).current()).rejects.toThrow();
  });
});

describe('matchesEtag', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag('*', 'W/"a"')).toBe(true);
  });
});
