import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PATH } from '../../contracts/storage';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { signedUpMember, type TestMember } from '../../../test/server/members';
import { testSocket } from '../../../test/server/sockets';
import { CLOCK_SKEW_SECONDS } from './jwt';
import { maintainSigningKeys } from './plugin';
import { PRIVATE_JWK_MEMBERS } from './signing-keys';
import { authClient, GOOD_PASSWORD } from '../../../test/server/auth-support';

/** Asymmetric access tokens, their public keys and their rotation (issue 20, item 2). */

const SECRET = 'a-secret-for-the-hs256-tokens-of-this-test-0123456789';
const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rookery-keys-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const now = () => Math.floor(Date.now() / 1000);

/** An auth-js client whose requests are recorded, with a JWKS cache of its own. */
function recordingClient(server: TestApp) {
  const requests: string[] = [];
  const client = authClient(server, {
    storageKey: `rookery-keys-${crypto.randomUUID()}`,
    fetch: (input, init) => {
      requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    },
  });
  return { client, requests };
}

async function jwksOf(server: TestApp) {
  const response = await fetch(`${server.baseUrl}/auth/v1/.well-known/jwks.json`);
  expect(response.status).toBe(200);
  return { response, document: (await response.json()) as { keys: JWK[] } };
}

/** What each way in answers for a token: the API, GoTrue's /user and a realtime socket. */
async function answersTo(server: TestApp, token: string) {
  const api = await fetch(`${server.baseUrl}/api/profiles/me`, { headers: { authorization: `Bearer ${token}` } });
  const user = await fetch(`${server.baseUrl}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
  const avatar = await fetch(`${server.baseUrl}${AVATAR_PATH}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
  });
  const socket = await testSocket(server.baseUrl);
  socket.send({ type: 'auth', token });
  const first = await socket.next((message) => message.type === 'auth_ok' || message.type === 'error');
  socket.ws.terminate();
  return { api: api.status, user: user.status, avatar: avatar.status, socket: first.type };
}

