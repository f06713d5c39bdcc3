import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dataPack } from '../src/data';
import type { ArmyList } from '../src/domain/army/army-list';
import { encodeListShareCode } from '../src/domain/army/share-code';
import { GOOD_PASSWORD, uniqueEmail } from '../test/server/auth-support';
import { ensureAdmin } from '../src/server/features/profiles/ensure-admin';
import { writePlayModeAudience } from '../src/server/features/settings/play-mode';
import type { TestApp } from '../test/server/app';
import { axeViolations, setupBrowser } from './support/browser';
import { armyList } from './support/lists';
import { confirmedMember, signIn, toast } from './support/members';
import { startServer } from './support/server';

/**
 * Play mode for everyone (issue 21, decision 0019): a guest plays a whole game on one phone from
 * the landing page; an admin keeps play mode to testers and a member is told so calmly; a tester
 * reloads a game in progress with the network off and is not locked out.
 */
const browser = setupBrowser();
let server: TestApp;

beforeAll(async () => {
  // Its own server: the admin is made with ensureAdmin, and the setting is put back after each test.
  server = await startServer();
});
afterAll(async () => server?.close());
afterEach(async () => {
  await writePlayModeAudience(server.app.db.orm, 'everyone');
});

const url = (path: string) => `${server.baseUrl}${path}`;
const frost = armyList('frost', 'northern-tribes', 'Frost Warband');
const ember = armyList('ember', 'hegemony-of-embersig', 'Ember Guard');
const unitName = (list: ArmyList, index: number) =>
  dataPack.units.find((unit) => unit.id === list.entries[index]!.unitId)!.name.en;
const seat = (page: Page, number: 1 | 2) => page.getByRole('region', { name: new RegExp(`^Player ${number}`) });

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Loads the page until the service worker controls it (the first visit installs, the reload is controlled). */
async function controlled(page: Page, path = '/') {
  await page.goto(url(path));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Both names, both lists (a saved one and a share code), the mission, the feat and the roll-off. */
async function setUp(page: Page) {
  for (const [number, name] of [
    [1, 'Aldara'],
    [2, 'Bruk'],
  ] as const) {
    const field = seat(page, number).getByRole('textbox', { name: 'Name' });
    await field.fill(name);
    await field.blur();
  }
  await seat(page, 1).getByLabel('Army list').selectOption({ label: 'Frost Warband · Northern Tribes' });
  const card = seat(page, 2);
  await card.getByText('Use a share code').click();
  await card.getByRole('textbox', { name: 'Share code or link' }).fill(encodeListShareCode(ember));
  await card.getByRole('button', { name: 'Use this list' }).click();
  await card.getByText('Ember Guard', { exact: true }).waitFor();
  await page.getByLabel('Mission', { exact: true }).selectOption({ label: 'Consolidated Progress' });
  await page.getByLabel('Feat', { exact: true }).selectOption({ label: 'Banner' });
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.getByText(/wins the roll-off/).waitFor();
}

/** Ends the round on the play page: every activation tapped, or early after the confirmation. */
async function endRound(page: Page, round: number, { early }: { early: boolean }) {
  if (!early) {
    for (let tap = 0; tap < 10; tap += 1) await page.getByRole('button', { name: /: activation done$/ }).click();
    await page.getByText('Every activation of this round is done.').waitFor();
  }
  await page.getByRole('button', { name: `End round ${round}` }).click();
  if (early)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `End round ${round}` })
      .click();
  await page.waitForURL(url('/scoring'));
  await page.getByRole('heading', { name: `Round ${round}`, level: 2 }).waitFor();
}

