import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, EncodedBody } from './encoded-body';

const text = 'Rookery '.repeat(COMPRESS_THRESHOLD);
const long = new EncodedBody(text);
const short = new EncodedBody('short');
// As the server has it: the compression plugin on every answer (app.ts).
const app = Fastify();
beforeAll(async () => {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD });
  app.get('/long', (request, reply) => long.send(request, reply.type('text/plain')));
  app.get('/short', (request, reply) => short.send(request, reply.type('text/plain')));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('a body sent many times', () => {
  it('goes out in the encoding asked for, compressed once and sent as it is', async () => {
    const br = await get('/long', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect((await get('/long', 'br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await get('/long', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    // "*" and x-gzip read as gzip, as the compression plugin reads them.
    expect((await get('/long', 'x-gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/long', '*')).headers['content-encoding']).toBe('gzip');
    expect((await get('/long', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('goes out as text to a client that accepts no encoding, and when it is short', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await get('/long', acceptEncoding);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.payload).toBe(text);
    }
    const small = await get('/short', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.payload).toBe('short');
  });
});
