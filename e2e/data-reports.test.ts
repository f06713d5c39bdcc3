import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataPack } from '../src/data';
import { GOOD_PASSWORD, uniqueEmail } from '../test/server/auth-support';
import { ensureAdmin } from '../src/server/features/profiles/ensure-admin';
import { axeViolations, setupBrowser } from './support/browser';
import { confirmedMember, signIn as signInAt, toast } from './support/members';
import { ownServerForThisFile, screenshotPath } from './support/server';

/** Data problem reports (issue 17): a member reports a unit, an admin answers and fixes it, the member is told. */

// Its own server: the admin is made with ensureAdmin, which needs the server's auth context.
const own = ownServerForThisFile();
const browser = setupBrowser();
const problem = 'The card shows armour 2; the printed card says 3.';
const answer = 'Thank you: we are checking the printed card.';

async function signIn(page: Page, email: string) {
  await signInAt(page, own.server.baseUrl, email);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

describe('data problem reports', () => {
  it('a member reports a unit from its card; an admin answers and marks it fixed; the member is notified', async () => {
    const reporter = await confirmedMember(own.server, 'Scout');
    const adminEmail = uniqueEmail('admin');
    await ensureAdmin(own.server.app.auth, adminEmail, { info: () => {} }, GOOD_PASSWORD);

    // In the builder, from the Orc Hunters card, with the list attached.
    const member = await browser.open();
    await signIn(member, reporter.email);
    await member.goto(own.url('/builder'));
    await member.getByRole('button', { name: 'Add Orc Hunters' }).first().click();
    await member.getByRole('button', { name: 'Report a data problem with Orc Hunters' }).first().click();
    const dialog = member.getByRole('dialog', { name: 'Report a data problem' });
    await dialog.getByText('Unit · Orc Hunters').waitFor();
    await dialog.getByText(dataPack.version).waitFor();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('alert').getByText('Write a few words about the problem first.').waitFor();
    expect(await axeViolations(member), 'report dialog').toEqual([]);
    await member.screenshot({ path: screenshotPath('data-report-dialog-desktop.png') });
    await dialog.getByLabel('What is wrong?').fill(problem);
    await dialog.getByLabel(/Attach my current list/).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast(member, 'Thank you: your report has reached the admins.');
    await dialog.waitFor({ state: 'hidden' });

    // On a phone, the same dialog from a rules section (the version comes from the server).
    const phone = await browser.open({ viewport: 'mobile' });
    await signIn(phone, reporter.email);
    await phone.goto(own.url('/rules'));
    await phone.getByRole('button', { name: 'Report a data problem with Line of sight' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Report a data problem' });
    await phoneDialog.getByText('Rules section · Line of sight').waitFor();
    await phoneDialog.getByText(dataPack.version).waitFor();
    expect(await axeViolations(phone), 'report dialog on a phone').toEqual([]);
    await phone.screenshot({ path: screenshotPath('data-report-dialog-mobile.png') });
    await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
    // Each mission has the button too, with its words.
    await phone.goto(own.url('/missions'));
    const mission = phone.locator('details#take-positions');
    await mission.getByRole('heading', { name: 'Take Positions' }).click();
    await mission.getByRole('button', { name: 'Report a data problem with Take Positions' }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: screenshotPath('data-report-mission-mobile.png') });

    // The admin finds it under Data reports and answers.
    const admin = await browser.open();
    await signIn(admin, adminEmail);
    await admin.goto(own.url('/admin'));
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Data reports' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Data problem reports' }).waitFor();
    const open = admin.getByRole('listitem').filter({ hasText: problem });
    await open.getByRole('heading', { name: 'Unit · Orc Hunters' }).waitFor();
    expect(await open.getByLabel('Reported problem').textContent()).toBe(problem);
    await open.getByRole('link', { name: reporter.username }).waitFor();
    await open.getByRole('link', { name: /Open the attached list/ }).waitFor();
    await open.getByRole('option', { name: dataPack.version }).waitFor({ state: 'attached' });
    expect(await axeViolations(admin), 'data reports page').toEqual([]);
    await admin.screenshot({ path: screenshotPath('admin-data-reports-desktop.png'), fullPage: true });
    await open.getByLabel('Answer').fill(answer);
    await open.getByRole('button', { name: 'Send answer' }).click();
    await toast(admin, 'Answer sent; the reporter is notified');
    await admin.getByText('No open reports.').waitFor();

    // Then marks it fixed in the data version the server publishes.
    const filters = admin.getByRole('group', { name: 'Show reports' });
    await filters.getByRole('button', { name: 'Answered' }).click();
    const answered = admin.getByRole('listitem').filter({ hasText: problem });
    await answered.getByText(answer).waitFor();
    await answered.getByLabel('Fixed in data version').selectOption(dataPack.version);
    await answered.getByRole('button', { name: 'Mark fixed' }).click();
    await toast(admin, 'Marked fixed; the reporter is notified');
    await filters.getByRole('button', { name: 'Fixed' }).click();
    await admin.getByRole('listitem').filter({ hasText: problem }).getByText(`Fixed in ${dataPack.version}`).waitFor();

    // The queue on a phone.
    const adminPhone = await browser.open({ viewport: 'mobile' });
    await signIn(adminPhone, adminEmail);
    await adminPhone.goto(own.url('/admin/data-reports'));
    await adminPhone.getByRole('group', { name: 'Show reports' }).getByRole('button', { name: 'Fixed' }).click();
    await adminPhone.getByRole('listitem').filter({ hasText: problem }).waitFor();
    expect(await axeViolations(adminPhone), 'data reports page on a phone').toEqual([]);
    await adminPhone.screenshot({ path: screenshotPath('admin-data-reports-mobile.png'), fullPage: true });

    // The member's bell has both, live.
    await member.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = member.getByRole('region', { name: 'Notifications' });
    await panel.getByText(`Your data report on Orc Hunters has an answer: ${answer}`).waitFor();
    await panel.getByText(`Your data report on Orc Hunters is fixed in data version ${dataPack.version}`).waitFor();
    await member.screenshot({ path: screenshotPath('data-report-notifications-desktop.png') });

    // Opening the fix goes to the unit's row in the unit stats, scrolled into view.
    await panel.getByText(`Your data report on Orc Hunters is fixed in data version ${dataPack.version}`).click();
    await member.waitForURL(/\/unit-stats#unit-orc-hunters$/);
    await member.waitForFunction(() => {
      const row = document.getElementById('unit-orc-hunters')?.getBoundingClientRect();
      return row !== undefined && row.top >= 0 && row.bottom <= window.innerHeight;
    });

    // The profile keeps the report, where it stands and the admins' answer, on both screens.
    for (const [page, name] of [
      [member, 'data-report-profile-desktop.png'],
      [phone, 'data-report-profile-mobile.png'],
    ] as const) {
      await page.goto(own.url('/profile'));
      const mine = page.getByRole('region', { name: 'Data problems you reported' });
      const item = mine.getByRole('listitem').filter({ hasText: problem });
      await item.getByText(`Fixed in data version ${dataPack.version}`).waitFor();
      await item.getByText(answer).waitFor();
      expect(await item.getByRole('link', { name: 'Orc Hunters' }).getAttribute('href')).toBe(
        '/unit-stats#unit-orc-hunters',
      );
      expect(await axeViolations(page), `profile with data reports (${name})`).toEqual([]);
      await mine.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(name) });
    }
  });
});
