import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { safeRedirect } from './http';
import { adminClient, authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../test/server/auth-support';

/**
 * Calls the official auth-js client makes the way any tool written for it would, answered as
 * GoTrue answers them (issue 20, item 4).
 */

const SITE = 'http://localhost:3999';
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '50',
    SITE_URL: SITE,
  });
});
afterAll(async () => server.close());

async function confirmedMember(email = uniqueEmail()) {
  const client = authClient(server);
  await client.signUp({ email, password: GOOD_PASSWORD });
  expect(
    (await client.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' })).error,
  ).toBeNull();
  return { client, email };
}

const usersWithEmail = async (email: string) =>
  server.app.db.query('SELECT id FROM auth.users WHERE email = $1', [email.toLowerCase()]);

describe('admin API', () => {
  it('lists users without arguments (auth-js sends ?page=&per_page=)', async () => {
    await confirmedMember();
    const { data, error } = await adminClient(server).listUsers();
    expect(error).toBeNull();
    expect(data.users.length).toBeGreaterThan(0);
    expect((data as { total: number }).total).toBeGreaterThanOrEqual(data.users.length);
    // An empty value is "not given"; a wrong one is still refused, with a message naming it.
    const wrong = await fetch(`${server.baseUrl}/auth/v1/admin/users?page=zero`, {
      headers: { authorization: `Bearer ${server.app.auth.serviceRoleKey}` },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: expect.stringMatching(/^page: /),
    });
  });
});

describe('features this server does not offer', () => {
  it('answers single sign-on with 404 saml_provider_disabled', async () => {
    for (const params of [{ domain: 'club.example' }, { providerId: crypto.randomUUID() }]) {
      const { data, error } = await authClient(server).signInWithSSO(params);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    }
  });

  it('answers wallet sign-in with "Web3 provider is disabled"', async () => {
    const ethereum = await authClient(server).signInWithWeb3({
      chain: 'ethereum',
      message: 'sign in',
      signature: '0x00',
    });
    expect(ethereum.error).toMatchObject({
      status: 422,
      code: 'web3_provider_disabled',
      message: 'Web3 provider is disabled',
    });
    const solana = await authClient(server).signInWithWeb3({
      chain: 'solana',
      message: 'sign in',
      signature: new Uint8Array(64),
    });
    expect(solana.error).toMatchObject({ status: 422, code: 'web3_provider_disabled' });
  });

  it('answers an id_token for a provider that is off as GoTrue does', async () => {
    const token = 'header.payload.signature';
    const google = await authClient(server).signInWithIdToken({ provider: 'google', token });
    expect(google.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const custom = await authClient(server).signInWithIdToken({ provider: 'my-idp', token });
    expect(custom.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Custom OIDC provider "my-idp" not allowed',
    });
  });
});

describe('validation messages', () => {
  it("are GoTrue's sentences, without a field name in front", async () => {
    const client = authClient(server);
    expect((await client.signUp({ email: 'not-an-email', password: GOOD_PASSWORD })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    expect((await client.signInWithOtp({ phone: '12' })).error).toMatchObject({
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
    expect(
      (await client.signInWithPassword({ email: `${'x'.repeat(300)}@example.org`, password: 'x' })).error,
    ).toMatchObject({
      message: 'Unable to validate email address: invalid format',
    });
    expect((await adminClient(server).createUser({ email: 'nope', password: GOOD_PASSWORD })).error).toMatchObject({
      message: 'Unable to validate email address: invalid format',
    });
  });
});

describe('one-time codes for existing accounts only', () => {
  it('by default answer an unknown address like a known one, and create nothing (decision 0026)', async () => {
    const ghost = uniqueEmail('ghost');
    const { email } = await confirmedMember();
    const unknown = await authClient(server).signInWithOtp({ email: ghost, options: { shouldCreateUser: false } });
    const known = await authClient(server).signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(unknown).toEqual(known);
    expect(unknown.error).toBeNull();
    expect(await lastMail(server, ghost)).toBeUndefined();
    expect(await usersWithEmail(ghost)).toEqual([]);
    expect((await lastMail(server, email))?.template).toBe('magic_link');
  });

  it('with AUTH_OTP_REFUSE_UNKNOWN answer otp_disabled, no sooner than the uniform time', async () => {
    const strict = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_OTP_REFUSE_UNKNOWN: 'true',
      AUTH_UNIFORM_RESPONSE_MS: '150',
    });
    try {
      const ghost = uniqueEmail('ghost');
      const started = performance.now();
      const { error } = await authClient(strict).signInWithOtp({ email: ghost, options: { shouldCreateUser: false } });
      expect(performance.now() - started).toBeGreaterThanOrEqual(145);
      expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
      expect(await lastMail(strict, ghost)).toBeUndefined();
      // A known address still gets its code, and an unknown one with shouldCreateUser gets an account.
      const member = uniqueEmail();
      expect((await authClient(strict).signInWithOtp({ email: member })).error).toBeNull();
      expect(
        (await authClient(strict).signInWithOtp({ email: member, options: { shouldCreateUser: false } })).error,
      ).toBeNull();
      expect((await lastMail(strict, member))?.template).toBe('magic_link');
    } finally {
      await strict.close();
    }
  });
});

describe('redirects after a link', () => {
  const redirectOf = async (emailRedirectTo: string) => {
    const email = uniqueEmail();
    expect((await authClient(server).signInWithOtp({ email, options: { emailRedirectTo } })).error).toBeNull();
    return new URL((await lastMail(server, email))!.link!).searchParams.get('redirect_to');
  };

  it('keep another port of localhost, as GoTrue does, but not another host or scheme', async () => {
    expect(await redirectOf('http://localhost:5173/welcome?from=mail')).toBe('http://localhost:5173/welcome?from=mail');
    expect(await redirectOf('http://localhost/welcome')).toBe('http://localhost/welcome');
    expect(await redirectOf('https://localhost:5173/welcome')).toBe(SITE);
    expect(await redirectOf('http://localhost.evil.example:5173/')).toBe(SITE);
    expect(await redirectOf('http://127.0.0.1:5173/')).toBe(SITE);
  });

  it('keep the port strict on a public host', () => {
    const context = server.app.auth;
    expect(safeRedirect(context, 'https://rookery.example', 'https://rookery.example/lists')).toBe(
      'https://rookery.example/lists',
    );
    expect(safeRedirect(context, 'https://rookery.example', 'https://rookery.example:8443/lists')).toBe(
      'https://rookery.example',
    );
    expect(safeRedirect(context, 'http://127.0.0.1:3000', 'http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173/');
  });
});
