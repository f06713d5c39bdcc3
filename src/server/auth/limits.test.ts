import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { adminClient, authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../test/server/auth-support';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '40',
    AUTH_EMAIL_RATE_LIMIT_PER_HOUR: String(EMAIL_LIMIT),
    AUTH_SECURE_PASSWORD_CHANGE: 'true',
    AUTH_PASSWORD_REQUIRED_CHARACTERS: 'lower,upper,digits',
    ADMIN_EMAIL: 'chief@example.org',
  });
});
afterAll(async () => server.close());

const EMAIL_LIMIT = 2;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
/** Requests seen as coming from their own address, so the per-IP budget of other tests is untouched. */
const fromAddress = (ip: string) => ({ 'x-forwarded-for': ip });

describe('limits and policies', () => {
  it('limits e-mails per address per hour', async () => {
    const email = uniqueEmail();
    const client = authClient(server);
    await client.signUp({ email, password: GOOD_PASSWORD });
    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    const third = await client.resend({ type: 'signup', email });
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('answers e-mail requests for unknown addresses exactly as for registered ones, up to and past the limit', async () => {
    const admin = adminClient(server);
    const requests = [
      ['/recover', (email: string) => ({ email })],
      ['/otp', (email: string) => ({ email, create_user: false })],
      ['/resend', (email: string) => ({ email, type: 'signup' })],
    ] as const;
    for (const [path, body] of requests) {
      const known = uniqueEmail('known');
      expect((await admin.createUser({ email: known, password: GOOD_PASSWORD, email_confirm: true })).error).toBeNull();
      const unknown = uniqueEmail('unknown');
      const answers = async (email: string) => {
        const seen: Array<{ status: number; body: unknown }> = [];
        for (let attempt = 0; attempt <= EMAIL_LIMIT; attempt += 1) {
          const response = await post(path, body(email), fromAddress('198.51.100.21'));
          seen.push({ status: response.status, body: await response.json() });
        }
        return seen;
      };
      const forKnown = await answers(known);
      const forUnknown = await answers(unknown);
      expect(forUnknown, path).toEqual(forKnown);
      expect(forKnown.map((answer) => answer.status), path).toEqual([200, 200, 429]);
      expect(forKnown.at(-1)!.body, path).toEqual({ code: 429, error_code: 'over_email_send_rate_limit', msg: 'Email rate limit exceeded' });
    }
    const known = uniqueEmail('known');
    await admin.createUser({ email: known, password: GOOD_PASSWORD, email_confirm: true });
    const badChallenge = { code_challenge: 'c'.repeat(43), code_challenge_method: 'md5' };
    for (const path of ['/recover', '/otp']) {
      const answer = async (email: string) => {
        const response = await post(path, { email, create_user: false, ...badChallenge }, fromAddress('198.51.100.21'));
        return { status: response.status, body: await response.json() };
      };
      const forKnown = await answer(known);
      expect(forKnown, path).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
      expect(await answer(uniqueEmail('unknown')), path).toEqual(forKnown);
    }
  });

  it('keeps the password and metadata of an unconfirmed account when a repeated sign-up hits the e-mail limit', async () => {
    const email = uniqueEmail();
    const client = authClient(server);
    await client.signUp({ email, password: GOOD_PASSWORD, options: { data: { username: 'First' } } });
    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    const again = await authClient(server).signUp({ email, password: 'Other-Strong-Pass-7', options: { data: { username: 'Second' } } });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    const verified = await client.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.user_metadata).toMatchObject({ username: 'First' });
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();
    expect((await authClient(server).signInWithPassword({ email, password: 'Other-Strong-Pass-7' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('asks for a re-authentication code before a password change when configured', async () => {
    const email = uniqueEmail();
    const client = authClient(server);
    await client.signUp({ email, password: GOOD_PASSWORD });
    await client.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' });
    expect((await client.updateUser({ password: 'Brand-New-Pass-9' })).error).toMatchObject({ code: 'reauthentication_needed' });
    expect((await client.reauthenticate()).error).toBeNull();
    const mail = await lastMail(server, email);
    expect(mail?.template).toBe('reauthentication');
    expect((await client.updateUser({ password: 'Brand-New-Pass-9', nonce: '000000' })).error).toMatchObject({
      code: 'reauthentication_not_valid',
    });
  });

  it('applies the configured character classes', async () => {
    const { error } = await authClient(server).signUp({ email: uniqueEmail(), password: 'alllowercase-letters' });
    expect(error).toMatchObject({ code: 'weak_password' });
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
  });

  it('creates the ADMIN_EMAIL account as an admin and invites it', async () => {
    const [row] = await server.app.db.query<{ wab_admin: boolean }>(
      'SELECT p.wab_admin FROM profiles p JOIN auth.users u ON u.id = p.id WHERE u.email = $1',
      ['chief@example.org'],
    );
    expect(row?.wab_admin).toBe(true);
    expect((await lastMail(server, 'chief@example.org'))?.template).toBe('invite');
  });

  it('answers a burst over the per-IP limit with 429 over_request_rate_limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      statuses.push((await post('/token?grant_type=password', { email: 'x@example.org', password: 'nope-nope' })).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const limited = await post('/token?grant_type=password', { email: 'x@example.org', password: 'nope-nope' });
    expect(await limited.json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
    // Reading settings stays open.
    expect((await fetch(`${server.baseUrl}/auth/v1/settings`)).status).toBe(200);
  });

  it('limits requests whose query string merely mentions /admin/, and still lets the admin API through', async () => {
    const headers = fromAddress('198.51.100.47');
    let limited: Response | undefined;
    for (let index = 0; index < 60 && !limited; index += 1) {
      const response = await post('/token?grant_type=password&x=/admin/', { email: 'x@example.org', password: 'nope-nope' }, headers);
      if (response.status === 429) limited = response;
      else await response.arrayBuffer();
    }
    expect(limited?.status).toBe(429);
    expect(await limited!.json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
    const key = server.app.auth.serviceRoleKey;
    const admin = await fetch(`${server.baseUrl}/auth/v1/admin/users`, { headers: { authorization: `Bearer ${key}`, apikey: key, ...headers } });
    expect(admin.status).toBe(200);
  });
});
