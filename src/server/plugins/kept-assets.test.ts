import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL, registerKeptAssets } from './kept-assets';

const script = `export const hello = "${'warcrow '.repeat(200)}";`;
let webDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'rookery-assets-'));
  const assets = path.join(webDir, 'assets');
  mkdirSync(assets);
  writeFileSync(path.join(assets, 'app-a1.js'), script);
  writeFileSync(path.join(assets, 'app-a1.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(assets, 'app-a1.js.gz'), gzipSync(script));
  writeFileSync(path.join(assets, 'app-a1.js.map'), '{"version":3}');
  writeFileSync(path.join(assets, 'face-b2.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyStatic, { root: webDir, index: false, wildcard: true, preCompressed: true });
  registerKeptAssets(app, assets);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('hashed assets kept in memory', () => {
  it('sends the brotli or gzip copy the request accepts, or the file itself, cached for a year', async () => {
    const br = await get('/assets/app-a1.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': IMMUTABLE_CACHE_CONTROL,
      vary: 'accept-encoding',
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-a1.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-a1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const font = await get('/assets/face-b2.woff2', { 'accept-encoding': 'br' });
    expect(font.headers).toMatchObject({ 'content-type': 'font/woff2', 'cache-control': IMMUTABLE_CACHE_CONTROL });
    expect(font.rawPayload).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  });

  it('answers 304 to a copy the browser already has, by ETag or date', async () => {
    const first = await get('/assets/app-a1.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await get('/assets/app-a1.js', { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(304);
    const since = String(first.headers['last-modified']);
    expect((await get('/assets/app-a1.js', { 'accept-encoding': 'br', 'if-modified-since': since })).statusCode).toBe(
      304,
    );
    expect((await get('/assets/app-a1.js', { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' })).statusCode).toBe(
      200,
    );
  });

  it('serves what it read at start, without the disk', async () => {
    writeFileSync(path.join(webDir, 'assets', 'app-a1.js'), 'changed on disk');
    expect((await get('/assets/app-a1.js')).body).toBe(script);
  });

  it('leaves source maps and unknown names to the static files plugin', async () => {
    const map = await get('/assets/app-a1.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.headers['accept-ranges']).toBe('bytes');
    expect(map.body).toBe('{"version":3}');
    expect((await get('/assets/missing-c3.js')).statusCode).toBe(404);
  });
});
