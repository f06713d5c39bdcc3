import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '../src/contracts/admin';
import {
  DEPLOYMENT_SIGNATURE_HEADER,
  DEPLOYMENT_WEBHOOK_PATH,
  DEPLOYMENTS_FUNCTION_PATH,
} from '../src/contracts/deployments';
import { adminClient, GOOD_PASSWORD, uniqueEmail } from '../test/server/auth-support';
import { signWebhook } from '../src/server/features/deployments/providers';
import { ensureAdmin } from '../src/server/features/profiles/ensure-admin';
import type { TestApp } from '../test/server/app';
import { axeViolations, setupBrowser } from './support/browser';
import { startServer } from './support/server';

/** Shared with the server below so this file can sign deployment webhooks as a CI would. */
const DEPLOY_WEBHOOK_SECRET = 'e2e-deployment-webhook-secret';
const SHOTS = 'test-results/screenshots';

const browser = setupBrowser();
let server: TestApp;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // Its own server: admins are made with ensureAdmin, which needs the server's auth context.
  server = await startServer({ DEPLOY_WEBHOOK_SECRET });
});
afterAll(async () => server?.close());

const url = (path: string) => `${server.baseUrl}${path}`;

async function anAdmin() {
  const email = uniqueEmail('admin');
  await ensureAdmin(server.app.auth, email, { info: () => {} }, GOOD_PASSWORD);
  return { email, password: GOOD_PASSWORD };
}

async function aMember(username = `Crow${Math.floor(Math.random() * 1e6)}`) {
  const email = uniqueEmail('member');
  const { data, error } = await adminClient(server).createUser({
    email,
    password: GOOD_PASSWORD,
    email_confirm: true,
    user_metadata: { username },
  });
  expect(error).toBeNull();
  return { email, password: GOOD_PASSWORD, username, userId: data.user!.id };
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(url('/login'));
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signedIn(page: Page, account: { email: string; password: string }) {
  await signIn(page, account);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

async function postDeployment(body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const response = await fetch(url(DEPLOYMENT_WEBHOOK_PATH), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEPLOYMENT_SIGNATURE_HEADER]: signWebhook(DEPLOY_WEBHOOK_SECRET, raw),
    },
    body: raw,
  });
  expect(response.status).toBe(202);
}

