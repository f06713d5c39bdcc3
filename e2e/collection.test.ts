import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, setupBrowser } from './support/browser';
import { confirmedMember, signIn as signInAt } from './support/members';
import { ownServerForThisFile, screenshotPath } from './support/server';

/** A player's collection (issue 17): counts kept in the account, CSV import, the builder's filter. */

const browser = setupBrowser();
const own = ownServerForThisFile();
const signIn = (page: Page, email: string) => signInAt(page, own.server.baseUrl, email);

async function storedCounts(ownerId: string) {
  const rows = await own.server.app.db.query<{ unit_id: string; count: number }>(
    'SELECT unit_id, count FROM collection_items WHERE owner_id = $1 ORDER BY unit_id',
    [ownerId],
  );
  return Object.fromEntries(rows.map((row) => [row.unit_id, row.count]));
}

const csvFile = (text: string) => ({ name: 'collection.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

describe('a collection', () => {
  it('is kept in the account, imported from CSV, followed by the builder, and seen on a second device', async () => {
    const player = await confirmedMember(own.server, 'Hoarder');
    const desktop = await browser.open();
    await signIn(desktop, player.email);
    await desktop.goto(own.url('/collection'));
    await desktop.getByRole('heading', { level: 1, name: 'My collection' }).waitFor();
    await desktop.getByRole('status').getByText('Saved to your account.').waitFor();

    await desktop.getByRole('button', { name: 'One more Orc Hunters' }).click();
    await desktop.getByRole('button', { name: 'One more Wrathmane', exact: true }).click();
    await expect.poll(() => storedCounts(player.id)).toEqual({ 'orc-hunters': 1, wrathmane: 1 });
    await desktop.getByText('You own 2 units of this faction.').waitFor();

    // A file with refused lines changes nothing and names each line.
    const input = desktop.locator('input[type="file"]');
    await input.setInputFiles(csvFile('unit_id,count\nalborc,2\nsnow dragon,1\nwisemane,-1\n'));
    const alert = desktop.getByRole('alert');
    await alert.getByText('Line 3: there is no unit called “snow dragon”.').waitFor();
    await alert.getByText('Line 4: “-1” is not a whole number from 0 to 999.').waitFor();
    expect(await desktop.getByLabel('How many Alborc you own').inputValue()).toBe('0');
    expect(await axeViolations(desktop)).toEqual([]);
    await desktop.screenshot({ path: screenshotPath('collection-desktop.png'), fullPage: true });

    // Names in any language are read; the counts reach the account.
    await input.setInputFiles(csvFile('name,count\nAlborc,1\nCazadores Orcos,1\n'));
    await desktop.getByText('Imported the counts of 2 units.').waitFor();
    await expect.poll(() => storedCounts(player.id)).toEqual({ alborc: 1, 'orc-hunters': 1, wrathmane: 1 });

    // The builder shows only owned units on request and marks what the collection cannot field.
    await desktop.getByRole('link', { name: 'Build from what you own' }).click();
    await desktop.getByRole('button', { name: 'Add Orc Hunters', exact: true }).first().waitFor();
    await desktop.getByLabel('Only units I own').check();
    await expect.poll(() => desktop.getByRole('button', { name: /^Add / }).count()).toBe(3);
    await desktop.getByRole('button', { name: 'Add Orc Hunters', exact: true }).first().click();
    await desktop.getByRole('button', { name: 'Add Orc Hunters', exact: true }).first().click();
    const entries = desktop.getByRole('list', { name: 'Units in the list' });
    await entries.getByText('You own 1; this list fields 2.').waitFor();
    expect(await axeViolations(desktop)).toEqual([]);
    await desktop.screenshot({ path: screenshotPath('collection-builder-desktop.png'), fullPage: false });

    // A phone signed in to the same account finds the same collection.
    const phone = await browser.open({ viewport: 'mobile' });
    await signIn(phone, player.email);
    await phone.goto(own.url('/collection'));
    await phone.getByRole('status').getByText('Saved to your account.').waitFor();
    await expect.poll(() => phone.getByLabel('How many Alborc you own').inputValue()).toBe('1');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: screenshotPath('collection-mobile.png'), fullPage: false });
  });

  it('keeps a visitor’s collection on the device', async () => {
    const page = await browser.open({ viewport: 'mobile' });
    await page.goto(own.url('/collection'));
    await page.getByText('Kept on this device. Sign in to have it on every device.').waitFor();
    await page.getByLabel('How many Orc Hunters you own').fill('4');
    await page.reload();
    await expect.poll(() => page.getByLabel('How many Orc Hunters you own').inputValue()).toBe('4');
  });
});
