import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../test/server/auth-support';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '50',
    SITE_URL: 'http://rookery.test',
  });
});
afterAll(async () => server.close());

const fromSite = (link: string) => link.replace('http://rookery.test', server.baseUrl);

async function confirmedMember(email = uniqueEmail()) {
  const client = authClient(server);
  await client.signUp({ email, password: GOOD_PASSWORD });
  const { data, error } = await client.verifyOtp({
    email,
    token: (await lastMail(server, email))!.code!,
    type: 'signup',
  });
  expect(error).toBeNull();
  return { client, email, userId: data.user!.id };
}

const count = async (sql: string, params: unknown[]) => (await server.app.db.query<{ n: number }>(sql, params))[0]!.n;
const sessionsOf = (userId: string) =>
  count('SELECT count(*)::int AS n FROM auth.sessions WHERE user_id = $1', [userId]);

/** Moves a user's one-time tokens of one purpose past their expiry. */
const expireTokens = (userId: string, type: string) =>
  server.app.db.query(
    `UPDATE auth.one_time_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND token_type = $2`,
    [userId, type],
  );

describe('expired one-time tokens', () => {
  it('refuses an expired recovery code with otp_expired and signs nobody in', async () => {
    const { email, userId } = await confirmedMember();
    const client = authClient(server);
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const code = (await lastMail(server, email))!.code!;
    await expireTokens(userId, 'recovery');
    const sessionsBefore = await sessionsOf(userId);

    const { data, error } = await client.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(data.session).toBeNull();
    expect(await sessionsOf(userId)).toBe(sessionsBefore);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = 'recovery' AND used_at IS NULL`,
        [userId],
      ),
    ).toBe(1);
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();
  });

  it('refuses an expired confirmation link and leaves the address unconfirmed', async () => {
    const email = uniqueEmail();
    const { data } = await authClient(server).signUp({ email, password: GOOD_PASSWORD });
    const userId = data.user!.id;
    const link = (await lastMail(server, email))!.link!;
    await expireTokens(userId, 'confirmation');

    const response = await fetch(fromSite(link), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('access_token')).toBeNull();

    const [user] = await server.app.db.query<{ email_confirmed_at: Date | null }>(
      'SELECT email_confirmed_at FROM auth.users WHERE id = $1',
      [userId],
    );
    expect(user?.email_confirmed_at).toBeNull();
    expect(await sessionsOf(userId)).toBe(0);
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toMatchObject({
      code: 'email_not_confirmed',
    });
  });
});

describe('expired PKCE codes', () => {
  it('refuses an auth code exchanged after its window with flow_state_not_found', async () => {
    const { email, userId } = await confirmedMember();
    const client = authClient(server, { flowType: 'pkce' });
    await client.signInWithOtp({ email, options: { emailRedirectTo: 'http://rookery.test/profile' } });
    const redirect = await fetch(fromSite((await lastMail(server, email))!.link!), { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location')!).searchParams.get('code')!;
    expect(code).toBeTruthy();
    await server.app.db.query(
      `UPDATE auth.flow_state SET auth_code_issued_at = now() - interval '10 minutes' WHERE user_id = $1 AND auth_code_issued_at IS NOT NULL`,
      [userId],
    );
    const sessionsBefore = await sessionsOf(userId);

    const { data, error } = await client.exchangeCodeForSession(code);
    expect(error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
    expect(data.session).toBeNull();
    expect(await sessionsOf(userId)).toBe(sessionsBefore);
  });
});

describe('audit log', () => {
  const actions = async (userId: string) =>
    server.app.db.query<{ action: string; payload: Record<string, unknown> }>(
      'SELECT action, payload FROM auth.audit_log WHERE user_id = $1 ORDER BY id',
      [userId],
    );

  it('records a password change, an e-mail change and a sign-out', async () => {
    const { client, userId } = await confirmedMember();
    expect((await client.updateUser({ password: 'Changed-Strong-Pass-5' })).error).toBeNull();

    const next = uniqueEmail('moved');
    expect((await client.updateUser({ email: next })).error).toBeNull();
    const mail = await lastMail(server, next);
    expect((await client.verifyOtp({ email: next, token: mail!.code!, type: 'email_change' })).error).toBeNull();

    expect((await client.signOut({ scope: 'global' })).error).toBeNull();

    const log = await actions(userId);
    expect(log).toEqual(
      expect.arrayContaining([
        { action: 'user_updated_password', payload: {} },
        { action: 'user_modified', payload: { change: 'email_requested' } },
        { action: 'user_modified', payload: { change: 'email' } },
        { action: 'logout', payload: { scope: 'global' } },
      ]),
    );
    const order = log.map((entry) => entry.action);
    expect(order.indexOf('user_updated_password')).toBeLessThan(order.lastIndexOf('user_modified'));
    expect(order.at(-1)).toBe('logout');
  });
});

describe('sign-up switched off', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_DISABLE_SIGNUP: 'true' });
  });
  afterAll(async () => closed.close());

  it('refuses sign-up with signup_disabled and creates nobody', async () => {
    const email = uniqueEmail();
    const { data, error } = await authClient(closed).signUp({ email, password: GOOD_PASSWORD });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    expect(data.user).toBeNull();
    expect(await closed.app.db.query('SELECT 1 FROM auth.users WHERE email = $1', [email])).toEqual([]);
    expect(await closed.app.db.query('SELECT 1 FROM email_outbox WHERE to_address = $1', [email])).toEqual([]);
    expect((await (await fetch(`${closed.baseUrl}/auth/v1/settings`)).json()).disable_signup).toBe(true);
  });
});
