import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, GOOD_PASSWORD, uniqueEmail } from '../test/server/auth-support';
import type { TestApp } from '../test/server/app';
import { axeViolations, setupBrowser } from './support/browser';
import { startServer } from './support/server';

/** Issue 21, item 1 "Nothing typed is lost": the builder's list and game setup survive leaving and reloading. */
const browser = setupBrowser();
let server: TestApp;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

const url = (path: string) => `${server.baseUrl}${path}`;
const pointsTotal = (page: Page) => page.getByTestId('points-total').first().textContent();
const saveStatus = (page: Page) => page.getByTestId('save-status').textContent();

async function openBuilder(page: Page) {
  await page.goto(url('/builder'));
  await page.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor();
  await page.getByRole('button', { name: 'Add Wrathmane' }).waitFor();
}

async function goToRulesByMenu(page: Page) {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('menuitem', { name: 'Rules', exact: true }).click();
  await page.waitForURL(/\/rules/);
}

describe('nothing typed is lost', () => {
  it('keeps the list through the menu, Back and a reload, says it is unsaved, and asks before New list', async () => {
    const page = await browser.open();
    await openBuilder(page);
    await page.getByRole('button', { name: 'Add Alborc', exact: true }).first().click();
    await expect.poll(() => pointsTotal(page)).toBe('50 / 300');
    await page.getByLabel('List name').fill('Frost raid');
    expect(await saveStatus(page)).toBe('Unsaved changes');

    // The finding: Add Alborc, open the menu, go to Rules, press Back.
    await goToRulesByMenu(page);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor();
    await expect.poll(() => pointsTotal(page)).toBe('50 / 300');
    expect(await page.getByLabel('List name').inputValue()).toBe('Frost raid');

    // Reloading without saving.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor();
    await expect.poll(() => pointsTotal(page)).toBe('50 / 300');
    await expect.poll(() => saveStatus(page)).toBe('Unsaved changes');

    // New list asks first, with a dialog reachable from the keyboard.
    await page.getByRole('button', { name: 'New list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await pointsTotal(page)).toBe('50 / 300');

    // Saved, it says so; New list then starts at once.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => saveStatus(page)).toBe('Saved on this device');
    await page.getByRole('button', { name: 'New list' }).click();
    await expect.poll(() => pointsTotal(page)).toBe('0 / 300');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('sets a damaged draft aside with a message and a download, and the empty builder works', async () => {
    const damaged = '{"format":1,"value":{"list":{"id":"x","entries":[{"unitId":';
    const page = await browser.open();
    await openBuilder(page);
    await page.evaluate((text) => window.localStorage.setItem('prod_draft_builder', text), damaged);
    await page.reload();

    const notice = page.getByRole('status').filter({ hasText: 'Your unsaved list could not be restored' });
    await notice.waitFor();
    await expect.poll(() => pointsTotal(page)).toBe('0 / 300');
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      notice.getByRole('button', { name: 'Download the copy' }).click(),
    ]);
    expect(await readFile((await download.path())!, 'utf8')).toBe(damaged);

    await page.getByRole('button', { name: 'Add Alborc', exact: true }).first().click();
    await expect.poll(() => pointsTotal(page)).toBe('50 / 300');
    await notice.getByRole('button', { name: 'Discard it' }).click();
    await notice.waitFor({ state: 'detached' });
    // The new work is kept as usual.
    await page.reload();
    await expect.poll(() => pointsTotal(page)).toBe('50 / 300');
  });

  it('keeps what was typed into game setup through the menu, Back and a reload', async () => {
    const email = uniqueEmail('setup');
    const { data, error } = await adminClient(server).createUser({
      email,
      password: GOOD_PASSWORD,
      email_confirm: true,
      user_metadata: { username: `Setup${Math.floor(Math.random() * 1e6)}` },
    });
    expect(error).toBeNull();
    // A tester may play whatever the play-mode setting says.
    await server.app.db.query('UPDATE profiles SET tester = true WHERE id = $1', [data.user!.id]);

    const page = await browser.open({ viewport: 'mobile' });
    await page.goto(url('/login'));
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(url('/'));

    await page.goto(url('/setup'));
    await page.getByRole('heading', { level: 1, name: 'Prepare the game' }).waitFor();
    const seat2 = page.getByRole('region', { name: /^Player 2/ });
    // Typed, not confirmed (the field is never left), and a faction chosen for seat 2.
    await seat2.getByLabel('Faction').selectOption({ label: 'Sÿenann' });
    await seat2.getByRole('textbox', { name: 'Name' }).fill('Bruk');

    await goToRulesByMenu(page);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Prepare the game' }).waitFor();
    await expect.poll(() => seat2.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Bruk');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Prepare the game' }).waitFor();
    await expect.poll(() => seat2.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Bruk');
    expect(await seat2.getByLabel('Faction').inputValue()).toBe('syenann');
    expect(await axeViolations(page)).toEqual([]);
  });
});
