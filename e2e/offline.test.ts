import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeListShareCode } from '../src/domain/army/share-code';
import { armyList } from './support/lists';
import { axeViolations, setupBrowser } from './support/browser';
import { confirmedMember, signIn } from './support/members';
import { startServer } from './support/server';
import type { TestApp } from '../test/server/app';

const browser = setupBrowser();

/** A new build as the browser sees it: sw.js changes (its precompressed copies go, so the change is served). */
function releaseNewServiceWorker(webDir: string, marker: string) {
  appendFileSync(path.join(webDir, 'sw.js'), `\n// ${marker}\n`);
  rmSync(path.join(webDir, 'sw.js.br'), { force: true });
  rmSync(path.join(webDir, 'sw.js.gz'), { force: true });
}

/** Loads the page until the service worker controls it (the first visit installs, the reload is controlled). */
async function controlled(page: Page, url = '/') {
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const pointsTotal = (page: Page) => page.getByTestId('points-total').first().textContent();

const frost = armyList('frost', 'northern-tribes', 'Frost Warband');
const ember = armyList('ember', 'hegemony-of-embersig', 'Ember Guard');

const seat = (page: Page, number: 1 | 2) => page.getByRole('region', { name: new RegExp(`^Player ${number}`) });

describe('installable, offline-first app', () => {
  it('meets the install criteria: a manifest with our icons and an active service worker at /', async () => {
    const page = await browser.open();
    await controlled(page);
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestUrl!)).json();
    expect(manifest).toMatchObject({ name: 'Rookery', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(`${inject('baseUrl')}/`);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test browsers run in incognito-like contexts, which Chromium reports; nothing else may be missing.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  });

  it('builds a list with the network off after the first visit, saves it, and finds it after an offline reload', async () => {
    // Requests the pages make while offline fail and are logged; the pages themselves must still work.
    browser.allowErrors();
    const page = await browser.open();
    await controlled(page);
    await page.context().setOffline(true);

    await page.goto('/builder');
    await page.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor({ timeout: 15_000 });
    // Units from the data pack: the offline copy, or the one built into the app.
    await page.getByRole('button', { name: 'Add Orc Hunters', exact: true }).first().click();
    await page.getByRole('button', { name: 'Add Wrathmane', exact: true }).first().click();
    const rows = page.getByRole('list', { name: 'Units in the list' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    const total = await pointsTotal(page);
    await page.getByLabel('List name').fill('Snowbound raiders');
    await page.getByLabel('List name').press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved "Snowbound raiders"').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByLabel('List name').inputValue()).toBe('Snowbound raiders');
    await expect.poll(() => pointsTotal(page)).toBe(total);
    await page.getByText('Saved lists', { exact: true }).click();
    await page.getByRole('button', { name: 'Load Snowbound raiders' }).waitFor();
    await page.context().setOffline(false);
  });

  it('reads the rules with the network off once they were read online', async () => {
    browser.allowErrors();
    const page = await browser.open({ viewport: 'mobile' });
    await controlled(page);
    await page.goto('/rules');
    await page.getByRole('article', { name: 'Line of sight' }).waitFor();
    await page.context().setOffline(true);

    await page.goto('/rules#line-of-sight');
    await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor({ timeout: 15_000 });
    const section = page.getByRole('article', { name: 'Line of sight' });
    await section.getByText('To shoot at or target a unit you usually need to see it.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Chapters' }).getByRole('link').count()).toBeGreaterThan(1);
    // And the app shell itself.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Rookery' }).waitFor({ timeout: 15_000 });
    await page.context().setOffline(false);
  });

  it('removes a corrupt stored value with a log line instead of crashing', async () => {
    const page = await browser.open();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('prod_armyList_broken', '{"id": "broken", "entries": [');
    });
    await page.goto('/builder');
    await page.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('prod_armyList_broken'))).toBeNull();
    expect(warnings).toContain('Removed corrupt stored value for armyList_broken');
    await page.getByRole('button', { name: 'Add Wrathmane', exact: true }).first().click();
    await expect.poll(() => pointsTotal(page)).toBe('30 / 300');
  });
});

