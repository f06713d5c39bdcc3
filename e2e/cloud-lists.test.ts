import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setupBrowser } from './support/browser';
import { confirmedMember, signIn as signInAt, toast } from './support/members';
import { screenshotPath, ownServerForThisFile } from './support/server';

const browser = setupBrowser();
const own = ownServerForThisFile();
const { url } = own;
const member = (name: string) => confirmedMember(own.server, name);
const signIn = (page: Page, email: string) => signInAt(page, own.server.baseUrl, email);

async function openBuilder(page: Page) {
  await page.goto(url('/builder'));
  await page.getByRole('button', { name: 'Add Wrathmane' }).first().waitFor();
}

async function openSavedLists(page: Page) {
  // On a phone the saved lists sit on the list tab.
  const listTab = page.getByRole('tab', { name: /^My list/ });
  if (await listTab.isVisible()) await listTab.click();
  const summary = page.getByText('Saved lists', { exact: true });
  const details = page.locator('details').filter({ has: summary });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await summary.click();
  return page.getByRole('list', { name: 'Saved lists' });
}

async function storedNames(ownerId: string) {
  const rows = await own.server.app.db.query<{ name: string }>(
    'SELECT name FROM army_lists WHERE owner_id = $1 ORDER BY name',
    [ownerId],
  );
  return rows.map((row) => row.name);
}

