import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { startServer } from './support/server';
import type { TestApp } from '../src/server/test/app';

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

describe('installable, offline-first app', () => {
  it('meets the install criteria: a manifest with our icons and an active service worker at /', async () => {
    const page = await browser.open();
    await controlled(page);
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestUrl!)).json();
    expect(manifest).toMatchObject({ name: 'Rookery', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(`${inject('baseUrl')}/`);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test browsers run in incognito-like contexts, which Chromium reports; nothing else may be missing.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  });

  it('opens the builder, the game tracker and the rules with the network off after the first visit', async () => {
    // Requests the pages make while offline fail and are logged; the pages themselves must still work.
    browser.allowErrors();
    const page = await browser.open({ viewport: 'mobile' });
    await controlled(page);
    // Visit once online so the rules answers are cached for reading offline.
    await page.goto('/rules');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.context().setOffline(true);
    for (const route of ['/builder', '/game', '/rules', '/']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    }
    await page.goto('/builder');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('body').textContent()).not.toContain('Page not found');
    await page.context().setOffline(false);
  });

  it('keeps army lists and language across an app version change and drops caches', async () => {
    const page = await browser.open();
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('prod_appVersion', '0.4.0');
      localStorage.setItem('prod_tokenVersion', '2');
      localStorage.setItem('prod_armyList_keep-me', JSON.stringify({ id: 'keep-me', name: 'Old list' }));
      localStorage.setItem('prod.supabase.auth.token', '{"access_token":"x"}');
      localStorage.setItem('prod_language', 'fr');
      localStorage.setItem('prod_rulesCache', '{"stale":true}');
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Bienvenue sur Rookery' }).waitFor();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({
      prod_appVersion: '0.5.15',
      'prod_armyList_keep-me': expect.stringContaining('Old list'),
      prod_language: 'fr',
    });
    expect(stored.prod_rulesCache).toBeUndefined();
  });

  it('removes a corrupt stored value with a log line instead of crashing', async () => {
    const page = await browser.open();
    await page.addInitScript(() => localStorage.setItem('prod_language', '{not json'));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome to Rookery' }).isVisible()).toBe(true);
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
