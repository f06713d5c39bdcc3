import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPack } from '../src/data';
import type { ArmyList } from '../src/domain/army/army-list';
import { makeList } from '../test/fixtures/army';
import { GOOD_PASSWORD } from '../test/server/auth-support';
import { befriend } from '../test/server/social-helpers';
import { signedInAdmin } from '../test/server/abuse/cast';
import type { TestApp } from '../test/server/app';
import { signedUpMember, type TestMember } from '../test/server/members';
import { setupBrowser } from './support/browser';
import { startServer } from './support/server';

/**
 * Script payloads in every text a member or admin can write, then every page that shows them,
 * in Chromium. A payload that runs sets window.__xss and opens a dialog; either fails the test.
 */

const browser = setupBrowser();
let server: TestApp;

/** Each payload sets the marker and opens a dialog if it ever runs. */
const PAYLOADS = {
  img: `<img src=x onerror="window.__xss=1;alert('img')">`,
  script: `<script>window.__xss=1;alert('script')</script>`,
  svg: `"><svg onload="window.__xss=1;alert('svg')">`,
  link: `<a href="javascript:window.__xss=1;alert('link')">open me</a>`,
  iframe: `<iframe srcdoc="<script>parent.__xss=1;parent.alert('iframe')</script>"></iframe>`,
  markdownLink: `[open me](javascript:window.__xss=1;alert('md'))`,
  attribute: `' onmouseover='window.__xss=1' x='`,
};
const ALL = Object.values(PAYLOADS).join(' ');
/** Usernames hold at most 40 characters. */
const USERNAME = `<img src=x onerror=__xss=1>`;
const LIST_NAME = `"><svg onload=alert(1)><img src=x onerror=__xss=1>`.slice(0, 100);

let viewer: TestMember & { password: string };
let attacker: TestMember;
let attackerWab: string;
let viewerWab: string;
let shortCode: string;

async function wabOf(id: string) {
  const [row] = await server.app.db.query<{ wab_id: string }>('SELECT wab_id FROM profiles WHERE id = $1', [id]);
  return row!.wab_id;
}

async function expectStatus(response: Promise<Response>, status: number) {
  const resolved = await response;
  const text = await resolved.text();
  expect(resolved.status, text).toBe(status);
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  // The viewer is an admin, so the admin screens that show members' text are visited too.
  const admin = await signedInAdmin(server);
  viewer = { ...admin, password: GOOD_PASSWORD };
  attacker = await signedUpMember(server, 'Mallory');
  await befriend(attacker, viewer);
  [attackerWab, viewerWab] = await Promise.all([wabOf(attacker.id), wabOf(viewer.id)]);

  // Everything the attacker can type.
  await expectStatus(
    attacker.api('/api/social/profile', {
      method: 'PATCH',
      body: { username: USERNAME, bio: ALL.slice(0, 500) },
    }),
    200,
  );
  const linkRefused = await attacker.api('/api/social/profile', {
    method: 'PATCH',
    body: { social_links: ['javascript:window.__xss=1'] },
  });
  expect(linkRefused.status).toBe(400);
  await expectStatus(
    attacker.api(`/api/social/profiles/${viewer.id}/comments`, { method: 'POST', body: { body: ALL } }),
    201,
  );
  await expectStatus(
    attacker.api(`/api/social/profiles/${attacker.id}/comments`, { method: 'POST', body: { body: ALL } }),
    201,
  );
  const message = await expectStatus(
    attacker.api(`/api/social/messages/${viewer.id}`, { method: 'POST', body: { body: ALL } }),
    201,
  );
  await expectStatus(
    viewer.api('/api/social/reports', {
      method: 'POST',
      body: { kind: 'message', target_id: message.id, reason: 'spam', note: ALL.slice(0, 500) },
    }),
    201,
  );
  const at = new Date().toISOString();
  const list: ArmyList = {
    ...makeList([{ unitId: 'warlord' }]),
    id: 'xss-list',
    name: LIST_NAME,
    // Made on this server: with the unit data it serves (another version would be looked up).
    dataVersion: dataPack.version,
    createdAt: at,
    updatedAt: at,
  };
  await expectStatus(attacker.api('/api/lists/xss-list', { method: 'PUT', body: { list, public: true } }), 201);
  shortCode = (await expectStatus(attacker.api('/api/lists/xss-list/short-link', { method: 'POST', body: {} }), 200))
    .code;

  // What an admin can write: news in every language.
  await expectStatus(
    admin.api('/api/admin/content/news', {
      method: 'POST',
      body: { news_id: 'xss-news', date: '2099-12-31', content_en: ALL, content_es: ALL, content_fr: ALL },
    }),
    201,
  );
}, 120_000);
afterAll(async () => server?.close());

