import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from '../test/server/auth-support';
import { ensureAdmin } from '../src/server/features/profiles/ensure-admin';
import type { TestApp } from '../test/server/app';
import { axeViolations, setupBrowser } from './support/browser';
import { confirmedMember, signIn as signInAt, toast } from './support/members';
import { startServer } from './support/server';

const SHOTS = 'test-results/screenshots';
const browser = setupBrowser();
let server: TestApp;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // Its own server: the admin is made with ensureAdmin, which needs the server's auth context.
  server = await startServer();
});
afterAll(async () => server?.close());

const url = (path: string) => `${server.baseUrl}${path}`;
const aMember = (name: string) => confirmedMember(server, name);
async function signIn(page: Page, email: string) {
  await signInAt(page, server.baseUrl, email);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

describe('reported comments in the admin area', () => {
  it('a member reports a comment; an admin reads it, resolves it and deletes the comment', async () => {
    const owner = await aMember('Wall');
    const troll = await aMember('Troll');
    const reporter = await aMember('Witness');
    const adminEmail = uniqueEmail('admin');
    await ensureAdmin(server.app.auth, adminEmail, { info: () => {} }, GOOD_PASSWORD);
    // The troll is the owner's friend and wrote on their wall (markup stays text).
    const words = '<b>Nobody</b> wants your <script>alert(1)</script> army here';
    await server.app.db.query(
      `INSERT INTO friendships (requester_id, addressee_id, status, accepted_at) VALUES ($1, $2, 'accepted', now())`,
      [owner.id, troll.id],
    );
    await server.app.db.query('INSERT INTO profile_comments (profile_id, author_id, body) VALUES ($1, $2, $3)', [
      owner.id,
      troll.id,
      words,
    ]);

    // A member who passes by reports it.
    const member = await browser.open({ viewport: 'mobile' });
    await signIn(member, reporter.email);
    await member.goto(url(`/u/${encodeURIComponent(owner.username)}`));
    await member.getByText(words).waitFor();
    await member.getByRole('button', { name: `Report comment by ${troll.username}` }).click();
    const dialog = member.getByRole('dialog', { name: 'Report comment' });
    await dialog.getByRole('radio', { name: 'Harassment or abuse' }).check();
    await dialog.getByLabel('Anything to add? (optional)').fill('Not the first time.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast(member, 'Thank you. An admin will look at it.');

    // The admin finds it under Reports.
    const admin = await browser.open();
    await signIn(admin, adminEmail);
    await admin.goto(url('/admin'));
    await admin
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Reports', exact: true })
      .click();
    await admin.getByRole('heading', { level: 1, name: 'Reported Content' }).waitFor();
    const report = admin.getByRole('listitem').filter({ hasText: 'Not the first time.' });
    await report.getByRole('heading', { name: 'Comment · Harassment or abuse' }).waitFor();
    expect(await report.getByLabel('Reported words').textContent()).toBe(words);
    await report.getByRole('link', { name: troll.username }).waitFor();
    await report.getByRole('link', { name: reporter.username }).waitFor();
    expect(await axeViolations(admin), 'reports page').toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/admin-reports-desktop.png`, fullPage: true });

    // On a phone, in French.
    const phone = await browser.open({ viewport: 'mobile' });
    await signIn(phone, adminEmail);
    await phone.evaluate(() => window.localStorage.setItem('prod_language', 'fr'));
    await phone.goto(url('/admin/reports'));
    await phone.getByRole('heading', { level: 1, name: 'Contenu signalé' }).waitFor();
    expect(await phone.getByLabel('Texte signalé').textContent()).toBe(words);
    await phone.getByRole('button', { name: 'Marquer comme traité' }).waitFor();
    expect(await axeViolations(phone), 'reports page on a phone').toEqual([]);
    await phone.screenshot({ path: `${SHOTS}/admin-reports-mobile-fr.png`, fullPage: true });

    // Resolving takes it off the open list.
    await report.getByRole('button', { name: 'Mark resolved' }).click();
    await toast(admin, 'Report resolved');
    await admin.getByText('No open reports. Everything has been dealt with.').waitFor();

    // Among the resolved ones the comment can still be deleted, after a confirmation.
    await admin.getByRole('group', { name: 'Show reports' }).getByRole('button', { name: 'Resolved' }).click();
    const resolved = admin.getByRole('listitem').filter({ hasText: 'Not the first time.' });
    await resolved.getByText('Resolved', { exact: true }).waitFor();
    await resolved.getByRole('button', { name: 'Delete comment' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete this comment?' });
    expect(await axeViolations(admin), 'delete confirmation').toEqual([]);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(admin, 'Deleted and resolved');
    await resolved.getByText('Deleted: only this copy remains.').waitFor();
    expect(await resolved.getByRole('button', { name: 'Delete comment' }).count()).toBe(0);
    await admin.screenshot({ path: `${SHOTS}/admin-reports-resolved-desktop.png`, fullPage: true });

    // The comment is gone from the wall.
    await member.reload();
    await member.getByRole('heading', { level: 1, name: owner.username }).waitFor();
    // The comments have loaded, and there are none left.
    await member.getByText('No comments yet.').waitFor();
    expect(await member.getByText(words).count()).toBe(0);
  });
});
