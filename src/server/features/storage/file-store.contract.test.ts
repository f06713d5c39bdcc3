import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PATH, SITE_LOGO_URL } from '../../../contracts/storage';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp } from '../../../../test/server/app';
import { signedUpMember } from '../../../../test/server/members';
import { InvalidObjectKeyError, localFileStore, sha256Etag, type FileStore } from './file-store';
import { S3StoreError, s3FileStore, type S3Settings } from './s3-file-store';

/**
 * One contract for every FileStore: the local directory, and the S3 store talking to a real
 * S3-compatible server (s3rver) on loopback. s3rver checks the access key but not Signature V4
 * itself, so its requests pass through a small proxy here that recomputes each signature from
 * the request as it arrived (method, path, query, the signed headers and the body's hash) and
 * refuses any mismatch, as S3 does. The signer's arithmetic is pinned separately to the
 * published AWS example (sigv4.test.ts).
 */

const BUCKET = 'rookery-test';
const ACCESS_KEY = 'S3RVER'; // the key s3rver knows
const SECRET = 'S3RVER';
const REGION = 'eu-west-1';

const temporary: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `rookery-${name}-`));
  temporary.push(dir);
  return dir;
};

let s3rver: S3rver;
let proxy: Server;
let endpoint: string;
const verified = { ok: 0, refused: 0 };

