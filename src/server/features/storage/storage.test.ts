import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_EMBLEM_PATH, AVATAR_PATH, emblemUrl, SITE_LOGO_URL } from '../../../contracts/storage';
import { MAX_AVATAR_BYTES } from '../../../domain/files/image-type';
import { createTestApp, type TestApp } from '../../test/app';
import { callApi, signedUpMember } from '../../test/members';
import { InvalidObjectKeyError, localFileStore } from './file-store';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

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
  it('stores a real image, serves it for good, and replaces the previous one', async () => {
    const member = await signedUpMember(server);
    const first = await member.api(AVATAR_PATH, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });
    expect(first.status).toBe(200);
    const { avatar_url: url } = await first.json();
    expect(url).toMatch(new RegExp(`^/storage/v1/object/public/avatars/${member.id}/[\\w-]{16}\\.png$`));

    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await (await member.api('/api/profiles/me')).json()).avatar_url).toBe(url);

    // The type comes from the bytes: a JPEG sent as image/png is stored as a JPEG.
    const second = await member.api(AVATAR_PATH, {
      method: 'PUT',
      body: JPEG,
      headers: { 'content-type': 'image/png' },
    });
    const replaced = (await second.json()).avatar_url;
    expect(replaced).toMatch(/\.jpg$/);
    expect((await fetch(`${server.baseUrl}${replaced}`)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(404);

    const removed = await member.api(AVATAR_PATH, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ avatar_url: null });
    expect((await fetch(`${server.baseUrl}${replaced}`)).status).toBe(404);
    expect((await (await member.api('/api/profiles/me')).json()).avatar_url).toBeNull();
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
  ])('refuses %s with 400', async (_name, body, type, code) => {
    const member = await signedUpMember(server);
    const response = await member.api(AVATAR_PATH, { method: 'PUT', body, headers: { 'content-type': type } });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(code);
    expect((await (await member.api('/api/profiles/me')).json()).avatar_url).toBeNull();
  });

  it('refuses images over 2 MB with 400, with or without a declared length', async () => {
    const member = await signedUpMember(server);
    const big = Buffer.alloc(MAX_AVATAR_BYTES + 1);
    PNG.copy(big);
    const declared = await member.api(AVATAR_PATH, {
      method: 'PUT',
      body: big,
      headers: { 'content-type': 'image/png' },
    });
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

    const exact = Buffer.alloc(MAX_AVATAR_BYTES);
    PNG.copy(exact);
    expect(
      (await member.api(AVATAR_PATH, { method: 'PUT', body: exact, headers: { 'content-type': 'image/png' } })).status,
    ).toBe(200);
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
