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

const bell = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

async function expectNoAxeViolations(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

describe('friends, notifications and messages between two players', () => {
  it('runs from a friend request to live messages, each side seeing the other without reloading', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const a = await browser.open();
    const b = await browser.open({ viewport: 'mobile' });
    await signIn(a, alice.email);
    await signIn(b, bob.email);

    // Bob waits on his friends page; the bell has nothing yet.
    await b.goto(url('/friends'));
    await b.getByRole('heading', { level: 1, name: 'Friends' }).waitFor();
    await bell(b, 'Notifications').click();
    await b.getByText('No notifications yet').waitFor();
    await bell(b, 'Notifications').click();

    // Alice finds Bob and asks.
    await a.goto(url('/friends'));
    await a.getByLabel('Find players by username or WAB ID').fill(bob.username);
    const found = a.getByRole('list', { name: 'Players found' });
    await found.getByRole('link', { name: bob.username }).waitFor();
    await expectNoAxeViolations(a, '/friends with results');
    await found.getByRole('button', { name: 'Add friend' }).click();
    await toast(a, `Friend request sent to ${bob.username}`);

    // Bob's bell and his requests list update live.
    await bell(b, 'Notifications, 1 unread').waitFor();
    await b.getByRole('heading', { name: 'Friend requests' }).waitFor();
    await bell(b, 'Notifications, 1 unread').click();
    const bobsPanel = b.getByRole('region', { name: 'Notifications' });
    await bobsPanel.getByRole('button', { name: new RegExp(`${alice.username} sent you a friend request`) }).waitFor();
    await b.screenshot({ path: screenshotPath('social-bell-mobile.png') });
    await expectNoAxeViolations(b, 'bell open');
    await bobsPanel.getByRole('button', { name: new RegExp(`${alice.username} sent you a friend request`) }).click();
    await b.waitForURL(url('/friends'));
    await bell(b, 'Notifications').waitFor();
    await b.getByRole('button', { name: 'Accept' }).click();
    await toast(b, `You and ${alice.username} are now friends`);

    // Alice hears of it.
    await bell(a, 'Notifications, 1 unread').waitFor();
    await a.getByRole('heading', { name: 'Your friends' }).waitFor();
    await a.getByRole('link', { name: bob.username }).first().waitFor();

    // Bob opens the conversation; Alice writes from Bob's profile; it appears on Bob's screen.
    await b.goto(url(`/messages/${alice.wabId}`));
    await b
      .getByRole('region', { name: `Conversation with ${alice.username}` })
      .getByText('No messages yet. Say hello!')
      .waitFor();
    await a.goto(url(`/u/${encodeURIComponent(bob.username)}`));
    await a.getByRole('heading', { level: 1, name: bob.username }).waitFor();
    await expectNoAxeViolations(a, '/u/:ref');
    await a.screenshot({ path: screenshotPath('social-profile-desktop.png'), fullPage: true });
    await a.getByRole('link', { name: 'Message' }).click();
    await a.waitForURL(url(`/messages/${bob.wabId}`));
    await a.getByLabel(`Message ${bob.username}`).fill('Fancy a game on Friday? <b>bold</b>');
    await a.getByRole('button', { name: 'Send' }).click();
    const aThread = a.getByRole('region', { name: `Conversation with ${bob.username}` });
    const bThread = b.getByRole('region', { name: `Conversation with ${alice.username}` });
    await aThread.getByText('Fancy a game on Friday? <b>bold</b>').waitFor();
    await bThread.getByText('Fancy a game on Friday? <b>bold</b>').waitFor();
    await b.getByLabel(`Message ${alice.username}`).fill('Yes! Bringing the Scions.');
    await b.keyboard.press('Enter');
    await aThread.getByText('Yes! Bringing the Scions.').waitFor();
    await expectNoAxeViolations(a, '/messages/:ref');
    await expectNoAxeViolations(b, '/messages/:ref mobile');
    await a.screenshot({ path: screenshotPath('social-messages-desktop.png') });
    await b.screenshot({ path: screenshotPath('social-messages-mobile.png') });

    // Alice clears her bell in one go.
    await bell(a, /^Notifications, \d+ unread$/).click();
    await a.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Mark all as read' }).click();
    await toast(a, 'All notifications marked as read');
    await bell(a, 'Notifications').waitFor();
    await a.screenshot({ path: screenshotPath('social-bell-desktop.png') });
  });

  it('shows the profile editor, the friends page and the activity feed without accessibility problems', async () => {
    const carol = await member('Carol');
    const dan = await member('Dan');
    const page = await browser.open();
    await signIn(page, carol.email);
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'Public profile' }).waitFor();
    await page.getByLabel('Bio').fill('Sÿenann player from Lyon.');
    await page.getByLabel('Favourite faction').selectOption('syenann');
    await page.getByRole('button', { name: 'Use the Sÿenann emblem' }).click();
    await toast(page, 'Avatar updated');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await toast(page, 'Profile saved');
    await expectNoAxeViolations(page, '/profile');
    await page.screenshot({ path: screenshotPath('social-own-profile-desktop.png'), fullPage: true });

    await page.goto(url('/activity'));
    await page.getByText('Nothing here yet.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, '/activity empty');

    // With a friend who comments, the feed fills.
    await own.server.app.db.query(
      `INSERT INTO friendships (requester_id, addressee_id, status, accepted_at) VALUES ($1, $2, 'accepted', now())`,
      [carol.id, dan.id],
    );
    await own.server.app.db.query(
      `INSERT INTO profile_comments (profile_id, author_id, body) VALUES ($1, $1, 'Painted my first unit!')`,
      [dan.id],
    );
    await page.reload();
    await page.getByText('Painted my first unit!').waitFor();
    await expectNoAxeViolations(page, '/activity');
    await page.screenshot({ path: screenshotPath('social-activity-desktop.png'), fullPage: true });

    await page.goto(url('/friends'));
    await page.getByRole('heading', { name: 'Your friends' }).waitFor();
    await page.getByRole('link', { name: dan.username }).waitFor();
    await expectNoAxeViolations(page, '/friends');
    await page.screenshot({ path: screenshotPath('social-friends-desktop.png'), fullPage: true });

    await page.goto(url(`/u/${dan.wabId}`));
    await page.getByLabel('Write a comment').fill('Looks great, see you at the club.');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await toast(page, 'Comment posted');
    await page.getByText('Looks great, see you at the club.').waitFor();
    await expectNoAxeViolations(page, '/u/:ref with comments');

    // Longer Spanish strings on a phone.
    await page.evaluate(() => window.localStorage.setItem('prod_language', 'es'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(`/u/${dan.wabId}`));
    await page.getByRole('heading', { name: 'Comentarios' }).waitFor();
    await expectNoAxeViolations(page, '/u/:ref in Spanish');
    await page.screenshot({ path: screenshotPath('social-profile-es-mobile.png'), fullPage: true });
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'Perfil público' }).waitFor();
    await page.screenshot({ path: screenshotPath('social-own-profile-es-mobile.png'), fullPage: true });
    await page.goto(url('/activity'));
    await page.getByRole('heading', { level: 1, name: 'Actividad' }).waitFor();
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await page.screenshot({ path: screenshotPath('social-activity-es-mobile.png') });
  });

  it('asks guests to sign in on the social pages', async () => {
    const page = await browser.open({ viewport: 'mobile' });
    for (const pathname of ['/friends', '/messages', '/activity']) {
      await page.goto(url(pathname));
      await page.getByRole('heading', { name: 'Sign in to meet other players' }).waitFor();
      expect(await bell(page, /^Notifications/).count()).toBe(0);
      await expectNoAxeViolations(page, pathname);
    }
  });
});