/** Watches a page for dialogs; `check` fails when a dialog opened or the marker is set. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  let checks = 0;
  return async (where: string) => {
    // Late handlers (image errors, lazy chunks) run once what they wait for has loaded: wait for
    // the network to go quiet, then for an image of our own, asked for after theirs, to load.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    checks += 1;
    const sentinel = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const image = new Image();
          image.onload = () => resolve('loaded');
          image.onerror = () => resolve('failed');
          image.src = src;
        }),
      `/favicon.svg?check=${checks}`,
    );
    expect(sentinel, where).toBe('loaded');
    const marker = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);
    expect({ where, dialogs, marker }).toEqual({ where, dialogs: [], marker: null });
  };
}

async function signIn(page: Page) {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('E-mail address').fill(viewer.email);
  await page.getByLabel('Password', { exact: true }).fill(viewer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
}

describe('script payloads in what people write', () => {
  it('never run on the pages that show them', async () => {
    const page = await browser.open();
    const check = watch(page);
    await signIn(page);
    const visits: Array<[string, () => Promise<unknown>]> = [
      // The news item is the newest; its markup is sanitised down to what is harmless.
      ['/', () => page.getByText('News as of 12/31/99').waitFor()],
      [`/u/${attackerWab}`, () => page.getByText(USERNAME).first().waitFor()],
      [`/u/${viewerWab}`, () => page.getByText('open me', { exact: false }).first().waitFor()],
      ['/profile', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
      ['/friends', () => page.getByText(USERNAME).first().waitFor()],
      ['/messages', () => page.getByText(USERNAME).first().waitFor()],
      [`/messages/${attackerWab}`, () => page.getByText('open me', { exact: false }).first().waitFor()],
      ['/activity', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
      [`/shared-list/${shortCode}`, () => page.getByRole('heading', { level: 1, name: LIST_NAME }).waitFor()],
      [`/shared-list/${shortCode}/print`, () => page.getByRole('heading', { level: 1, name: LIST_NAME }).waitFor()],
      ['/admin', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
      ['/admin/reports', () => page.getByText('open me', { exact: false }).first().waitFor()],
      ['/admin/content', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
    ];
    for (const [path, shown] of visits) {
      await page.goto(`${server.baseUrl}${path}`);
      await shown();
      await check(path);
    }
    // The notification bell lists the message and the comment with the attacker's name.
    await page.goto(`${server.baseUrl}/friends`);
    await page.getByRole('button', { name: /Notifications/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('sent you a message').first().waitFor();
    await panel.getByText('commented on your profile').first().waitFor();
    await check('notifications');
    // Hovering and clicking the text where attribute payloads would sit runs nothing either.
    await page.goto(`${server.baseUrl}/u/${attackerWab}`);
    await page.getByText(USERNAME).first().hover();
    await page.getByText('open me', { exact: false }).first().click();
    await check('profile after hover and click');
  }, 120_000);

  it('never run from a list name typed in the builder, its saved lists or its share link', async () => {
    const page = await browser.open();
    const check = watch(page);
    await page.goto(`${server.baseUrl}/builder`);
    await page.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor();
    await page.getByRole('button', { name: 'Add Wrathmane' }).click();
    await page.getByLabel('List name').fill(LIST_NAME);
    await page.getByLabel('List name').press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-sonner-toast]').first().waitFor();
    await check('builder after saving');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor();
    await expect.poll(() => page.getByLabel('List name').inputValue()).toBe(LIST_NAME);
    await page.getByText('Saved lists', { exact: true }).click();
    await page.getByRole('button', { name: `Load ${LIST_NAME}` }).waitFor();
    await check('saved lists');

    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByRole('dialog').getByRole('textbox', { name: 'Share link' }).inputValue();
    await check('share dialog');
    const reader = await browser.open();
    const readerCheck = watch(reader);
    await reader.goto(link);
    await reader.getByRole('heading', { level: 1, name: LIST_NAME }).waitFor();
    await readerCheck('shared list from a share link');
    await reader.goto(`${link}/print`);
    await reader.getByRole('heading', { level: 1, name: LIST_NAME }).waitFor();
    await readerCheck('printed shared list');
  }, 120_000);

  it("would notice a payload that ran, and the app's CSP blocks one forced into the page", async () => {
    // Outside the app (no CSP) the payload runs, and the watch sees it.
    const bare = await browser.open();
    const bareCheck = { dialogs: [] as string[] };
    bare.on('dialog', (dialog) => {
      bareCheck.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await bare.setContent(`<main>${PAYLOADS.img}</main>`);
    await expect.poll(() => bare.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBe(1);
    await expect.poll(() => bareCheck.dialogs).toEqual(['img']);

    // Inside the app, markup forced into the page is still refused by the Content-Security-Policy.
    browser.allowErrors();
    const page = await browser.open();
    const check = watch(page);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await page.goto(`${server.baseUrl}/about`);
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), PAYLOADS.img);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    await check('payload forced into the app');
  });
});