describe('signed in, offline and across updates', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.close());

  /** A confirmed member whom the admins made a tester, so play mode is open to them. */
  async function tester(name: string) {
    const member = await confirmedMember(server, name);
    await server.app.db.query('UPDATE profiles SET tester = true WHERE id = $1', [member.id]);
    return member;
  }

  it('opens the game tracker with the network off and starts a game on the device', async () => {
    // Play mode needs the tester role from the profile, which cannot be read offline: sign in
    // online, then lose the network before the game pages were ever opened.
    browser.allowErrors();
    const player = await tester('Offline');
    const page = await browser.open({ viewport: 'mobile' });
    await page.addInitScript((list) => window.localStorage.setItem('prod_armyList_frost', list), JSON.stringify(frost));
    await controlled(page, server.baseUrl);
    await signIn(page, server.baseUrl, player.email);
    const playMode = page.getByRole('link', { name: 'Play Mode' });
    await playMode.waitFor();
    await page.context().setOffline(true);

    await playMode.click();
    await page.getByRole('heading', { level: 1, name: 'Play Mode' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Start a new game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prepare the game' }).waitFor({ timeout: 15_000 });
    // The profile (and with it the player's name for seat 1) cannot be read offline: both names are typed.
    for (const [number, playerName] of [
      [1, player.username],
      [2, 'Bruk'],
    ] as const) {
      const name = seat(page, number).getByRole('textbox', { name: 'Name' });
      await name.fill(playerName);
      await name.blur();
    }
    await seat(page, 1).getByLabel('Army list').selectOption({ label: 'Frost Warband · Northern Tribes' });
    await seat(page, 2).getByText('Use a share code').click();
    await seat(page, 2).getByRole('textbox', { name: 'Share code or link' }).fill(encodeListShareCode(ember));
    await seat(page, 2).getByRole('button', { name: 'Use this list' }).click();
    await seat(page, 2).getByText('Ember Guard', { exact: true }).waitFor();
    await page.getByLabel('Mission', { exact: true }).selectOption({ label: 'Consolidated Progress' });
    await page.getByLabel('Feat', { exact: true }).selectOption({ label: 'Banner' });
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    await page.getByText(/wins the roll-off/).waitFor();

    // Offline, the game stays on this device instead of moving online, and deployment opens.
    await page.getByRole('button', { name: 'Start deployment' }).click();
    await page.waitForURL(`${server.baseUrl}/deployment`);
    await page.getByText('Next to deploy').waitFor();
    await page.getByText('Could not reach the server: the game stays on this device for now.').waitFor();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('prod_gameState') ?? '{}'));
    expect(saved.currentPhase).toBe('deployment');
    await page.context().setOffline(false);
  });

  it('loads a page offline under one calm Offline pill, no error toasts, and catches up when back online', async () => {
    // The browser logs the requests that fail offline; the page itself must stay calm.
    browser.allowErrors();
    const member = await confirmedMember(server, 'Quiet');
    const page = await browser.open({ viewport: 'mobile' });
    await controlled(page, server.baseUrl);
    await signIn(page, server.baseUrl, member.email);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const errorToasts = page.locator('[data-sonner-toast][data-type="error"]');
    const pill = page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' });

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Rookery' }).waitFor({ timeout: 15_000 });
    await pill.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Someone accepts a friend request meanwhile; the member cannot hear of it yet.
    await server.app.db.query(
      `INSERT INTO notifications (recipient_id, type, content) VALUES ($1, 'friend_accepted', '{"sender_name": "Ann"}')`,
      [member.id],
    );
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText("You're offline. Your notifications load when the connection returns.")
      .waitFor();
    expect(await errorToasts.count()).toBe(0);
    expect(await page.getByText('Error fetching notifications').count()).toBe(0);

    await page.context().setOffline(false);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Ann accepted your friend request').waitFor();
    await expect.poll(() => pill.count()).toBe(0);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    expect(await errorToasts.count()).toBe(0);
  });

  it('keeps army lists, the session and language across an app version change and drops caches', async () => {
    const member = await confirmedMember(server, 'Keeper');
    const page = await browser.open();
    await signIn(page, server.baseUrl, member.email);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    const session = await page.evaluate(() => localStorage.getItem('prod.supabase.auth.token'));
    expect(session).toContain('access_token');

    // What an older release left behind.
    await page.evaluate(() => {
      localStorage.setItem('prod_appVersion', '0.4.0');
      localStorage.setItem('prod_armyList_keep-me', JSON.stringify({ id: 'keep-me', name: 'Old list' }));
      localStorage.setItem('prod_language', 'fr');
      localStorage.setItem('prod_rulesCache', '{"stale":true}');
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Bienvenue sur Rookery' }).waitFor();
    // Still signed in.
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({
      prod_appVersion: '0.5.15',
      'prod_armyList_keep-me': expect.stringContaining('Old list'),
      'prod.supabase.auth.token': expect.stringContaining('access_token'),
      prod_language: 'fr',
    });
    expect(stored.prod_rulesCache).toBeUndefined();
  });

  it('opens a page visited before from its copy at once, then shows what changed and keeps the new copy', async () => {
    await confirmedMember(server, 'Early');
    const joined = (html: string) =>
      Number(/([\d,]+) players? ha(?:s|ve) joined Rookery/.exec(html)?.[1]?.replace(/,/g, ''));
    const page = await browser.open();
    // The controlled reload's answer is kept.
    await controlled(page, server.baseUrl);
    await page.getByText(/joined Rookery/).waitFor();
    const before = joined(await page.content());
    expect(before).toBeGreaterThan(0);
    await confirmedMember(server, 'Late');

    // The next visit opens the copy, without waiting for the network…
    const copy = await page.goto(server.baseUrl);
    expect(copy!.fromServiceWorker()).toBe(true);
    expect(joined(await copy!.text())).toBe(before);
    // …the app, once it has taken the page over, asks for what can change…
    await page.getByText(`${(before + 1).toLocaleString('en')} players have joined Rookery`).waitFor();
    // …and the network's answer is the copy for the visit after.
    await page.waitForFunction(
      async (count) => {
        const kept = await (await caches.open('rookery-pages')).match('/', { ignoreVary: true });
        return (await kept?.text())?.includes(`${count} players have joined Rookery`) ?? false;
      },
      (before + 1).toLocaleString('en'),
    );
    const next = await page.goto(server.baseUrl);
    expect(joined(await next!.text())).toBe(before + 1);
  });
});