describe('ES256 keys kept in DATA_DIR (the default)', () => {
  let server: TestApp;
  let dataDir: string;
  let member: TestMember;
  beforeAll(async () => {
    dataDir = freshDataDir();
    server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', DATA_DIR: dataDir });
    member = await signedUpMember(server, 'Keyholder');
  });
  afterAll(async () => server?.close());

  it('signs access tokens with ES256 and publishes only the public half', async () => {
    const header = decodeProtectedHeader(member.token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });
    const { response, document } = await jwksOf(server);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(document.keys).toEqual([
      expect.objectContaining({ kid: header.kid, kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' }),
    ]);
    for (const key of document.keys) {
      for (const member of PRIVATE_JWK_MEMBERS) expect(key, member).not.toHaveProperty(member);
    }
    // The private key stays in the data folder, readable by the server's user only.
    const file = path.join(dataDir, 'jwt-keys.json');
    expect(readFileSync(file, 'utf8')).toContain('"d"');
  });

  it('lets getClaims() verify locally, without asking /user', async () => {
    const { client, requests } = recordingClient(server);
    expect((await client.signInWithPassword({ email: member.email, password: GOOD_PASSWORD })).error).toBeNull();
    requests.length = 0;
    const { data, error } = await client.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: member.id, role: 'authenticated', iss: 'rookery' });
    expect(requests).toEqual(['/auth/v1/.well-known/jwks.json']);
    // The key set is cached: the next check asks nothing at all.
    requests.length = 0;
    expect((await client.getClaims()).error).toBeNull();
    expect(requests).toEqual([]);
  });

  it('is accepted by the API, storage, /user and realtime sockets', async () => {
    expect(await answersTo(server, member.token)).toEqual({ api: 200, user: 200, avatar: 400, socket: 'auth_ok' });
  });

  it('keeps HS256 tokens signed with the secret verifying (tokens issued before the upgrade)', async () => {
    const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
    const { iat: _iat, iss: _iss, ...claims } = claimsOf(member.token);
    const legacy = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('rookery')
      .sign(new TextEncoder().encode(secret));
    expect(await answersTo(server, legacy)).toMatchObject({ api: 200, user: 200, socket: 'auth_ok' });
  });

  it('rotates: the old key verifies until its tokens expire, then its tokens get 401', async () => {
    const before = await signedUpMember(server, 'Before rotation');
    const oldKid = decodeProtectedHeader(before.token).kid;
    const newKid = await server.app.auth.jwt.rotate();
    expect(newKid).not.toBe(oldKid);

    const after = await signedUpMember(server, 'After rotation');
    expect(decodeProtectedHeader(after.token).kid).toBe(newKid);
    expect((await jwksOf(server)).document.keys.map((key) => key.kid)).toEqual([newKid, oldKid]);
    expect(await answersTo(server, before.token)).toMatchObject({ api: 200, user: 200, socket: 'auth_ok' });

    // A client that cached the old key set fetches it again for the new kid and still verifies locally.
    const { client, requests } = recordingClient(server);
    expect((await client.signInWithPassword({ email: after.email, password: GOOD_PASSWORD })).error).toBeNull();
    requests.length = 0;
    expect((await client.getClaims()).data?.claims).toMatchObject({ sub: after.id });
    expect(requests).not.toContain('/auth/v1/user');

    // Once every token the old key signed has expired, the key is forgotten: a token it signed
    // (here one with a far expiry, as a stolen or forged one might carry) is refused everywhere.
    const longLived = await server.app.auth.jwt.sign(
      { ...claimsOf(before.token), exp: undefined, iat: undefined },
      now() + 86_400,
    );
    expect(decodeProtectedHeader(longLived).kid).toBe(newKid);
    server.app.auth.jwt.prune(now() + server.app.auth.config.AUTH_JWT_EXPIRY_SECONDS + CLOCK_SKEW_SECONDS + 1);
    expect(await answersTo(server, before.token)).toEqual({ api: 401, user: 403, avatar: 401, socket: 'error' });
    const refused = await fetch(`${server.baseUrl}/auth/v1/user`, {
      headers: { authorization: `Bearer ${before.token}` },
    });
    expect(await refused.json()).toMatchObject({
      error_code: 'bad_jwt',
      msg: expect.stringContaining('unknown or retired'),
    });
    expect((await jwksOf(server)).document.keys.map((key) => key.kid)).toEqual([newKid]);
    expect(await answersTo(server, after.token)).toMatchObject({ api: 200, user: 200, socket: 'auth_ok' });
  });

  it('rotates by itself once the key is older than AUTH_JWT_KEY_ROTATION_DAYS, and a restart keeps the keys', async () => {
    const kid = server.app.auth.jwt.signingKid;
    await maintainSigningKeys(server.app.auth, now() + 30 * 86_400);
    expect(server.app.auth.jwt.signingKid).toBe(kid);
    await maintainSigningKeys(server.app.auth, now() + 91 * 86_400);
    const rotated = server.app.auth.jwt.signingKid;
    expect(rotated).not.toBe(kid);
    const token = (await signedUpMember(server, 'Rotated')).token;

    const restarted = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(restarted.app.auth.jwt.signingKid).toBe(rotated);
      expect(
        (await fetch(`${restarted.baseUrl}/auth/v1/.well-known/jwks.json`).then((r) => r.json())).keys.map(
          (key: JWK) => key.kid,
        ),
      ).toEqual([rotated, kid]);
      expect(decodeProtectedHeader(token).kid).toBe(rotated);
    } finally {
      await restarted.close();
    }
  });
});

