import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, lastMail, uniqueEmail } from '../test/server/auth-support';
import { axeViolations, setupBrowser } from './support/browser';
import { confirmedMember, toast } from './support/members';
import { screenshotPath, startServer, ownServerForThisFile } from './support/server';

const browser = setupBrowser();
const own = ownServerForThisFile();
const { url } = own;

async function openSavedLists(page: Page) {
  // On a phone the saved lists sit on the list tab.
  const listTab = page.getByRole('tab', { name: /^My list/ });
  if (await listTab.isVisible()) await listTab.click();
  const summary = page.getByText('Saved lists', { exact: true });
  const details = page.locator('details').filter({ has: summary });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await summary.click();
  return page.getByRole('list', { name: 'Saved lists' });
}

async function owners(name: string) {
  return own.server.app.db.query<{ owner_id: string; is_anonymous: boolean; email: string | null }>(
    `SELECT l.owner_id, u.is_anonymous, u.email FROM army_lists l JOIN auth.users u ON u.id = l.owner_id
     WHERE l.name = $1`,
    [name],
  );
}

describe('a guest keeps their cloud list through sign-up', () => {
  it('saves to the cloud as an anonymous guest, then signs up with an e-mail and finds the same list', async () => {
    const page = await browser.open();
    await page.goto(url('/builder'));
    await page.getByRole('button', { name: 'Add Wrathmane', exact: true }).first().click();
    await page.getByLabel('List name').fill('Guest raiders');
    await page.getByLabel('List name').press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved "Guest raiders"');
    // A save on the device alone makes no account.
    expect(await owners('Guest raiders')).toEqual([]);

    const lists = await openSavedLists(page);
    await page.getByText(/Save one to your account to open it anywhere/).waitFor();
    // The page as it settles: a toast caught fading in has not yet reached its colours.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('guest-saved-lists-desktop.png') });
    await lists.getByRole('button', { name: 'Save to account: Guest raiders' }).click();
    await toast(page, 'Saved "Guest raiders" on this device and to your account');
    await expect.poll(async () => (await owners('Guest raiders')).length).toBe(1);
    const [guest] = await owners('Guest raiders');
    expect(guest).toMatchObject({ is_anonymous: true, email: null });

    const row = lists.getByRole('listitem').filter({ hasText: 'Guest raiders' });
    await row.getByText('Saved to your account').waitFor();
    await page.getByText(/You are a guest: your lists are kept online/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('guest-online-lists-desktop.png') });

    // Sign-up from the guest account adds the address to it.
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.waitForURL(url('/login?mode=signup'));
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByText(/You are a guest whose lists are kept online/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('guest-sign-up-desktop.png') });
    const email = uniqueEmail('guest');
    await page.getByLabel('Username').fill('Guesting');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).last().click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await expect.poll(async () => (await lastMail(own.server, email))?.link).toBeTruthy();
    await page.goto((await lastMail(own.server, email))!.link!);
    await page.waitForURL(url('/'));
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();

    // Same account, now with the address, and the list is still in its cloud lists.
    await expect
      .poll(async () => (await owners('Guest raiders'))[0])
      .toMatchObject({
        owner_id: guest!.owner_id,
        is_anonymous: false,
        email,
      });
    await page.goto(url('/builder'));
    const after = await openSavedLists(page);
    const kept = after.getByRole('listitem').filter({ hasText: 'Guest raiders' });
    await kept.getByText('Saved to your account').waitFor();
    expect(await page.getByText(/You are a guest/).count()).toBe(0);
  });

  it('lets a guest take games online with a guest account, and invites them to sign up for social play', async () => {
    const member = await confirmedMember(own.server, 'Host');
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await browser.open({ viewport });
      await page.goto(url('/game'));
      const play = page.getByRole('button', { name: 'Play online as a guest' });
      await play.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`guest-game-offer-${viewport}.png`), fullPage: true });
      await play.click();
      // Once a guest account exists, joining by code and the history of games are theirs.
      await page.getByRole('textbox', { name: 'Join code' }).waitFor();
      expect(await play.count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(url('/'));
      await page.getByText(/You are a guest: your lists and games are kept online/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`guest-home-${viewport}.png`), fullPage: true });

      // Friends, messages and comments need an account with an address: an invitation instead.
      await page.goto(url('/friends'));
      await page.getByRole('heading', { name: 'Create an account to meet other players' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`guest-friends-${viewport}.png`) });
      await page.goto(url(`/u/${member.username}`));
      await page.getByRole('heading', { name: 'Comments' }).waitFor();
      expect(await page.getByText(/Guests cannot add friends, message or comment/).count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Add friend' }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`guest-profile-${viewport}.png`), fullPage: true });
    }
  });

  it('keeps the sign-in path where the server gives guests no account', async () => {
    const closed = await startServer({ AUTH_ANONYMOUS: 'false' });
    const page = await browser.open();
    try {
      await page.goto(`${closed.baseUrl}/builder`);
      await page.getByRole('button', { name: 'Add Wrathmane', exact: true }).first().click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Saved');
      const lists = await openSavedLists(page);
      await page.getByText('Sign in to keep your lists in your account').waitFor();
      await lists.getByRole('listitem').first().waitFor();
      expect(await lists.getByRole('button', { name: /^Save to account/ }).count()).toBe(0);

      await page.goto(`${closed.baseUrl}/game`);
      await page.getByRole('heading', { name: 'Play on two phones' }).waitFor();
      expect(await page.getByRole('button', { name: 'Play online as a guest' }).count()).toBe(0);
    } finally {
      // The page goes first: its offline worker may still be fetching its script from this server.
      await page.context().close();
      await closed.close();
    }
  });
});