describe('updates', () => {
  let server: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'rookery-e2e-update-'));
    cpSync(inject('webDir'), webDir, { recursive: true });
    server = await startServer({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => server?.close());

  it('announces a new version, and Update Now applies it and reloads', async () => {
    const page = await browser.open();
    await controlled(page, server.baseUrl);
    // A page kept by this version names this version's files.
    await page.goto(`${server.baseUrl}/about`);
    await page.waitForFunction(async () => Boolean(await (await caches.open('rookery-pages')).match('/about')));
    await page.goto(server.baseUrl);

    // A second build: any change to sw.js is a new version to the browser.
    releaseNewServiceWorker(webDir, 'next release');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByRole('heading', { name: 'Update Available' }).waitFor({ timeout: 20_000 });
    await page.getByText('New app version available!').waitFor();

    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Update Now' }).click();
    await reloaded;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Update Available' }).count()).toBe(0);
    // The new version starts without the previous one's copies (the shell it stored itself stays).
    const kept = await page.evaluate(async () =>
      (await (await caches.open('rookery-pages')).keys()).map((request) => new URL(request.url).pathname),
    );
    expect(kept).not.toContain('/about');
    expect(kept).toContain('/app-shell');
  });

  it('lets Later dismiss the panel', async () => {
    const page = await browser.open();
    await controlled(page, server.baseUrl);
    releaseNewServiceWorker(webDir, 'another release');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByRole('heading', { name: 'Update Available' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Later' }).click();
    expect(await page.getByRole('heading', { name: 'Update Available' }).count()).toBe(0);
  });
});