describe('lists in the cloud', () => {
  it('saves to the account, opens on a second device, shares a short link and shows on the profile', async () => {
    browser.allowErrors(); // The deleted list's short link answers 404, which Chromium logs.
    const player = await member('Cloudy');
    const desktop = await browser.open();
    await signIn(desktop, player.email);
    await openBuilder(desktop);
    await desktop.getByRole('button', { name: 'Add Wrathmane', exact: true }).first().click();
    await desktop.getByRole('button', { name: 'Add Orc Hunters', exact: true }).first().click();
    await desktop.getByLabel('List name').fill('Cloud raiders');
    await desktop.getByLabel('List name').press('Enter');
    await desktop.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(desktop, 'Saved "Cloud raiders" on this device and to your account');
    await expect.poll(() => storedNames(player.id)).toEqual(['Cloud raiders']);

    // The phone has never seen the list: it comes from the account.
    const phone = await browser.open({ viewport: 'mobile' });
    await signIn(phone, player.email);
    await openBuilder(phone);
    const phoneLists = await openSavedLists(phone);
    const row = phoneLists.getByRole('listitem').filter({ hasText: 'Cloud raiders' });
    await row.getByText('Saved to your account').waitFor();
    expect(await row.getByText('Saved on this device').count()).toBe(0);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: screenshotPath('cloud-saved-lists-mobile.png'), fullPage: false });
    await row.getByRole('button', { name: 'Rename Cloud raiders' }).click();
    await phone.getByLabel('New name').fill('Renamed on the phone');
    await phone.getByRole('button', { name: 'Save name' }).click();
    await toast(phone, 'List renamed');
    await expect.poll(() => storedNames(player.id)).toEqual(['Renamed on the phone']);

    // Back on the desktop the rename is there, in one row: the same list, not a copy.
    await openBuilder(desktop);
    const desktopLists = await openSavedLists(desktop);
    await desktopLists.getByText('Renamed on the phone').waitFor();
    expect(await desktopLists.getByRole('listitem').count()).toBe(1);
    await desktopLists.getByRole('button', { name: 'Load Renamed on the phone' }).click();
    await expect.poll(() => desktop.getByLabel('List name').inputValue()).toBe('Renamed on the phone');

    // A short link, and the list on the profile.
    await desktop.getByRole('button', { name: 'Share' }).click();
    const dialog = desktop.getByRole('dialog');
    await dialog.getByRole('button', { name: /short link/ }).click();
    const shortField = dialog.getByRole('textbox', { name: 'Short link' });
    await shortField.waitFor();
    const shortLink = await shortField.inputValue();
    expect(new URL(shortLink).pathname).toMatch(/^\/shared-list\/[A-Za-z0-9]{10}$/);
    await dialog.getByLabel('Show this list on my profile').check();
    await toast(desktop, 'The list now shows on your profile');
    expect(await axeViolations(desktop)).toEqual([]);
    await desktop.screenshot({ path: screenshotPath('cloud-share-dialog-desktop.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A guest reading Spanish opens the short link.
    const guest = await browser.open({ viewport: 'mobile' });
    await guest.addInitScript(() => window.localStorage.setItem('prod_language', 'es'));
    await guest.goto(url(new URL(shortLink).pathname));
    await guest.getByRole('heading', { level: 1, name: 'Renamed on the phone' }).waitFor();
    await guest.getByText(`Compartida por ${player.username}`).waitFor();
    expect(await axeViolations(guest)).toEqual([]);
    await guest.screenshot({ path: screenshotPath('cloud-short-link-mobile-es.png') });

    // …and finds it on the player's profile.
    await guest.goto(url(`/u/${player.username}`));
    const publicLists = guest
      .getByRole('region', { name: 'Listas públicas' })
      .or(guest.locator('section').filter({ has: guest.getByRole('heading', { name: 'Listas públicas' }) }));
    await publicLists.getByText('Renamed on the phone').first().waitFor();
    expect(await axeViolations(guest)).toEqual([]);
    await guest.screenshot({ path: screenshotPath('profile-public-lists-mobile-es.png'), fullPage: true });
    await publicLists.getByRole('link', { name: /Renamed on the phone/ }).click();
    await guest.waitForURL(/\/shared-list\/[A-Za-z0-9]{10}$/);

    // Deleting the list takes the short link down with it.
    const lists = await openSavedLists(desktop);
    await lists.getByRole('button', { name: 'Delete Renamed on the phone' }).click();
    await desktop.getByText('will be deleted from this device and from your account').waitFor();
    await desktop.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => storedNames(player.id)).toEqual([]);
    await guest.goto(url(new URL(shortLink).pathname));
    await guest.getByRole('heading', { name: 'Esta lista ya no está compartida' }).waitFor();
  });

  it('keeps a save made offline on the device and sends it to the account when back online', async () => {
    browser.allowErrors(); // Chromium logs the requests that fail while offline.
    const player = await member('Offline');
    const page = await browser.open();
    await signIn(page, player.email);
    await openBuilder(page);
    await page.getByRole('button', { name: 'Add Wrathmane', exact: true }).first().click();
    await page.getByLabel('List name').fill('Made on the train');
    await page.getByLabel('List name').press('Enter');

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'It goes to your account when you are back online');
    expect(await storedNames(player.id)).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('prod_armyListSync'))).toContain(player.id);

    await page.context().setOffline(false);
    await expect.poll(() => storedNames(player.id), { timeout: 15_000 }).toEqual(['Made on the train']);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('prod_armyListSync'))).toBeNull();
  });

  it('shows guests where their lists are kept and how to keep them in an account', async () => {
    const page = await browser.open();
    await openBuilder(page);
    await openSavedLists(page).catch(() => undefined);
    // Anonymous guests are on by default here: a guest may save to the account without signing in
    // (guest-lists.test.ts follows that through sign-up, and shows the server with it off).
    await page.getByText(/Save one to your account to open it anywhere/).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog').getByText('Sign in for a short link').waitFor();
    expect(await page.getByRole('dialog').getByRole('textbox', { name: 'Short link' }).count()).toBe(0);
  });

  it('says so when a short link has no list', async () => {
    browser.allowErrors(); // Chromium logs the 404 that says so.
    const page = await browser.open();
    await page.goto(url('/shared-list/AbCdEfGh23'));
    await page.getByRole('heading', { name: 'This list is no longer shared' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
