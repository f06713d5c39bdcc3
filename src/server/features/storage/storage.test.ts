import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_EMBLEM_PATH, AVATAR_PATH, emblemUrl, SITE_LOGO_URL } from '../../../contracts/storage';
import { MAX_AVATAR_BYTES } from '../../../domain/files/image-type';
import { AVATAR_SIZE, MAX_AVATAR_DIMENSION } from './avatar-image';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { InvalidObjectKeyError, localFileStore } from './file-store';

/** A small real image of the given size and format, drawn by sharp. */
const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 8, height = 8, background = '#d9b45a') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

const PNG = await image('png', 64, 48);
const JPEG = await image('jpeg', 40, 40, '#14110f');
const GIF = await image('gif');
const WEBP = await image('webp');
/** A photo as cameras write them: EXIF naming the camera and its owner, turned a quarter by orientation 6. */
const CAMERA_JPEG = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#efe8dc' } })
  .jpeg()
  .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'Jane Doe, 1 Secret Street', ImageDescription: 'at home' } })
  .withMetadata({ orientation: 6 })
  .toBuffer();
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const ZIP = Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00evil.html', 'latin1');

let server: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-storage-test-'));
  server = await createTestApp({
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100',
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a path exactly as written (fetch would normalise `..` away). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('public files', () => {
  it('serves the site logo with its stored type and cache headers', async () => {
    const response = await fetch(`${server.baseUrl}${SITE_LOGO_URL}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('public, max-age=3600');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await response.text()).toContain('<svg');

    const again = await fetch(`${server.baseUrl}${SITE_LOGO_URL}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await fetch(`${server.baseUrl}${SITE_LOGO_URL}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('keeps the logo file as it is when the server starts again', async () => {
    const before = (await fetch(`${server.baseUrl}${SITE_LOGO_URL}`)).headers.get('last-modified');
    const second = await createTestApp({ DATA_DIR: dataDir });
    try {
      const after = await fetch(`${second.baseUrl}${SITE_LOGO_URL}`);
      expect(after.headers.get('last-modified')).toBe(before);
    } finally {
      await second.close();
    }
    // A second server means a second database: on the embedded one that is a fresh PGlite with
    // every migration, which can take most of a minute on a busy two-core machine.
  }, 120_000);

  it.each([
    '/storage/v1/object/public/site/../../../../etc/passwd',
    '/storage/v1/object/public/site/..%2f..%2f..%2fetc%2fpasswd',
    '/storage/v1/object/public/site/%2e%2e/%2e%2e/etc/passwd',
    '/storage/v1/object/public/site/..%5c..%5cetc%5cpasswd',
    '/storage/v1/object/public/site/logo.svg%00.png',
    '/storage/v1/object/public/site//etc/passwd',
    '/storage/v1/object/public/site/.hidden',
    '/storage/v1/object/public/.meta/site/logo.svg.json',
    '/storage/v1/object/public/private/logo.svg',
    '/storage/v1/object/public/site/nothing-here.svg',
    '/storage/v1/object/public/site/',
  ])('answers 404 for %s', async (rawPath) => {
    const { status, body } = await rawGet(rawPath);
    expect(status).toBe(404);
    expect(body).not.toContain('root:');
    expect(body).not.toContain('contentType');
  });
});

describe('avatar upload', () => {
  const upload = (member: TestMember, body: Buffer, type = 'image/png') =>
    member.api(AVATAR_PATH, { method: 'PUT', body, headers: { 'content-type': type } });
  const served = async (url: string) => Buffer.from(await (await fetch(`${server.baseUrl}${url}`)).arrayBuffer());

  it('stores a real image re-encoded as WebP, serves it for good, and replaces the previous one', async () => {
    const member = await signedUpMember(server);
    const first = await upload(member, PNG);
    expect(first.status).toBe(200);
    const { avatar_url: url } = await first.json();
    expect(url).toMatch(new RegExp(`^/storage/v1/object/public/avatars/${member.id}/[\\w-]{16}\\.webp$`));

    const response = await fetch(`${server.baseUrl}${url}`);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = Buffer.from(await response.arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect((await (await member.api('/api/profiles/me')).json()).avatar_url).toBe(url);

    // Whatever the type sent or claimed, what is stored is our WebP.
    const second = await upload(member, JPEG, 'image/png');
    const replaced = (await second.json()).avatar_url;
    expect(replaced).toMatch(/\.webp$/);
    expect((await fetch(`${server.baseUrl}${replaced}`)).headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(404);

    const removed = await member.api(AVATAR_PATH, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ avatar_url: null });
    expect((await fetch(`${server.baseUrl}${replaced}`)).status).toBe(404);
    expect((await (await member.api('/api/profiles/me')).json()).avatar_url).toBeNull();
  });

  it.each([
    ['GIF', GIF],
    ['WebP', WEBP],
  ])('takes a %s image too', async (_name, body) => {
    const member = await signedUpMember(server);
    const response = await upload(member, body, 'application/octet-stream');
    expect(response.status).toBe(200);
    expect(await sharp(await served((await response.json()).avatar_url)).metadata()).toMatchObject({ format: 'webp' });
  });

  it('drops the metadata of a photo after turning it the way its EXIF orientation says', async () => {
    const member = await signedUpMember(server);
    expect((await sharp(CAMERA_JPEG).metadata()).exif).toBeDefined();
    const response = await upload(member, CAMERA_JPEG, 'image/jpeg');
    expect(response.status).toBe(200);
    const stored = await served((await response.json()).avatar_url);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 16, height: 32 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('SpyCam')).toBe(false);
    expect(stored.includes('Secret Street')).toBe(false);
  });

  it(`fits large images within ${AVATAR_SIZE} × ${AVATAR_SIZE} and leaves small ones their size`, async () => {
    const member = await signedUpMember(server);
    const large = await upload(member, await image('png', 2000, 1000));
    expect(large.status).toBe(200);
    const stored = await served((await large.json()).avatar_url);
    expect(await sharp(stored).metadata()).toMatchObject({ width: AVATAR_SIZE, height: AVATAR_SIZE / 2 });
  });

  it('leaves behind whatever was hidden after a complete image', async () => {
    const member = await signedUpMember(server);
    const response = await upload(member, Buffer.concat([JPEG, HTML, ZIP]), 'image/jpeg');
    expect(response.status).toBe(200);
    const stored = await served((await response.json()).avatar_url);
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('PK')).toBe(false);
    expect(stored.includes('evil.html')).toBe(false);
  });

  it.each([
    ['text claiming to be a PNG', Buffer.from('hello, not an image'), 'image/png', 'avatar_not_an_image'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      'avatar_not_an_image',
    ],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'text/html', 'avatar_not_an_image'],
    ['plain text', Buffer.from('hello'), 'text/plain', 'avatar_not_an_image'],
    ['JSON', Buffer.from('{"avatar":"x"}'), 'application/json', 'avatar_not_an_image'],
    ['nothing', Buffer.alloc(0), 'image/png', 'avatar_empty'],
    ['a truncated PNG', PNG.subarray(0, Math.floor(PNG.length / 2)), 'image/png', 'avatar_invalid_image'],
    ['a truncated JPEG', JPEG.subarray(0, Math.floor(JPEG.length * 0.8)), 'image/jpeg', 'avatar_invalid_image'],
    ['a bare PNG signature', PNG.subarray(0, 8), 'image/png', 'avatar_invalid_image'],
    ['a bare JPEG signature', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg', 'avatar_invalid_image'],
    ['a bare GIF signature', Buffer.from('GIF89a'), 'image/gif', 'avatar_invalid_image'],
    ['a bare WebP signature', Buffer.from('RIFF\x00\x00\x00\x00WEBP', 'latin1'), 'image/webp', 'avatar_invalid_image'],
    [
      'a GIF header followed by HTML',
      Buffer.concat([Buffer.from('GIF89a'), HTML]),
      'image/gif',
      'avatar_invalid_image',
    ],
    [
      'a JPEG header followed by HTML',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]),
      'image/jpeg',
      'avatar_invalid_image',
    ],
    [
      'a PNG signature followed by a zip',
      Buffer.concat([PNG.subarray(0, 8), ZIP]),
      'image/png',
      'avatar_invalid_image',
    ],
    [
      'a PNG header whose picture data is HTML',
      Buffer.concat([PNG.subarray(0, 33), HTML]),
      'image/png',
      'avatar_invalid_image',
    ],
  ])('refuses %s with 400', async (_name, body, type, code) => {
    const member = await signedUpMember(server);
    const response = await upload(member, body, type);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.code).toBe(code);
    expect(answer.message).toMatch(/\w{3,}/);
    expect((await (await member.api('/api/profiles/me')).json()).avatar_url).toBeNull();
  });

  it(`refuses images wider or taller than ${MAX_AVATAR_DIMENSION} pixels, however small the file`, async () => {
    const member = await signedUpMember(server);
    for (const [width, height] of [
      [MAX_AVATAR_DIMENSION + 1, 2],
      [2, 20_000],
    ] as const) {
      const body = await image('png', width, height);
      expect(body.length).toBeLessThan(64 * 1024);
      const response = await upload(member, body);
      expect(response.status, `${width} × ${height}`).toBe(400);
      const answer = await response.json();
      expect(answer.code).toBe('avatar_dimensions_too_large');
      expect(answer.message).toContain(`${MAX_AVATAR_DIMENSION}`);
    }
    expect((await (await member.api('/api/profiles/me')).json()).avatar_url).toBeNull();
  });

  it('refuses images over 2 MB with 400, with or without a declared length', async () => {
    const member = await signedUpMember(server);
    const big = Buffer.alloc(MAX_AVATAR_BYTES + 1);
    PNG.copy(big);
    const declared = await upload(member, big);
    expect(declared.status).toBe(400);
    expect((await declared.json()).code).toBe('avatar_too_large');

    const chunks = [big.subarray(0, 1024 * 1024), big.subarray(1024 * 1024)];
    const streamed = await fetch(`${server.baseUrl}${AVATAR_PATH}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'image/png' },
      body: new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(400);
    expect((await streamed.json()).code).toBe('avatar_too_large');

    // A real image padded to exactly the limit is within it.
    const exact = Buffer.alloc(MAX_AVATAR_BYTES);
    PNG.copy(exact);
    expect((await upload(member, exact)).status).toBe(200);
  });

  it('offers the faction emblems we draw as avatars', async () => {
    const member = await signedUpMember(server);
    const uploaded = (await (await member.api(AVATAR_PATH, { method: 'PUT', body: PNG })).json()).avatar_url;
    const chosen = await member.api(AVATAR_EMBLEM_PATH, { method: 'PUT', body: { faction: 'syenann' } });
    expect(await chosen.json()).toEqual({ avatar_url: emblemUrl('syenann') });
    expect((await fetch(`${server.baseUrl}${uploaded}`)).status).toBe(404);
    const emblem = await fetch(`${server.baseUrl}${emblemUrl('syenann')}`);
    expect(emblem.headers.get('content-type')).toBe('image/svg+xml');
    expect(await emblem.text()).toContain('#a3d16b');
    const bad = await member.api(AVATAR_EMBLEM_PATH, { method: 'PUT', body: { faction: '../../etc' } });
    expect(bad.status).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const response = await callApi(server, AVATAR_PATH, {
      method: 'PUT',
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(response.status).toBe(401);
    expect((await callApi(server, AVATAR_PATH, { method: 'DELETE' })).status).toBe(401);
    expect((await callApi(server, AVATAR_EMBLEM_PATH, { method: 'PUT', body: { faction: 'syenann' } })).status).toBe(
      401,
    );
  });
});

describe('localFileStore', () => {
  it('keeps bytes and metadata, and refuses keys that leave their bucket', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rookery-store-'));
    try {
      const store = localFileStore(root);
      const object = await store.put('site', 'a/b.txt', Buffer.from('hi'), {
        contentType: 'text/plain',
        cacheControl: 'no-cache',
      });
      expect(await store.head('site', 'a/b.txt')).toEqual(object);
      const opened = await store.open('site', 'a/b.txt');
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('hi');
      await store.delete('site', 'a/b.txt');
      expect(await store.open('site', 'a/b.txt')).toBeNull();
      for (const [bucket, key] of [
        ['site', '../x'],
        ['site', 'a/../../x'],
        ['site', '/etc/passwd'],
        ['site', '.meta'],
        ['.meta', 'x'],
        ['site', 'a\\..\\x'],
        ['site', ''],
      ]) {
        await expect(
          store.put(bucket!, key!, Buffer.from('x'), { contentType: 'text/plain', cacheControl: 'no-cache' }),
        ).rejects.toThrow(InvalidObjectKeyError);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