describe('admin area in the browser', () => {
  it('bans a member, who is then refused sign-in', async () => {
    browser.allowErrors(); // the refused sign-in is a 400 the browser logs
    const admin = await anAdmin();
    const member = await aMember();
    const page = await browser.open();
    await signedIn(page, admin);

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page
      .getByRole('group', { name: 'Admin Functions' })
      .getByRole('menuitem', { name: 'Admin Dashboard' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('searchbox', { name: /Search accounts/ }).fill(member.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 account matches').waitFor();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: member.email });
    await row.getByRole('button', { name: `Actions for ${member.username}` }).click();
    await page.getByRole('menuitem', { name: 'Ban' }).click();
    await toast(page, `${member.username} is banned and signed out everywhere`);
    await row.getByText('Banned').waitFor();

    const theirs = await browser.open({ viewport: 'mobile' });
    await signIn(theirs, member);
    await theirs.getByRole('alert').getByText("This account can't sign in.").waitFor();
    expect(await theirs.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
  });

  it('raises the failed-deployment banner for an admin and not for a member', async () => {
    const admin = await anAdmin();
    const member = await aMember();
    // The admin exists first, so the failure also becomes a build_failure notification for them.
    await postDeployment({ id: `e2e-ready-${Date.now()}`, state: 'ready', site_name: 'rookery', branch: 'main' });
    await postDeployment({
      id: `e2e-failed-${Date.now()}`,
      state: 'error',
      site_name: 'rookery',
      branch: 'main',
      deploy_url: 'https://e2e-failed--rookery.example.app',
      error_message: 'Build script returned non-zero exit code: 2',
      created_at: new Date(Date.now() + 1000).toISOString(),
    });

    const page = await browser.open();
    await signedIn(page, admin);
    const banner = page.getByRole('alert').filter({ hasText: 'Latest Site Deployment Failed' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Site may be experiencing issues. Please check deployment status.');
    const details = banner.getByRole('link', { name: /View deployment details/ });
    expect(await details.getAttribute('href')).toBe('https://e2e-failed--rookery.example.app/');
    expect(await details.getAttribute('target')).toBe('_blank');
    expect(await details.getAttribute('rel')).toContain('noopener');
    const build = page.getByRole('heading', { name: 'Latest Build Failed' });
    await build.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/admin-landing-banners-desktop.png` });

    // Shown once: the next visit still has the deployment banner but not the build banner. The
    // deployments are answered only once the alerts have been: when the deployment banner shows,
    // the page has had the alerts too.
    const alertsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === ADMIN_PATHS.alerts);
    const deployments = (address: URL) => address.pathname === DEPLOYMENTS_FUNCTION_PATH;
    await page.route(deployments, async (route) => {
      await (await alertsAnswered).finished();
      await route.continue();
    });
    await page.reload();
    expect((await alertsAnswered).status()).toBe(200);
    await banner.waitFor();
    expect(await build.count()).toBe(0);
    await page.unroute(deployments);

    const phone = await browser.open({ viewport: 'mobile' });
    await signedIn(phone, admin);
    await phone.getByText('Latest Site Deployment Failed').waitFor();
    await phone.screenshot({ path: `${SHOTS}/admin-landing-banners-mobile.png` });

    const theirs = await browser.open();
    // The banners load their own chunk and then ask for the deployments: a member's page does neither.
    const bannerRequests: string[] = [];
    theirs.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === DEPLOYMENTS_FUNCTION_PATH || pathname.startsWith('/assets/site-alerts-')) {
        bannerRequests.push(pathname);
      }
    });
    await signedIn(theirs, member);
    // The landing page rendered signed in (Sign Out), with the roles read in the same step: the
    // banners' chunk would have been asked for then. Opening the menu afterwards is the later signal.
    await theirs.getByRole('button', { name: 'Open navigation menu' }).click();
    await theirs.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(bannerRequests).toEqual([]);
    expect(await theirs.getByText('Latest Site Deployment Failed').count()).toBe(0);
    expect(await theirs.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await theirs.getByRole('menuitem', { name: 'Email Management' }).count()).toBe(0);
  });

  it('tells guests to sign in and members that admin pages are for admins', async () => {
    const guest = await browser.open();
    await guest.goto(url('/admin'));
    await guest.getByRole('heading', { level: 1, name: 'Sign in to continue' }).waitFor();
    expect(await axeViolations(guest)).toEqual([]);

    const member = await aMember();
    const page = await browser.open();
    await signedIn(page, member);
    await page.goto(url('/mail'));
    await page.getByRole('heading', { level: 1, name: 'Admins only' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  const PAGES = [
    {
      path: '/admin',
      name: 'dashboard',
      heading: 'Admin Dashboard',
      ready: (page: Page) => page.getByRole('heading', { name: 'Accounts' }).waitFor(),
    },
    {
      path: '/admin/alerts',
      name: 'alerts',
      heading: 'Admin Alerts',
      ready: (page: Page) => page.getByRole('heading', { name: 'Build failures' }).waitFor(),
    },
    {
      path: '/admin/deployment',
      name: 'deployment',
      heading: 'Deployment Management',
      ready: (page: Page) => page.getByText(/The newest deployment/).waitFor(),
    },
    {
      path: '/admin/dev-options',
      name: 'dev-options',
      heading: 'Developer Options',
      ready: (page: Page) => page.getByText('App version').waitFor(),
    },
    {
      path: '/mail',
      name: 'mail',
      heading: 'Email Management',
      ready: (page: Page) => page.locator('iframe').waitFor(),
    },
  ];

  it.each(['desktop', 'mobile'] as const)('shows every admin page to an admin, axe clean (%s)', async (viewport) => {
    const admin = await anAdmin();
    await aMember();
    const page = await browser.open({ viewport });
    await signedIn(page, admin);
    for (const { path, name, heading, ready } of PAGES) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await ready(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count(), path).toBe(0);
      expect(await axeViolations(page), path).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/admin-${name}-${viewport}.png`, fullPage: true });
    }

    // Longer Spanish strings must not break the layout either.
    await page.evaluate(() => window.localStorage.setItem('prod_language', 'es'));
    for (const { path, name } of PAGES.filter((entry) => ['dashboard', 'mail'].includes(entry.name))) {
      await page.goto(url(path));
      await page.getByRole('navigation', { name: 'Secciones de administración' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), `${path} (es)`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/admin-${name}-es-${viewport}.png`, fullPage: true });
    }
  });

  it('sends a test alert, previews templates in a sandbox and sends a test e-mail', async () => {
    const admin = await anAdmin();
    const page = await browser.open();
    await signedIn(page, admin);

    await page.goto(url('/admin/alerts'));
    await page.getByRole('button', { name: 'Send test alert' }).click();
    await toast(page, 'Test alert sent to you');
    await page.getByRole('heading', { name: 'Build failed: rookery (test)' }).waitFor();

    await page.goto(url('/mail'));
    const frame = page.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.getByLabel('Template', { exact: true }).selectOption('recovery');
    await page.getByLabel('Language').last().selectOption('fr');
    await expect.poll(async () => (await frame.getAttribute('srcdoc')) ?? '').toContain('123456');
    // The sandboxed document renders (no scripts, its own origin) with the French text.
    await page.frameLocator('iframe').getByText('123456').waitFor();
    await frame.screenshot({ path: `${SHOTS}/admin-mail-preview-frame.png` });
    expect(await frame.getAttribute('title')).toBe('Preview of the Password recovery e-mail in Français');

    await expect.poll(async () => page.getByLabel('Send to').inputValue()).toBe(admin.email);
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await toast(page, `Test e-mail to ${admin.email} is in the outbox`);
    await page.getByRole('table').getByText('Rookery test e-mail').first().waitFor();
  });
});