describe('play mode for everyone', () => {
  it('lets a guest open Play Mode from the landing page and play a whole game on one phone', async () => {
    const page = await browser.open({ viewport: 'mobile' });
    await page.addInitScript((list) => window.localStorage.setItem('prod_armyList_frost', list), JSON.stringify(frost));
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Signed as Guest' }).waitFor();
    await page.getByRole('link', { name: 'Play Mode' }).click();

    // Nothing on the device yet: /play sends the guest to the play-mode home, with no lock and no dialog.
    await page.waitForURL(url('/game'));
    await page.getByRole('heading', { level: 1, name: 'Play Mode' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Online play needs an account: an invitation to sign in instead of the join form.
    await page.getByText('A game on this device needs no account.', { exact: false }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Join code' }).count()).toBe(0);
    await noAxeViolations(page);

    await page.getByRole('button', { name: 'Start a new game' }).click();
    await page.waitForURL(url('/setup'));
    await page.getByRole('heading', { level: 1, name: 'Prepare the game' }).waitFor();
    await setUp(page);
    expect(await page.getByRole('button', { name: 'Invite your opponent' }).count()).toBe(0);
    await noAxeViolations(page);

    // The game stays on this device: deployment, battle, scoring and summary without an id.
    await page.getByRole('button', { name: 'Start deployment' }).click();
    await page.waitForURL(url('/deployment'));
    await page.getByText('Next to deploy').waitFor();
    await page.getByRole('button', { name: new RegExp(unitName(frost, 0)) }).click();
    await page.getByRole('button', { name: new RegExp(unitName(ember, 0)) }).click();
    await page.getByRole('button', { name: 'Start the battle' }).click();
    await page.waitForURL(url('/play'));

    for (const round of [1, 2, 3]) {
      if (round > 1) {
        await page.getByRole('heading', { name: `Round ${round}`, level: 2 }).waitFor();
        await page.getByRole('group', { name: 'Who has the initiative?' }).getByText('Aldara').click();
        await page.getByRole('button', { name: `Start round ${round}` }).click();
      }
      await page.getByText(`Round ${round} of 3`).waitFor();
      if (round === 1) {
        // Two objectives against one: Aldara holds objectives 1 and 2, Bruk objective 3.
        await page.getByRole('group', { name: 'Objective 1' }).getByText('Aldara').click();
        await page.getByRole('group', { name: 'Objective 2' }).getByText('Aldara').click();
        await page.getByRole('group', { name: 'Objective 3' }).getByText('Bruk').click();
      }
      await endRound(page, round, { early: round > 1 });
      // The scoring page fills in every bonus the table decides, the majority one included.
      const aldara = page.getByRole('region', { name: 'Aldara' });
      const more = aldara.getByRole('button', { name: /more objectives than your rival/ });
      expect(await more.getAttribute('aria-pressed')).toBe('true');
      await aldara.getByText('3 VP', { exact: true }).first().waitFor();
      await page.getByRole('region', { name: 'Bruk' }).getByText('1 VP', { exact: true }).first().waitFor();
      if (round === 1) {
        const current = page.getByRole('navigation', { name: 'Game steps' }).locator('[aria-current="step"]');
        expect(await current.textContent()).toBe('Scoring');
        await noAxeViolations(page);
      }
      await page.getByRole('button', { name: `Save round ${round}` }).click();
      await page.waitForURL(url('/play'));
    }

    await page.getByRole('button', { name: 'Final scoring' }).click();
    await page.waitForURL(url('/scoring'));
    await page.getByRole('heading', { name: 'End of the game' }).waitFor();
    await page.getByRole('button', { name: 'Finish the game' }).click();
    await page.waitForURL(url('/summary'));
    await page.getByText('Aldara wins').waitFor();
    // Rounds, end of game, feat, total: the total is every round's points.
    const rows = page.getByRole('table', { name: 'Points by round' }).getByRole('row');
    expect(await rows.nth(1).textContent()).toBe('Aldara333009');
    expect(await rows.nth(2).textContent()).toBe('Bruk111003');
    await noAxeViolations(page);
  });

  it('shows a member one calm message when an admin keeps play mode to testers', async () => {
    const adminEmail = uniqueEmail('admin');
    await ensureAdmin(server.app.auth, adminEmail, { info: () => {} }, GOOD_PASSWORD);
    const admin = await browser.open();
    await signIn(admin, server.baseUrl, adminEmail);
    await admin.goto(url('/admin'));
    const panel = admin.getByRole('region', { name: 'Play mode' });
    const select = panel.getByLabel('Who may use play mode');
    await expect.poll(() => select.inputValue()).toBe('everyone');
    await select.selectOption({ label: 'Testers and admins' });
    await panel.getByText('Only testers and admins can start or join games', { exact: false }).waitFor();
    await noAxeViolations(admin);
    await panel.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Play mode is now open to: Testers and admins');
    await expect.poll(() => panel.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    const member = await confirmedMember(server, 'Plain');
    const page = await browser.open({ viewport: 'mobile' });
    await signIn(page, server.baseUrl, member.email);
    await page.getByRole('link', { name: 'Play Mode' }).click();
    await page.waitForURL(url('/play'));
    await page.getByRole('heading', { level: 1, name: 'Play Mode' }).waitFor();
    await page
      .getByText('Play mode is open to testers only for now. Ask an admin if you would like to help test it.')
      .waitFor();
    // One message, not a card with a dialog on top.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start a new game' }).count()).toBe(0);
    await noAxeViolations(page);
    // The menu leaves play mode out for them, and /setup says the same.
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'Army Builder' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Play Mode' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(url('/setup'));
    await page.getByText('Play mode is open to testers only for now.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(url('/'));
  });

  it('keeps a tester in a game in progress through an offline reload when play mode is kept to testers', async () => {
    // Requests the pages make while offline fail and are logged; the pages themselves must work.
    browser.allowErrors();
    await writePlayModeAudience(server.app.db.orm, 'testers');
    const tester = await confirmedMember(server, 'Tess');
    await server.app.db.query('UPDATE profiles SET tester = true WHERE id = $1', [tester.id]);
    const page = await browser.open({ viewport: 'mobile' });
    await page.addInitScript((list) => window.localStorage.setItem('prod_armyList_frost', list), JSON.stringify(frost));
    await controlled(page);
    await signIn(page, server.baseUrl, tester.email);
    await page.goto(url('/game'));
    await page.getByRole('button', { name: 'Start a new game' }).click();
    await page.waitForURL(url('/setup'));
    const name = seat(page, 2).getByRole('textbox', { name: 'Name' });
    await name.fill('Bruk');
    await name.blur();
    await page.getByLabel('Mission', { exact: true }).selectOption({ label: 'Loot' });

    await page.context().setOffline(true);
    await page.reload();
    // The profile cannot be read offline; the roles read before still count, and the game is here.
    await page.getByRole('heading', { level: 1, name: 'Prepare the game' }).waitFor({ timeout: 15_000 });
    expect(await seat(page, 2).getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Bruk');
    await page.goto(url('/game'));
    await page.getByRole('heading', { name: 'Game in progress' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Start a new game' }).waitFor();
    expect(await page.getByText('Play mode is open to testers only', { exact: false }).count()).toBe(0);
    await page.context().setOffline(false);
  });
});