const readAll = async (stream: IncomingMessage | Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** What S3 would answer about the signature of this request: null when it is right. */
function signatureProblem(request: IncomingMessage, body: Buffer): string | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, keyId, day, region, signedHeaders, signature] = match;
  if (keyId !== ACCESS_KEY) return 'InvalidAccessKeyId';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!) || region !== REGION) return 'AuthorizationHeaderMalformed';
  const skew = Math.abs(
    Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z')) - Date.now(),
  );
  if (!(skew < 15 * 60_000)) return 'RequestTimeTooSkewed';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return 'AccessDenied';
  }
  // Every x-amz-* header sent must be signed.
  if (Object.keys(request.headers).some((name) => name.startsWith('x-amz-') && !names.includes(name))) {
    return 'AccessDenied';
  }
  const url = new URL(request.url!, 'http://placeholder');
  const query = [...url.searchParams]
    .map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonical = [
    request.method,
    url.pathname,
    query,
    names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'SignatureDoesNotMatch';
}

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('s3rver'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = (await s3rver.run()) as AddressInfo;
  proxy = createServer((request, response) => {
    void readAll(request).then((body) => {
      const problem = signatureProblem(request, body);
      if (problem) {
        verified.refused += 1;
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${problem}</Code></Error>`);
        return;
      }
      verified.ok += 1;
      const upstream = httpRequest(
        { host: '127.0.0.1', port: s3Port, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => response.destroy(error));
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await s3rver?.close();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const s3Settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  endpoint,
  bucket: BUCKET,
  region: REGION,
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET,
  forcePathStyle: true,
  ...overrides,
});

const stores: Array<[string, () => FileStore]> = [
  ['local directory', () => localFileStore(tempDir('files'))],
  ['S3-compatible bucket', () => s3FileStore(s3Settings())],
];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ALL_BYTES = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
const avatar = { contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' };

describe.each(stores)('FileStore contract: %s', (_name, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('keeps the bytes, type, cache policy, size and SHA-256 ETag of what was put', async () => {
    const before = Date.now();
    const stored = await store.put('avatars', 'u1/face.png', PNG, avatar);
    expect(stored).toMatchObject({ ...avatar, size: PNG.length, etag: sha256Etag(PNG) });
    const head = await store.head('avatars', 'u1/face.png');
    expect(head).toMatchObject({ ...avatar, size: PNG.length, etag: sha256Etag(PNG) });
    // Stores keep whole seconds at least.
    expect(head!.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(head!.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const opened = await store.open('avatars', 'u1/face.png');
    expect(opened!.object).toMatchObject({ ...avatar, size: PNG.length, etag: sha256Etag(PNG) });
    expect(await readAll(opened!.body)).toEqual(PNG);
  });

  it('returns every byte value unchanged', async () => {
    await store.put('site', 'bytes.bin', ALL_BYTES, {
      contentType: 'application/octet-stream',
      cacheControl: 'no-cache',
    });
    const opened = await store.open('site', 'bytes.bin');
    expect(await readAll(opened!.body)).toEqual(ALL_BYTES);
  });

  it('replaces an object that is put again', async () => {
    await store.put('site', 'logo.svg', Buffer.from('<svg>one</svg>'), {
      contentType: 'image/svg+xml',
      cacheControl: 'no-cache',
    });
    const second = Buffer.from('<svg>two, longer</svg>');
    await store.put('site', 'logo.svg', second, { contentType: 'image/svg+xml', cacheControl: 'public, max-age=3600' });
    expect(await store.head('site', 'logo.svg')).toMatchObject({
      size: second.length,
      etag: sha256Etag(second),
      cacheControl: 'public, max-age=3600',
    });
    expect(await readAll((await store.open('site', 'logo.svg'))!.body)).toEqual(second);
  });

  it('answers null for what is not there, and keeps buckets apart', async () => {
    expect(await store.head('avatars', 'nobody/none.png')).toBeNull();
    expect(await store.open('avatars', 'nobody/none.png')).toBeNull();
    await store.put('avatars', 'only-here.png', PNG, avatar);
    expect(await store.head('site', 'only-here.png')).toBeNull();
  });

  it('deletes, and deleting what is gone is fine', async () => {
    await store.put('avatars', 'u2/old.png', PNG, avatar);
    await store.delete('avatars', 'u2/old.png');
    expect(await store.head('avatars', 'u2/old.png')).toBeNull();
    expect(await store.open('avatars', 'u2/old.png')).toBeNull();
    await expect(store.delete('avatars', 'u2/old.png')).resolves.toBeUndefined();
  });

  it('refuses keys and buckets that could reach anything else, before any request', async () => {
    for (const [bucket, key] of [
      ['avatars', '../site/logo.svg'],
      ['avatars', 'u1/../../x'],
      ['avatars', '.meta/x.json'],
      ['avatars', 'a//b'],
      ['avatars', ''],
      ['avatars', 'a%2Fb'],
      ['Avatars', 'x.png'],
      ['.meta', 'x.png'],
      ['avatars', Array.from({ length: 9 }, () => 'a').join('/')],
    ] as const) {
      await expect(store.put(bucket, key, PNG, avatar), `${bucket}/${key}`).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      await expect(store.head(bucket, key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    }
  });
});

describe('S3 store against the server', () => {
  it('signed every request it sent, and a wrong secret is refused', async () => {
    expect(verified.ok).toBeGreaterThan(10);
    expect(verified.refused).toBe(0);
    const wrong = s3FileStore(s3Settings({ secretAccessKey: 'not-the-secret' }));
    const refused = wrong.put('site', 'x.txt', Buffer.from('x'), {
      contentType: 'text/plain',
      cacheControl: 'no-cache',
    });
    await expect(refused).rejects.toBeInstanceOf(S3StoreError);
    await expect(refused).rejects.toThrow(/403: SignatureDoesNotMatch/);
    expect(verified.refused).toBe(1);
  });

  it('serves the site logo and avatars of a whole app configured for S3', async () => {
    const server = await createTestApp({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      expect(server.app.files.kind).toBe('s3');
      const logo = await fetch(`${server.baseUrl}${SITE_LOGO_URL}`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(await logo.text()).toContain('<svg');
      // It really is in the bucket.
      const inBucket = await s3FileStore(s3Settings()).head('site', 'logo.svg');
      expect(inBucket?.contentType).toBe('image/svg+xml');

      const member = await signedUpMember(server);
      const picture = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#fff' } })
        .png()
        .toBuffer();
      const upload = await member.api(AVATAR_PATH, {
        method: 'PUT',
        body: picture,
        headers: { 'content-type': 'image/png' },
      });
      expect(upload.status).toBe(200);
      const { avatar_url: url } = await upload.json();
      const served = await fetch(`${server.baseUrl}${url}`);
      expect(served.status).toBe(200);
      // Stored as the server re-encoded it (avatar-image.ts).
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBe('webp');
      expect(served.headers.get('etag')).toBe(sha256Etag(bytes));
      expect((await fetch(`${server.baseUrl}${url}`, { headers: { 'if-none-match': sha256Etag(bytes) } })).status).toBe(
        304,
      );
      expect((await member.api(AVATAR_PATH, { method: 'DELETE' })).status).toBe(200);
      expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('S3 settings', () => {
  it('are all or nothing, and checked', () => {
    expect(() => loadConfig({ S3_BUCKET: 'rookery-files' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'rookery-files' })).toThrow(/S3_ACCESS_KEY_ID: required/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    const complete = { S3_BUCKET: 'rookery-files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadConfig({ ...complete, S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...complete, S3_ENDPOINT: 'ftp://example.org' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...complete, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    const config = loadConfig(complete);
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });
});