describe('several instances sharing one DATA_DIR', () => {
  it('take up a rotation another one made: its tokens verify at once, its key signs after the next check', async () => {
    const dataDir = freshDataDir();
    const [first, second] = await Promise.all([
      createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', DATA_DIR: dataDir }),
      createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', DATA_DIR: dataDir }),
    ]);
    try {
      const kid = first.app.auth.jwt.signingKid;
      expect(second.app.auth.jwt.signingKid).toBe(kid);
      const rotated = await first.app.auth.jwt.rotate();
      const member = await signedUpMember(first, 'Rotated elsewhere');
      expect(decodeProtectedHeader(member.token).kid).toBe(rotated);
      // The other instance has never seen this kid: it reads the key file again and verifies.
      expect((await second.app.auth.jwt.verify<{ sub: string }>(member.token)).sub).toBe(member.id);
      expect(second.app.auth.jwt.signingKid).toBe(rotated);
      // Its periodic check takes up the new key without rotating again.
      await maintainSigningKeys(second.app.auth);
      expect(second.app.auth.jwt.signingKid).toBe(rotated);
      expect((await jwksOf(second)).document.keys.map((key) => key.kid)).toEqual([rotated, kid]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('AUTH_JWT_ALGORITHM changed on a DATA_DIR that has keys', () => {
  it('signs with a key of the new kind (or the secret) at once, while the old keys verify their tokens', async () => {
    const dataDir = freshDataDir();
    const first = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', DATA_DIR: dataDir });
    let before: TestMember;
    try {
      before = await signedUpMember(first, 'Elliptic');
    } finally {
      await first.close();
    }
    const oldKid = decodeProtectedHeader(before.token).kid;
    let rsaToken = '';

    const second = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: dataDir,
      AUTH_JWT_ALGORITHM: 'RS256',
    });
    try {
      // The data lives on in the first database, so the old token is checked on the key alone here.
      const claims = await second.app.auth.jwt.verify<{ sub: string }>(before.token);
      expect(claims.sub).toBe(before.id);
      const after = await signedUpMember(second, 'Rivest');
      expect(decodeProtectedHeader(after.token)).toMatchObject({
        alg: 'RS256',
        kid: expect.not.stringMatching(`^${oldKid}$`),
      });
      expect((await jwksOf(second)).document.keys.map((key) => [key.alg, key.kty])).toEqual([
        ['RS256', 'RSA'],
        ['ES256', 'EC'],
      ]);
      expect(await answersTo(second, after.token)).toMatchObject({ api: 200, user: 200, socket: 'auth_ok' });
      rsaToken = after.token;
    } finally {
      await second.close();
    }

    // And to HS256: no key signs any more, but the tokens they signed still verify until they expire.
    const third = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: dataDir,
      AUTH_JWT_ALGORITHM: 'HS256',
    });
    try {
      expect((await third.app.auth.jwt.verify<{ sub: string }>(rsaToken)).sub).toBeTruthy();
      expect((await third.app.auth.jwt.verify<{ sub: string }>(before.token)).sub).toBe(before.id);
      const symmetric = await signedUpMember(third, 'Symmetric again');
      expect(decodeProtectedHeader(symmetric.token)).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect((await jwksOf(third)).document.keys.map((key) => key.alg)).toEqual(['RS256', 'ES256']);
      expect(third.app.auth.jwt.signingKid).toBeUndefined();
      await maintainSigningKeys(third.app.auth, now() + 365 * 86_400);
      expect((await jwksOf(third)).document.keys).toEqual([]);
      await expect(third.app.auth.jwt.verify(rsaToken)).rejects.toThrow(/unknown or retired/);
    } finally {
      await third.close();
    }
  });
});

describe('keys given in AUTH_JWT_KEYS', () => {
  let server: TestApp;
  let signing: JWK;
  let verifyOnly: JWK;
  beforeAll(async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    signing = { ...(await exportJWK(rsa.privateKey)), kid: 'club-rsa-2026', alg: 'RS256', key_ops: ['sign', 'verify'] };
    const ec = await generateKeyPair('ES256', { extractable: true });
    verifyOnly = { ...(await exportJWK(ec.publicKey)), kid: 'club-ec-old', key_ops: ['verify'] };
    server = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: freshDataDir(),
      AUTH_JWT_KEYS: JSON.stringify([verifyOnly, signing]),
    });
  });
  afterAll(async () => server?.close());

  it('signs with the key marked for signing and publishes both public halves', async () => {
    const member = await signedUpMember(server, 'Configured');
    expect(decodeProtectedHeader(member.token)).toMatchObject({ alg: 'RS256', kid: 'club-rsa-2026' });
    const { document } = await jwksOf(server);
    expect(document.keys.map((key) => [key.kid, key.kty, key.alg])).toEqual([
      ['club-ec-old', 'EC', 'ES256'],
      ['club-rsa-2026', 'RSA', 'RS256'],
    ]);
    expect(JSON.stringify(document)).not.toContain(signing.d);
    for (const key of document.keys) for (const part of PRIVATE_JWK_MEMBERS) expect(key).not.toHaveProperty(part);
    const { client, requests } = recordingClient(server);
    await client.signInWithPassword({ email: member.email, password: GOOD_PASSWORD });
    requests.length = 0;
    expect((await client.getClaims()).data?.claims).toMatchObject({ sub: member.id });
    expect(requests).not.toContain('/auth/v1/user');
    await expect(server.app.auth.jwt.rotate()).rejects.toThrow(/AUTH_JWT_KEYS/);
  });

  it('refuses a key list it cannot use, naming the setting', () => {
    const load = (keys: unknown) => () => loadConfig({ AUTH_JWT_KEYS: JSON.stringify(keys) });
    expect(load([{ kty: 'oct', k: 'c2VjcmV0', kid: 'x' }])).toThrow(/AUTH_JWT_KEYS/);
    expect(load([{ ...verifyOnly }])).toThrow(/no private key may sign/);
    expect(load([{ ...signing, kid: undefined }])).toThrow(/kid/);
    expect(load([])).toThrow(/at least one key/);
    expect(() => loadConfig({ AUTH_JWT_KEYS: '{not json' })).toThrow(/AUTH_JWT_KEYS/);
    expect(() => loadConfig({ AUTH_JWT_KEYS: JSON.stringify([signing]), AUTH_JWT_ALGORITHM: 'ES256' })).toThrow(
      /AUTH_JWT_ALGORITHM: is ES256, but the AUTH_JWT_KEYS key that signs \(club-rsa-2026\) is RS256/,
    );
    expect(
      loadConfig({ AUTH_JWT_KEYS: JSON.stringify([signing]), AUTH_JWT_ALGORITHM: 'RS256' }).AUTH_JWT_KEYS,
    ).toHaveLength(1);
    expect(() => loadConfig({ AUTH_JWT_ALGORITHM: 'PS256' })).toThrow(/AUTH_JWT_ALGORITHM/);
  });
});

describe('HS256 by configuration', () => {
  it('signs with the secret when asked, or when a shared secret is set and no keys are', async () => {
    const settings: Array<Record<string, string>> = [{ AUTH_JWT_ALGORITHM: 'HS256' }, { AUTH_JWT_SECRET: SECRET }];
    for (const env of settings) {
      const server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', DATA_DIR: freshDataDir(), ...env });
      try {
        const member = await signedUpMember(server, 'Symmetric');
        expect(decodeProtectedHeader(member.token)).toEqual({ alg: 'HS256', typ: 'JWT' });
        expect((await jwksOf(server)).document).toEqual({ keys: [] });
        // auth-js then checks with the server, as it does against GoTrue with HS256.
        const { client, requests } = recordingClient(server);
        await client.signInWithPassword({ email: member.email, password: GOOD_PASSWORD });
        requests.length = 0;
        expect((await client.getClaims()).data?.claims).toMatchObject({ sub: member.id });
        expect(requests).toContain('/auth/v1/user');
      } finally {
        await server.close();
      }
    }
  });
});
