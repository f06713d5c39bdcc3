import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, GOOD_PASSWORD, lastMail, uniqueEmail } from '../test/server/auth-support';
import { totpCode } from '../src/server/auth/totp';
import { ensureAdmin } from '../src/server/features/profiles/ensure-admin';
import type { TestApp } from '../test/server/app';
import { axeViolations, setupBrowser } from './support/browser';
import { startServer } from './support/server';

const browser = setupBrowser();
let server: TestApp;

beforeAll(async () => {
  // No SITE_URL, as on a fresh install: e-mailed links follow the address the browser used.
  server = await startServer({ SITE_URL: '' });
});
afterAll(async () => server?.close());

const url = (path: string) => `${server.baseUrl}${path}`;

/** A confirmed account made through the admin API, as if it had signed up earlier. */
async function existingMember(email = uniqueEmail(), password = GOOD_PASSWORD) {
  const { data, error } = await adminClient(server).createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { username: `Crow${Math.floor(Math.random() * 1e6)}` },
  });
  expect(error).toBeNull();
  return { email, password, userId: data.user!.id };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(url('/login'));
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function toast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

describe('accounts in the browser', () => {
  it('signs up, confirms through the e-mailed link, signs out, signs in again and out from the menu', async () => {
    const page = await browser.open();
    const email = uniqueEmail('newcomer');
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByLabel('Username').fill('Newcomer');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).last().click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await toast(page, 'Confirmation email has been sent');
    const first = await lastMail(server, email);

    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect.poll(async () => (await page.locator('[data-sonner-toast]').count()) >= 2).toBe(true);
    await toast(page, 'Confirmation email has been sent');
    await expect.poll(async () => (await lastMail(server, email))?.link).not.toBe(first!.link);

    // The first link died with the resend: it says so, and asks for a new one right there.
    await page.goto(first!.link!);
    await page.waitForURL(url('/'));
    await page.getByRole('alert').getByText('This link has expired or was already used.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const sent = await lastMail(server, email);
    await page.getByRole('button', { name: 'Send a new confirmation e-mail' }).click();
    await page
      .getByRole('region', { name: /This link has expired/ })
      .getByLabel('E-mail address')
      .fill(email);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'Confirmation email has been sent');
    await expect.poll(async () => (await lastMail(server, email))?.link).not.toBe(sent!.link);

    const mail = await lastMail(server, email);
    expect(mail).toMatchObject({ template: 'confirmation', language: 'en' });
    expect(mail!.link!.startsWith(`${server.baseUrl}/auth/v1/verify?`)).toBe(true);
    await page.goto(mail!.link!);
    await toast(page, 'Your account is confirmed');
    await page.waitForURL(url('/'));
    const signOut = page.getByRole('button', { name: 'Sign Out' });
    await signOut.waitFor();
    expect(await page.getByRole('link', { name: 'Signed as Guest' }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    await signOut.click();
    await toast(page, 'Signed out successfully');
    await page.getByRole('link', { name: 'Signed as Guest' }).waitFor();

    await signIn(page, email, GOOD_PASSWORD);
    await toast(page, 'You are signed in');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    expect(await page.getByRole('menuitem', { name: 'Login' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toast(page, 'Signed out successfully');
    await page.getByRole('link', { name: 'Signed as Guest' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('prod.supabase.auth.token'))).toBeNull();
  });

  it('shows the spec validation messages and a wrong password without saying which part was wrong', async () => {
    browser.allowErrors(); // the refused sign-in is a 400 the browser logs
    const page = await browser.open();
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('You must provide either an email or phone number and a password')
      .waitFor();

    await page.getByRole('button', { name: 'E-mail code or link' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').getByText('You must provide either an email or phone number.').waitFor();

    const { email } = await existingMember();
    await signIn(page, email, 'not-the-password');
    await page.getByRole('alert').getByText('Wrong e-mail address or password.').waitFor();
  });

  it('signs in with a code from the e-mail', async () => {
    const page = await browser.open({ viewport: 'mobile' });
    const { email } = await existingMember();
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'E-mail code or link' }).click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    const mail = await lastMail(server, email);
    expect(mail?.template).toBe('magic_link');
    await page.getByLabel('Six-digit code').fill(mail!.code!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await toast(page, 'You are signed in');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    browser.allowErrors(); // the old password's refused sign-in is a logged 400
    const page = await browser.open();
    const { email } = await existingMember();
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const mail = await lastMail(server, email);
    expect(mail?.template).toBe('recovery');
    expect(new URL(mail!.link!).searchParams.get('redirect_to')).toBe(url('/reset-password'));
    await page.goto(mail!.link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Until the new password is saved, the session is only for choosing it: other pages, a
    // reload or a second tab come back to the form, with no menu or bell.
    await page.goto(url('/profile'));
    await page.waitForURL(url('/reset-password'));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).count()).toBe(0);
    const second = await page.context().newPage();
    await second.goto(url('/'));
    await second.waitForURL(url('/reset-password'));
    await second.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await second.close();
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Raven-Feather-9');
    await page.getByLabel('Repeat the new password').fill('Fresh-Raven-Feather-8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('alert').getByText('The two passwords are not the same.').waitFor();
    await page.getByLabel('Repeat the new password').fill('Fresh-Raven-Feather-9');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await toast(page, 'Your password has been changed');
    await page.waitForURL(url('/'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Signed as Guest' }).waitFor();

    await signIn(page, email, GOOD_PASSWORD);
    await page.getByRole('alert').getByText('Wrong e-mail address or password.').waitFor();
    await signIn(page, email, 'Fresh-Raven-Feather-9');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();

    // The link works once: opening it again says so.
    await page.goto(mail!.link!);
    await page.waitForURL(url('/reset-password'));
    await page
      .getByRole('alert')
      .getByText('This link has expired or was already used. Ask for a new one below.')
      .waitFor();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
  });

  it('shows guests the guest label, Play Mode and no Admin button', async () => {
    const page = await browser.open({ viewport: 'mobile' });
    await page.goto(url('/'));
    const guest = page.getByRole('link', { name: 'Signed as Guest' });
    await guest.waitFor();
    expect(await guest.getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    // The real count of this server's members, never a made-up one.
    const { count } = (await (await page.request.get(url('/api/stats/members'))).json()) as { count: number };
    expect(count).toBeGreaterThan(0);
    await page.getByText(`${count} ${count === 1 ? 'player has' : 'players have'} joined Rookery`).waitFor();

    // Play mode is for everyone (decision 0019): a link, never a testers-only dialog.
    expect(await page.getByRole('link', { name: 'Play Mode' }).getAttribute('href')).toBe('/play');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });

  it('shows a signed-in admin the Admin button and play mode; a member gets play mode only', async () => {
    const adminEmail = uniqueEmail('admin');
    await ensureAdmin(server.app.auth, adminEmail, server.app.log, GOOD_PASSWORD);
    const page = await browser.open();
    await signIn(page, adminEmail, GOOD_PASSWORD);
    await page.waitForURL(url('/'));
    const admin = page.getByRole('link', { name: 'Admin', exact: true });
    await admin.waitFor();
    expect(await admin.getAttribute('href')).toBe('/admin');
    expect(await page.getByRole('link', { name: 'Play Mode' }).getAttribute('href')).toBe('/play');

    const member = await existingMember();
    const memberPage = await browser.open();
    await signIn(memberPage, member.email, member.password);
    await memberPage.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await memberPage.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await memberPage.getByRole('link', { name: 'Play Mode' }).click();
    await memberPage.waitForURL(url('/game'));
    await memberPage.getByRole('button', { name: 'Start a new game' }).waitFor();
    expect(await memberPage.getByRole('dialog').count()).toBe(0);
  });

  it('manages the account: password, authenticator app with a second sign-in step, export, delete', async () => {
    browser.allowErrors(); // signing out a deleted account answers 403, which the browser logs
    const page = await browser.open();
    const { email } = await existingMember();
    await signIn(page, email, GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.goto(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    const details = page.getByLabel('Account details');
    await details.getByText(email).waitFor();
    await expect.poll(() => details.getByText(/^WAB-/).count()).toBe(1);
    await page.getByText('E-mail and password').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('New password', { exact: true }).fill('Second-Crow-Password-2');
    await page.getByLabel('Repeat the new password').fill('Second-Crow-Password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password has been changed');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rookery-data-WAB-[\w-]+\.json$/);
    const exported = JSON.parse(await readDownload(file));
    expect(exported.account.email).toBe(email);

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const qr = page.getByRole('img', { name: 'QR code to add Rookery to your authenticator app' });
    await qr.waitFor();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const secret = (await page.locator('code').textContent())!.trim();
    await page.getByLabel('Six-digit code').fill(totpCode(secret, Date.now()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await toast(page, 'Two-step verification is on');
    await page.getByText(/^On: /).waitFor();

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await toast(page, 'Signed out on every device');
    await page.getByRole('link', { name: 'Signed as Guest' }).waitFor();

    await signIn(page, email, 'Second-Crow-Password-2');
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Six-digit code').fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'You are signed in');

    await page.goto(url('/profile'));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type your e-mail address to confirm').fill('someone@else.example');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText(`Type ${email} exactly to confirm.`).waitFor();
    await dialog.getByLabel('Type your e-mail address to confirm').fill(email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await toast(page, 'Your account has been deleted');
    await page.getByRole('link', { name: 'Signed as Guest' }).waitFor();
    expect(await server.app.db.query('SELECT 1 FROM auth.users WHERE lower(email) = lower($1)', [email])).toEqual([]);
  });

  it('has no axe violations on /login, /reset-password and /profile, on desktop and mobile', async () => {
    const { email } = await existingMember();
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await browser.open({ viewport });
      await page.goto(url('/login'));
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Create account' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(url('/reset-password'));
      await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(url('/profile'));
      await page.getByRole('heading', { name: 'Sign in to see your account' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await signIn(page, email, GOOD_PASSWORD);
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      await page.goto(url('/profile'));
      await page.getByRole('button', { name: 'Delete my account' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

async function readDownload(download: { createReadStream(): Promise<NodeJS.ReadableStream> }): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
