import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../../test/server/app';
import { seededDataDir } from '../../../test/server/pglite-seed';
import { adminClient, authClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../../../test/server/auth-support';
import { totpCode } from './totp';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100' });
});
afterAll(async () => server.close());

let phoneCounter = 0;
/** A fresh E.164 number per test run and call. */
const uniquePhone = () => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${(phoneCounter += 1) % 10}`;

async function textTo(phone: string) {
  const message = await lastMail(server, phone);
  expect(message?.template).toBe('sms');
  return message!.code!;
}

describe('phone accounts through auth-js', () => {
  it('signs up with a phone and password, confirms by SMS code, then signs in with the password', async () => {
    const phone = uniquePhone();
    const client = authClient(server);
    const signedUp = await client.signUp({ phone, password: GOOD_PASSWORD });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();

    const early = await authClient(server).signInWithPassword({ phone, password: GOOD_PASSWORD });
    expect(early.error).toMatchObject({ code: 'phone_not_confirmed' });

    const firstCode = await textTo(phone);
    expect((await client.resend({ type: 'sms', phone })).error).toBeNull();
    const secondCode = await textTo(phone);
    const verified = await client.verifyOtp({ phone, token: secondCode, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone?.replace('+', '')).toBe(phone.replace('+', ''));
    expect((await authClient(server).verifyOtp({ phone, token: firstCode, type: 'sms' })).error).not.toBeNull();

    const signedIn = await authClient(server).signInWithPassword({ phone, password: GOOD_PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toBeTruthy();
  });

  it('signs in with a one-time SMS code, and changes the phone number with a code sent to the new one', async () => {
    const phone = uniquePhone();
    const client = authClient(server);
    expect((await client.signInWithOtp({ phone })).error).toBeNull();
    const session = await client.verifyOtp({ phone, token: await textTo(phone), type: 'sms' });
    expect(session.error).toBeNull();

    const next = uniquePhone();
    expect((await client.updateUser({ phone: next })).error).toBeNull();
    expect((await client.resend({ type: 'phone_change', phone: next })).error).toBeNull();
    const changed = await client.verifyOtp({ phone: next, token: await textTo(next), type: 'phone_change' });
    expect(changed.error).toBeNull();
    expect((await client.getUser()).data.user?.phone?.replace('+', '')).toBe(next.replace('+', ''));
  });

  it('resends the e-mail change confirmation to the new address', async () => {
    const email = uniqueEmail();
    const client = authClient(server);
    await client.signUp({ email, password: GOOD_PASSWORD });
    await client.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' });
    const next = uniqueEmail('moved');
    expect((await client.updateUser({ email: next })).error).toBeNull();
    const first = await lastMail(server, next);
    expect((await client.resend({ type: 'email_change', email: next })).error).toBeNull();
    const second = await lastMail(server, next);
    expect(second?.template).toBe(first?.template);
    expect(second?.code).not.toBe(first?.code);
    const changed = await client.verifyOtp({ email: next, token: second!.code!, type: 'email_change' });
    expect(changed.error).toBeNull();
    expect((await client.getUser()).data.user?.email).toBe(next);
  });
});

describe('admin factor routes through auth-js', () => {
  it('lists a member’s verified authenticator and deletes it with the service-role key only', async () => {
    const email = uniqueEmail();
    const client = authClient(server);
    await client.signUp({ email, password: GOOD_PASSWORD });
    await client.verifyOtp({ email, token: (await lastMail(server, email))!.code!, type: 'signup' });
    const userId = (await client.getUser()).data.user!.id;
    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Pocket' });
    const { id, totp } = enrolled.data as { id: string; totp: { secret: string } };
    expect(
      (await client.mfa.challengeAndVerify({ factorId: id, code: totpCode(totp.secret, Date.now()) })).error,
    ).toBeNull();

    const admin = adminClient(server);
    const listed = await admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id, factor_type: 'totp', status: 'verified' })]);

    const refused = await adminClient(server, server.app.auth.anonKey).mfa.deleteFactor({ id, userId });
    expect(refused.error).not.toBeNull();
    expect((await admin.mfa.listFactors({ userId })).data?.factors).toHaveLength(1);

    expect((await admin.mfa.deleteFactor({ id, userId })).error).toBeNull();
    expect((await admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
    expect((await admin.mfa.deleteFactor({ id, userId })).error).toMatchObject({ status: 404 });
  });
});

describe('npm run admin', () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, '../../..');
  const cli = (dataDir: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/admin.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });

  it('creates an admin on the embedded database and refuses a bad address', async () => {
    const dataDir = seededDataDir('rookery-admin-cli-');
    try {
      const created = await cli(dataDir, 'create-admin', 'chief@example.org', '--password', GOOD_PASSWORD);
      expect(created.stdout).toContain('Created chief@example.org as an admin.');
      await expect(cli(dataDir, 'create-admin', 'not-an-address')).rejects.toMatchObject({ code: 2 });

      const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir }));
      try {
        const [profile] = await app.db.query<{ wab_admin: boolean }>(
          `SELECT p.wab_admin FROM profiles p JOIN auth.users u ON u.id = p.id WHERE u.email = 'chief@example.org'`,
        );
        expect(profile?.wab_admin).toBe(true);
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
