import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { signedUpMember, type TestMember } from '../../../test/server/members';
import { adminClient } from '../../../test/server/auth-support';

/**
 * Keys and tokens minted by other tools of the Supabase ecosystem with the configured secret
 * (issue 20, item 3): any issuer or none, and GoTrue's admin roles.
 */

const SECRET = 'the-secret-another-tool-was-given-too-0123456789abcdef';
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** A token as the Supabase CLI or a dashboard mints it: HS256, their own issuer or none. */
function minted(
  claims: Record<string, unknown>,
  { issuer, secret = SECRET }: { issuer?: string; secret?: string } = {},
) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
  if (issuer) jwt.setIssuer(issuer);
  return jwt.sign(new TextEncoder().encode(secret));
}

describe('without a list of issuers', () => {
  let server: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_JWT_SECRET: SECRET });
    member = await signedUpMember(server, 'Ecosystem');
  });
  afterAll(async () => server?.close());

  it('lets service_role and supabase_admin keys from other tools use the admin API, with any issuer or none', async () => {
    for (const [role, issuer] of [
      ['service_role', undefined],
      ['service_role', 'supabase-demo'],
      ['supabase_admin', 'supabase'],
      ['supabase_admin', undefined],
    ] as const) {
      const key = await minted({ role }, { issuer });
      const { data, error } = await adminClient(server, key).listUsers();
      expect(error, `${role} ${issuer}`).toBeNull();
      expect(data.users.length).toBeGreaterThan(0);
    }
  });

  it('refuses other roles and other secrets', async () => {
    expect((await adminClient(server, await minted({ role: 'anon' })).listUsers()).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
    expect((await adminClient(server, await minted({ role: 'authenticated' })).listUsers()).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
    expect((await adminClient(server, await minted({})).listUsers()).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
    const wrong = await minted({ role: 'service_role' }, { secret: 'some-other-secret-that-is-long-enough-too!!' });
    expect((await adminClient(server, wrong).listUsers()).error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it("accepts a member's access token re-signed by another tool without our issuer", async () => {
    const { iss: _iss, ...claims } = claimsOf(member.token);
    const token = await minted(claims);
    expect(
      (await fetch(`${server.baseUrl}/api/profiles/me`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect(
      (await fetch(`${server.baseUrl}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  });
});

describe('with AUTH_JWT_ISSUERS', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_JWT_SECRET: SECRET,
      AUTH_JWT_ISSUERS: 'supabase, https://db.example/auth/v1',
    });
  });
  afterAll(async () => server?.close());

  it('accepts those issuers and ours, and refuses others and none', async () => {
    const answer = async (issuer?: string) =>
      (await adminClient(server, await minted({ role: 'service_role' }, { issuer })).listUsers()).error;
    expect(await answer('supabase')).toBeNull();
    expect(await answer('https://db.example/auth/v1')).toBeNull();
    expect(await answer('rookery')).toBeNull();
    expect((await adminClient(server).listUsers()).error).toBeNull();
    expect(await answer('supabase-demo')).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(await answer(undefined)).toMatchObject({ status: 403, code: 'bad_jwt' });
    const member = await signedUpMember(server, 'Listed issuer');
    expect((await member.api('/api/profiles/me')).status).toBe(200);
  });
});

describe('with AUTH_JWT_ADMIN_ROLES', () => {
  it('gives the admin API to the roles named there only', async () => {
    const server = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_JWT_SECRET: SECRET,
      AUTH_JWT_ADMIN_ROLES: 'club_admin',
    });
    try {
      expect((await adminClient(server, await minted({ role: 'club_admin' })).listUsers()).error).toBeNull();
      expect((await adminClient(server, await minted({ role: 'supabase_admin' })).listUsers()).error).toMatchObject({
        code: 'not_admin',
      });
    } finally {
      await server.close();
    }
  });
});
