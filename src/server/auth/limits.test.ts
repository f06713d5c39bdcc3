import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from './test-support';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '40',
    AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '2',
    AUTH_SECURE_PASSWORD_CHANGE: 'true',
    AUTH_PASSWORD_REQUIRED_CHARACTERS: 'lower,upper,digits',
    ADMIN_EMAIL: 'chief@example.org',
  });
});
afterAll(async () => server.close());

const post = (path: string, body: unknown) =>
  fetch(`${server.baseUrl}/auth/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('limits and policies', () => {
  it('limits e-mails per address per hour', async () => {
    const email = uniqueEmail();
    const client = authClient(server);
    await client.signUp({ email, password: GOOD_PASSWORD });
    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    const third = await client.resend({ type: 'signup', email });
    expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
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
});
