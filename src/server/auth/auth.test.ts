import { AuthApiError, AuthWeakPasswordError } from '@supabase/auth-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { adminClient, authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../test/server/auth-support';
import { totpCode } from './totp';

const PROVIDER_SECRET = 'a-test-provider-secret-that-is-long-enough';
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '50',
    SITE_URL: 'http://rookery.test',
    AUTH_REDIRECT_ALLOW_LIST: 'http://localhost:5173/**',
    AUTH_PROVIDERS: JSON.stringify([
      { name: 'guild', issuer: 'https://guild.example', clientId: 'rookery', secret: PROVIDER_SECRET, authorizeUrl: 'https://guild.example/authorize' },
    ]),
  });
});
afterAll(async () => server.close());

const authUrl = (path: string) => `${server.baseUrl}/auth/v1${path}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(authUrl(path), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Signs up and confirms through the code in the outbox; returns a signed-in client. */
async function confirmedMember(email = uniqueEmail()) {
  const client = authClient(server);
  await client.signUp({ email, password: GOOD_PASSWORD });
  const mail = await lastMail(server, email);
  const { error } = await client.verifyOtp({ email, token: mail!.code!, type: 'signup' });
  expect(error).toBeNull();
  return { client, email };
}

const idToken = (claims: Record<string, unknown>, secret = PROVIDER_SECRET) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('https://guild.example')
    .setAudience('rookery')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));

describe('sign-up and sign-in', () => {
  it('signs up, e-mails a confirmation in the chosen language, confirms and signs in', async () => {
    const email = uniqueEmail();
    const client = authClient(server);
    const { data, error } = await client.signUp({ email, password: GOOD_PASSWORD, options: { data: { username: 'Raven', language: 'es' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ username: 'Raven' });

    const mail = await lastMail(server, email);
    expect(mail).toMatchObject({ template: 'confirmation', language: 'es', subject: 'Confirma tu cuenta de Rookery' });
    expect(mail!.link).toMatch(/^http:\/\/rookery\.test\/auth\/v1\/verify\?token=/);

    const early = await client.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(early.error).toMatchObject({ code: 'email_not_confirmed', status: 400 });

    const verified = await client.verifyOtp({ email, token: mail!.code!, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const signedIn = await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(signedIn.data.session!.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(signedIn.data.user?.identities?.[0]).toMatchObject({ provider: 'email' });
  });

  it('creates a profile with a WAB id for every new user', async () => {
    const { client } = await confirmedMember();
    const { data } = await client.getSession();
    const response = await fetch(`${server.baseUrl}/api/profiles/me`, { headers: { authorization: `Bearer ${data.session!.access_token}` } });
    expect(response.status).toBe(200);
    const profile = await response.json();
    expect(profile.wab_id).toMatch(/^WAB-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(profile).toMatchObject({ wab_admin: false, tester: false, banned: false, deactivated: false });
  });

  it('answers a wrong password with invalid_credentials and no hint whether the e-mail exists', async () => {
    const { email } = await confirmedMember();
    const wrong = await authClient(server).signInWithPassword({ email, password: 'Wrong-password-123' });
    const unknown = await authClient(server).signInWithPassword({ email: uniqueEmail('ghost'), password: 'Wrong-password-123' });
    for (const attempt of [wrong, unknown]) {
      expect(attempt.error).toBeInstanceOf(AuthApiError);
      expect(attempt.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('rejects weak passwords with reasons as AuthWeakPasswordError', async () => {
    const { error } = await authClient(server).signUp({ email: uniqueEmail(), password: 'short' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('refuses missing, malformed and overlong input with GoTrue errors and creates nothing', async () => {
    const before = await server.app.db.query('SELECT id FROM auth.users');
    // A body with neither address is an anonymous sign-in, as in GoTrue (anonymous.test.ts).
    const cases: Array<[unknown, number, string]> = [
      [{ email: 'someone@example.org' }, 400, 'You must provide either an email or phone number and a password'],
      [{ email: 'not-an-email', password: GOOD_PASSWORD }, 400, 'email'],
      [{ email: `${'x'.repeat(300)}@example.org`, password: GOOD_PASSWORD }, 400, 'email'],
      [{ email: 42, password: GOOD_PASSWORD }, 400, 'email'],
      [{ email: uniqueEmail(), password: GOOD_PASSWORD, data: 'nope' }, 400, 'data'],
    ];
    for (const [body, status, text] of cases) {
      const response = await post('/signup', body);
      expect(response.status).toBe(status);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      const json = await response.json();
      expect(json).toMatchObject({ code: status, error_code: 'validation_failed' });
      expect(json.msg).toContain(text);
    }
    const malformed = await fetch(authUrl('/signup'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(await server.app.db.query('SELECT id FROM auth.users')).toHaveLength(before.length);
  });

  it('does not reveal an existing account on a second sign-up, and tells its owner by e-mail', async () => {
    const { email } = await confirmedMember();
    const again = await authClient(server).signUp({ email, password: GOOD_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toHaveLength(1);
    const mail = await lastMail(server, email);
    // No new confirmation: a reminder that the address already has an account.
    expect(mail?.template).toBe('account_exists');
    expect(mail?.link).toBeUndefined();
    expect(mail?.text).toContain('http://rookery.test/login');
    const [{ count }] = (await server.app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM email_outbox WHERE to_address = $1',
      [email],
    )) as [{ count: number }];
    expect(count).toBe(2);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and ends the session when a spent one is reused', async () => {
    const { client } = await confirmedMember();
    const first = (await client.getSession()).data.session!;
    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const reuse = await post('/token?grant_type=refresh_token', { refresh_token: first.refresh_token });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error_code: 'refresh_token_already_used' });

    const afterReuse = await post('/token?grant_type=refresh_token', { refresh_token: second.refresh_token });
    expect(afterReuse.status).toBe(400);
    const me = await fetch(authUrl('/user'), { headers: { authorization: `Bearer ${second.access_token}` } });
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('puts the spec claims in the access token', async () => {
    const { client, email } = await confirmedMember();
    const token = (await client.getSession()).data.session!.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ role: 'authenticated', aud: 'authenticated', aal: 'aal1', email });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(claims)).toEqual(expect.arrayContaining(['sub', 'exp', 'iat', 'phone', 'app_metadata', 'user_metadata']));
  });

  it('signs out this session, the others, or everywhere', async () => {
    const { email } = await confirmedMember();
    const devices = [authClient(server), authClient(server), authClient(server)];
    for (const device of devices) await device.signInWithPassword({ email, password: GOOD_PASSWORD });
    const tokens = await Promise.all(devices.map(async (device) => (await device.getSession()).data.session!.access_token));
    const alive = async (token: string) => (await fetch(authUrl('/user'), { headers: { authorization: `Bearer ${token}` } })).status === 200;

    await devices[0]!.signOut({ scope: 'others' });
    expect([await alive(tokens[0]!), await alive(tokens[1]!), await alive(tokens[2]!)]).toEqual([true, false, false]);
    await devices[0]!.signOut({ scope: 'local' });
    expect(await alive(tokens[0]!)).toBe(false);
    const audit = await server.app.db.query<{ action: string }>(
      `SELECT action FROM auth.audit_log a JOIN auth.users u ON u.id = a.user_id WHERE u.email = $1`,
      [email],
    );
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['user_signedup', 'login', 'logout']));
  });

  it('refuses tampered, unsigned, expired and foreign tokens', async () => {
    const { client } = await confirmedMember();
    const token = (await client.getSession()).data.session!.access_token;
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const expired = await server.app.auth.jwt.sign({ ...claims, exp: undefined }, Math.floor(Date.now() / 1000) - 60);
    const otherSecret = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    for (const bad of [`${header}.${forged}.${token.split('.')[2]}`, none, expired, otherSecret, 'garbage']) {
      const response = await fetch(authUrl('/user'), { headers: { authorization: `Bearer ${bad}` } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error_code: 'bad_jwt' });
    }
    const missing = await fetch(authUrl('/user'));
    expect(missing.status).toBe(401);
  });
});

describe('one-time codes and links', () => {
  it('signs in with an e-mail code, and with the magic link (implicit flow)', async () => {
    const { email } = await confirmedMember();
    const client = authClient(server);
    expect((await client.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const mail = await lastMail(server, email);
    expect(mail).toMatchObject({ template: 'magic_link' });
    const { data, error } = await client.verifyOtp({ email, token: mail!.code!, type: 'email' });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
    // A code works once.
    expect((await client.verifyOtp({ email, token: mail!.code!, type: 'email' })).error).toMatchObject({ code: 'otp_expired' });

    await client.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:5173/profile' } });
    const link = (await lastMail(server, email))!.link!;
    const redirect = await fetch(link.replace('http://rookery.test', server.baseUrl), { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    const location = new URL(redirect.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:5173/profile');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('access_token')).toBeTruthy();
    const reused = await fetch(link.replace('http://rookery.test', server.baseUrl), { redirect: 'manual' });
    expect(new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('exchanges a PKCE code from the link for a session', async () => {
    const { email } = await confirmedMember();
    const client = authClient(server, { flowType: 'pkce' });
    await client.signInWithOtp({ email, options: { emailRedirectTo: 'http://rookery.test/profile' } });
    const link = (await lastMail(server, email))!.link!;
    const redirect = await fetch(link.replace('http://rookery.test', server.baseUrl), { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location')!).searchParams.get('code')!;
    expect(code).toBeTruthy();
    const { data, error } = await client.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    // The code is single use, and a wrong verifier is refused.
    const again = await post('/token?grant_type=pkce', { auth_code: code, code_verifier: 'x'.repeat(43) });
    expect(again.status).toBe(404);
  });

  it('allows redirects matching the allow-list across path segments', async () => {
    const { email } = await confirmedMember();
    await authClient(server).signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:5173/account/reset/deep' } });
    const link = (await lastMail(server, email))!.link!;
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:5173/account/reset/deep');
  });

  it('sends untrusted redirects to the site instead', async () => {
    const { email } = await confirmedMember();
    await authClient(server).signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = (await lastMail(server, email))!.link!;
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://rookery.test');
  });

  it('resets a password through the recovery code', async () => {
    const { email } = await confirmedMember();
    const client = authClient(server);
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await lastMail(server, email);
    expect(mail?.template).toBe('recovery');
    expect((await client.verifyOtp({ email, token: mail!.code!, type: 'recovery' })).error).toBeNull();
    expect((await client.updateUser({ password: 'Another-Strong-Pass-1' })).error).toBeNull();
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await authClient(server).signInWithPassword({ email, password: 'Another-Strong-Pass-1' })).error).toBeNull();
  });

  it('never tells recover, otp or resend whether an account exists', async () => {
    const ghost = uniqueEmail('ghost');
    for (const [path, body] of [
      ['/recover', { email: ghost }],
      ['/otp', { email: ghost, create_user: false }],
      ['/resend', { email: ghost, type: 'signup' }],
    ] as const) {
      const response = await post(path, body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
    }
    expect(await lastMail(server, ghost)).toBeUndefined();
  });

  it('resends the confirmation of an unconfirmed account', async () => {
    const email = uniqueEmail();
    const client = authClient(server);
    await client.signUp({ email, password: GOOD_PASSWORD });
    const first = await lastMail(server, email);
    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    const second = await lastMail(server, email);
    expect(second!.code).not.toBe(undefined);
    expect((await client.verifyOtp({ email, token: first!.code!, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await client.verifyOtp({ email, token: second!.code!, type: 'signup' })).error).toBeNull();
  });

  it('changes the e-mail address after the new address confirms', async () => {
    const { client, email } = await confirmedMember();
    const next = uniqueEmail('moved');
    const { data, error } = await client.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const mail = await lastMail(server, next);
    expect(mail?.template).toBe('email_change');
    const verified = await client.verifyOtp({ email: next, token: mail!.code!, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(next);
    expect((await authClient(server).signInWithPassword({ email: next, password: GOOD_PASSWORD })).error).toBeNull();
  });

  it('updates user metadata', async () => {
    const { client } = await confirmedMember();
    const { data } = await client.updateUser({ data: { favourite: 'syenann' } });
    expect(data.user?.user_metadata).toMatchObject({ favourite: 'syenann' });
  });
});

describe('account updates', () => {
  const storedUser = async (email: string) =>
    (await server.app.db.query<{ raw_user_meta_data: Record<string, unknown>; encrypted_password: string; email_change: string | null; updated_at: Date }>(
      'SELECT raw_user_meta_data, encrypted_password, email_change, updated_at FROM auth.users WHERE email = $1',
      [email],
    ))[0]!;

  it('refuses metadata with a weak password and saves neither', async () => {
    const { client, email } = await confirmedMember();
    const before = await storedUser(email);
    const { error } = await client.updateUser({ data: { favourite: 'hegemony' }, password: 'short' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(await storedUser(email)).toEqual(before);
    expect((await client.getUser()).data.user?.user_metadata).not.toHaveProperty('favourite');
  });

  it('refuses a password change together with a taken e-mail and keeps the old password', async () => {
    const { client, email } = await confirmedMember();
    const { email: taken } = await confirmedMember();
    const before = await storedUser(email);
    const { error } = await client.updateUser({ password: 'Fresh-Strong-Pass-4', email: taken, data: { favourite: 'nortkin' } });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
    expect(await storedUser(email)).toEqual(before);
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();
    expect((await authClient(server).signInWithPassword({ email, password: 'Fresh-Strong-Pass-4' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('changes metadata, password and e-mail together when all are valid', async () => {
    const { client, email } = await confirmedMember();
    const next = uniqueEmail('together');
    const { data, error } = await client.updateUser({ password: 'Fresh-Strong-Pass-4', email: next, data: { favourite: 'scions' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next, user_metadata: { favourite: 'scions' } });
    expect((await lastMail(server, next))?.template).toBe('email_change');
    expect((await authClient(server).signInWithPassword({ email, password: 'Fresh-Strong-Pass-4' })).error).toBeNull();
  });
});

describe('multi-factor authentication', () => {
  it('enrols a TOTP factor with a QR code, raises the session to aal2, and asks for it at the next sign-in', async () => {
    const { client, email } = await confirmedMember();
    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const { id, totp } = enrolled.data as { id: string; totp: { qr_code: string; secret: string; uri: string } };
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\//);

    // An abandoned enrolment does not block starting again with the same name.
    const again = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(again.error).toBeNull();
    const { id: retryId } = again.data as { id: string };
    expect(retryId).not.toBe(id);
    const wrong = await client.mfa.challengeAndVerify({ factorId: retryId, code: '000000' });
    expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed' });
    const secret = (again.data as { totp: { secret: string } }).totp.secret;
    const right = await client.mfa.challengeAndVerify({ factorId: retryId, code: totpCode(secret, Date.now()) });
    expect(right.error).toBeNull();
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    const other = authClient(server);
    await other.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect((await other.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await other.mfa.unenroll({ factorId: retryId })).error).toMatchObject({ code: 'insufficient_aal' });
    expect((await client.mfa.unenroll({ factorId: retryId })).error).toBeNull();
  });

  it('answers unknown or malformed factor ids with 404', async () => {
    const { client } = await confirmedMember();
    const token = (await client.getSession()).data.session!.access_token;
    for (const id of ['abc', '00000000-0000-0000-0000-000000000000', "1'; DROP TABLE auth.users;--"]) {
      const response = await post(`/factors/${encodeURIComponent(id)}/challenge`, {}, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error_code: 'mfa_factor_not_found' });
    }
  });
});

describe('identities', () => {
  it('signs in with an id_token from a configured provider and links it to an existing account', async () => {
    const token = await idToken({ sub: 'guild-1', email: uniqueEmail('guild'), email_verified: true, name: 'Guild Member' });
    const client = authClient(server);
    const { data, error } = await client.signInWithIdToken({ provider: 'guild', token });
    expect(error).toBeNull();
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['guild']);

    const { client: member } = await confirmedMember();
    const linked = await member.linkIdentity({ provider: 'guild' as never, token: await idToken({ sub: 'guild-2' }) });
    expect(linked.error).toBeNull();
    const identities = (await member.getUserIdentities()).data!.identities;
    expect(identities.map((identity) => identity.provider).sort()).toEqual(['email', 'guild']);

    const stolen = await member.linkIdentity({ provider: 'guild' as never, token: await idToken({ sub: 'guild-1' }) });
    expect(stolen.error).toMatchObject({ code: 'identity_already_exists' });

    const guild = identities.find((identity) => identity.provider === 'guild')!;
    expect((await member.unlinkIdentity(guild)).error).toBeNull();
    const email = identities.find((identity) => identity.provider === 'email')!;
    expect((await member.unlinkIdentity(email)).error).toMatchObject({ code: 'single_identity_not_deletable' });
    expect((await member.unlinkIdentity({ ...email, identity_id: crypto.randomUUID() })).error).toMatchObject({ code: 'identity_not_found' });
  });

  it('refuses id_tokens that are forged or from an unknown provider', async () => {
    const forged = await idToken({ sub: 'guild-x' }, 'y'.repeat(45));
    expect((await authClient(server).signInWithIdToken({ provider: 'guild', token: forged })).error).toMatchObject({ code: 'bad_oauth_callback' });
    expect((await authClient(server).signInWithIdToken({ provider: 'google', token: forged })).error).toMatchObject({ code: 'provider_disabled' });
    expect((await authClient(server).signInWithIdToken({ provider: 'github', token: forged })).error).toMatchObject({ code: 'validation_failed' });
  });

  it('redirects to a configured provider, gives a clear 400 for others and GoTrue\'s 404 for SSO', async () => {
    const configured = await fetch(authUrl('/authorize?provider=guild&redirect_to=http://rookery.test/'), { redirect: 'manual' });
    expect(configured.status).toBe(302);
    expect(configured.headers.get('location')).toMatch(/^https:\/\/guild\.example\/authorize\?client_id=rookery/);
    const missing = await fetch(authUrl('/authorize?provider=github'), { redirect: 'manual' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error_code: 'provider_disabled' });
    const sso = await authClient(server).signInWithSSO({ domain: 'club.example' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
  });
});

describe('admin API', () => {
  it('manages users with the service-role key', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('made');
    const created = await admin.createUser({ email, password: GOOD_PASSWORD, email_confirm: true, user_metadata: { username: 'Made' } });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();

    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect((page.data as { total: number }).total).toBeGreaterThan(2);

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const banned = await admin.updateUserById(id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toBeTruthy();
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toMatchObject({ code: 'user_banned' });
    await admin.updateUserById(id, { ban_duration: 'none' });
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();

    const link = await admin.generateLink({ type: 'recovery', email });
    expect(link.error).toBeNull();
    expect(link.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(link.data.properties?.email_otp).toMatch(/^\d{6}$/);

    const invited = await admin.inviteUserByEmail(uniqueEmail('invited'));
    expect(invited.error).toBeNull();
    expect((await lastMail(server, invited.data.user!.email!))?.template).toBe('invite');

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    const malformed = await fetch(authUrl('/admin/users/not-a-uuid'), { headers: { authorization: `Bearer ${server.app.auth.serviceRoleKey}` } });
    expect(malformed.status).toBe(404);
  });

  it('refuses the admin API without the service-role key', async () => {
    expect((await fetch(authUrl('/admin/users'))).status).toBe(401);
    const anon = await adminClient(server, server.app.auth.anonKey).listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
    const { client } = await confirmedMember();
    const userToken = (await client.getSession()).data.session!.access_token;
    expect((await adminClient(server, userToken).listUsers()).error).toMatchObject({ status: 403 });
  });
});

describe('banned and deactivated members', () => {
  it('keeps banned members out, including on refresh, and deactivated ones out of sign-in', async () => {
    const { client, email } = await confirmedMember();
    await server.app.db.query('UPDATE profiles SET banned = true WHERE id = (SELECT id FROM auth.users WHERE email = $1)', [email]);
    expect((await client.refreshSession()).error).toMatchObject({ code: 'user_banned' });
    expect((await authClient(server).signInWithPassword({ email, password: GOOD_PASSWORD })).error).toMatchObject({ code: 'user_banned' });

    const other = await confirmedMember();
    await server.app.db.query('UPDATE profiles SET deactivated = true WHERE id = (SELECT id FROM auth.users WHERE email = $1)', [other.email]);
    expect((await authClient(server).signInWithPassword({ email: other.email, password: GOOD_PASSWORD })).error).toMatchObject({ code: 'user_banned' });
  });

  it('counts only active members, never cached', async () => {
    const count = async () => {
      const response = await fetch(`${server.baseUrl}/api/stats/members`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return (await response.json()).count as number;
    };
    const before = await count();
    const { email } = await confirmedMember();
    expect(await count()).toBe(before + 1);
    await server.app.db.query('UPDATE profiles SET banned = true WHERE id = (SELECT id FROM auth.users WHERE email = $1)', [email]);
    expect(await count()).toBe(before);
  });

  it('answers /api/profiles/me without a session with 401', async () => {
    const response = await fetch(`${server.baseUrl}/api/profiles/me`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('input read through the route schemas', () => {
  const errorOf = async (response: Response) => ({ status: response.status, ...(await response.json()) });

  it('checks the token, then the factor or user named in the path, before anything about the body', async () => {
    const badBody = { challenge_id: 42, factor_type: 'sms', email: 'not-an-email' };
    expect(await errorOf(await fetch(authUrl('/user'), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(badBody) }))).toMatchObject({
      status: 401,
      error_code: 'no_authorization',
    });
    expect(await errorOf(await post('/factors', badBody))).toMatchObject({ status: 401, error_code: 'no_authorization' });
    const { client } = await confirmedMember();
    const bearer = { authorization: `Bearer ${(await client.getSession()).data.session!.access_token}` };
    expect(await errorOf(await post('/factors/00000000-0000-0000-0000-000000000000/verify', badBody, bearer))).toMatchObject({
      status: 404,
      error_code: 'mfa_factor_not_found',
    });
    const admin = { authorization: `Bearer ${server.app.auth.serviceRoleKey}` };
    const missingUser = await fetch(authUrl('/admin/users/00000000-0000-0000-0000-000000000000'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify(badBody),
    });
    expect(await errorOf(missingUser)).toMatchObject({ status: 404, error_code: 'user_not_found' });
  });

  it('answers a bad query in GoTrue words, before the token is checked', async () => {
    expect(await errorOf(await post('/token', {}))).toMatchObject({
      status: 400,
      error_code: 'validation_failed',
      msg: 'unsupported_grant_type: grant_type must be password, refresh_token, pkce or id_token',
    });
    expect(await errorOf(await post('/token?grant_type=magic', {}))).toMatchObject({ status: 400, error_code: 'validation_failed' });
    expect(await errorOf(await post('/logout?scope=everyone', {}))).toMatchObject({
      status: 400,
      error_code: 'validation_failed',
      msg: 'scope must be global, local or others',
    });
    expect(await errorOf(await post('/verify', { type: 'signup', email: 'not-an-email' }))).toMatchObject({
      status: 400,
      error_code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
  });

  it('reads null options as not given, as auth-js sends them', async () => {
    const email = uniqueEmail();
    const response = await post('/otp', { email, data: null, create_user: null, code_challenge: null, gotrue_meta_security: { captcha_token: null } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await lastMail(server, email)).toMatchObject({ template: 'magic_link' });
  });
});

describe('service endpoints', () => {
  it('reports settings and health', async () => {
    const settings = await (await fetch(authUrl('/settings'))).json();
    expect(settings).toMatchObject({ disable_signup: false, mailer_autoconfirm: false, external: { email: true, guild: true } });
    expect((await fetch(authUrl('/health'))).status).toBe(200);
    expect((await fetch(authUrl('/no-such-route'))).status).toBe(404);
  });
});
