import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { glossary } from '../src/data/glossary';
import { axeViolations, setupBrowser } from './support/browser';

const browser = setupBrowser();
const eliteDescription = glossary.find((entry) => entry.id === 'elite')!.description.en;

/** A legal 295-point Northern Tribes list: one High Command, every unit within its AVB. */
const LEGAL_300: Array<[name: string, times: number]> = [
  ['Wrathmane', 1],
  ['Orc Hunters', 3],
  ['Warg Riders', 2],
  ['Wisemane', 1],
  ['Tundra Marauders', 2],
  ['Ice Archers', 1],
  ['Skin Changers', 1],
];

async function openBuilder(page: Page) {
  await page.goto('/builder');
  await page.getByRole('heading', { level: 1, name: 'Army Builder' }).waitFor();
  await page.getByRole('button', { name: 'Add Wrathmane' }).waitFor();
}

async function add(page: Page, unit: string, times = 1) {
  for (let step = 0; step < times; step += 1)
    await page
      .getByRole('button', { name: `Add ${unit}`, exact: true })
      .first()
      .click();
}

const pointsTotal = (page: Page) => page.getByTestId('points-total').first().textContent();

async function buildLegalList(page: Page) {
  for (const [unit, times] of LEGAL_300) await add(page, unit, times);
  await expect.poll(() => pointsTotal(page)).toBe('295 / 300');
  await page.getByText('This list is legal.').waitFor();
}

describe('army builder', () => {
  it('builds a legal 300-point list, shows an over-limit error, and undo clears it', async () => {
    const page = await browser.open();
    await openBuilder(page);
    expect(await page.getByRole('radio', { name: 'Northern Tribes' }).isChecked()).toBe(true);
    await page.getByText('Start with a High Command: a legal list has exactly one.').waitFor();
    await buildLegalList(page);
    expect(await page.getByRole('button', { name: 'Add Orc Hunters' }).first().isDisabled()).toBe(true);

    await add(page, 'Prime Warrior');
    await expect.poll(() => pointsTotal(page)).toBe('325 / 300');
    const error = page.getByText('325 points is 25 over the 300-point game size.');
    await error.waitFor();
    expect(await page.getByText('1 problem makes this list illegal.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Undo' }).click();
    await error.waitFor({ state: 'detached' });
    await expect.poll(() => pointsTotal(page)).toBe('295 / 300');
    await page.getByRole('button', { name: 'Redo' }).click();
    await error.waitFor();
    await page.getByRole('button', { name: 'Remove one Prime Warrior' }).first().click();
    await error.waitFor({ state: 'detached' });
  });

  it('searches, filters with AND, clears filters and sorts', async () => {
    const page = await browser.open();
    await openBuilder(page);
    const count = () =>
      page
        .getByRole('status')
        .filter({ hasText: /units?$/ })
        .textContent();
    expect(await count()).toBe('26 units');
    await page.getByLabel('Search units').fill('berserker');
    await expect.poll(count).toBe('3 units');
    await page.getByLabel('Search units').fill('');
    await page.getByText('Filters', { exact: true }).click();
    const characteristics = page.getByRole('group', { name: 'Characteristics' });
    await characteristics.getByRole('button', { name: 'Orc', exact: true }).click();
    await expect.poll(count).toBe('14 units');
    await characteristics.getByRole('button', { name: 'Infantry', exact: true }).click();
    expect(
      await characteristics.getByRole('button', { name: 'Infantry', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(count).toBe('2 units');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(count).toBe('26 units');
    await page.getByLabel('Sort by').selectOption('points-desc');
    expect(await page.locator('article h3').first().textContent()).toBe('Ahlwardt, Ice Bear');
  });

  it("opens a keyword's glossary text after a mouse rests on it, and from the keyboard", async () => {
    const page = await browser.open();
    await openBuilder(page);
    // A mouse resting on a chip opens it after the spec's 700 ms (nothing has closed yet, so no
    // tooltip is "warm"), and leaving closes it. The next-one-opens-at-once rule is unit-tested.
    const elite = page.getByRole('button', { name: 'Elite', exact: true }).first();
    const eliteText = page.getByRole('status').filter({ hasText: eliteDescription });
    const rested = Date.now();
    await elite.hover();
    await eliteText.waitFor();
    expect(Date.now() - rested).toBeGreaterThanOrEqual(600);
    await page.mouse.move(0, 0);
    await eliteText.waitFor({ state: 'detached' });

    const chip = page.getByRole('button', { name: 'Join (Infantry Orc)' }).first();
    expect(await chip.getAttribute('aria-expanded')).toBe('false');
    await chip.focus();
    // Focus alone opens nothing: Enter or Space does, and says so.
    await page.keyboard.press('Enter');
    const text = page.getByRole('status').filter({ hasText: /join a unit/i });
    await text.waitFor();
    expect(await chip.getAttribute('aria-expanded')).toBe('true');
    expect(await chip.getAttribute('aria-describedby')).toBe(await text.getAttribute('id'));
    await page.keyboard.press('Escape');
    await text.waitFor({ state: 'detached' });
    expect(await chip.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await text.waitFor();
    await page.keyboard.press('Space');
    await text.waitFor({ state: 'detached' });
  });

  it("opens a keyword's glossary text with a tap on a phone, inside the screen, and closes it with a tap elsewhere", async () => {
    const page = await browser.open({ viewport: 'mobile', touch: true });
    await openBuilder(page);
    const chip = page.getByRole('button', { name: 'Elite', exact: true }).first();
    const text = page.getByRole('status').filter({ hasText: eliteDescription });
    await chip.tap();
    await text.waitFor();
    expect(await chip.getAttribute('aria-expanded')).toBe('true');
    const box = (await text.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    // A second tap on the chip closes it; so does a tap anywhere else.
    await chip.tap();
    await text.waitFor({ state: 'detached' });
    await chip.tap();
    await text.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Army Builder' }).tap();
    await text.waitFor({ state: 'detached' });
  });

  it('attaches a character to a unit it may join', async () => {
    const page = await browser.open();
    await openBuilder(page);
    await add(page, 'Wrathmane');
    await add(page, 'Orc Hunters');
    await add(page, 'Wisemane');
    const joins = page.getByLabel('Joins');
    await joins.nth(1).selectOption({ label: 'Orc Hunters' });
    const rows = page.getByRole('list', { name: 'Units in the list' }).getByRole('listitem');
    await expect.poll(() => rows.nth(2).textContent()).toContain('Wisemane');
    await page.getByText('This list is legal.').waitFor();
  });

  it('saves locally under the prefixed armyList key, reopens it after a reload, and manages saved lists', async () => {
    const page = await browser.open();
    await openBuilder(page);
    await buildLegalList(page);
    await page.getByLabel('List name').fill('Grjotgard raiders');
    await page.getByLabel('List name').press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved "Grjotgard raiders"').waitFor();
    const keys = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('prod_armyList_')),
    );
    expect(keys).toHaveLength(1);

    await page.reload();
    await page.getByRole('heading', { name: 'Army Builder' }).waitFor();
    await expect.poll(() => page.getByLabel('List name').inputValue()).toBe('Grjotgard raiders');
    await expect.poll(() => pointsTotal(page)).toBe('295 / 300');

    await page.getByText('Saved lists', { exact: true }).click();
    await page.getByRole('button', { name: 'Duplicate Grjotgard raiders' }).click();
    await page.getByText('Saved "Copy of Grjotgard raiders"').waitFor();
    await page.getByRole('button', { name: 'Delete Copy of Grjotgard raiders' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted "Copy of Grjotgard raiders"').waitFor();
    const left = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('prod_armyList_')),
    );
    expect(left).toEqual(keys);
    expect(await page.getByRole('button', { name: 'Load Grjotgard raiders' }).isVisible()).toBe(true);
  });

  it('refuses a list name over 100 characters with a message', async () => {
    const page = await browser.open();
    await openBuilder(page);
    await page.getByLabel('List name').fill('x'.repeat(101));
    await page.getByRole('alert').filter({ hasText: 'List names can be at most 100 characters.' }).waitFor();
  });

  it('works on a phone with two tabs and the totals bar at the bottom', async () => {
    const page = await browser.open({ viewport: 'mobile' });
    await openBuilder(page);
    await add(page, 'Wrathmane');
    const bar = page.getByRole('region', { name: 'List totals' });
    expect(await bar.getByTestId('points-total').textContent()).toBe('30 / 300');
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await page.getByRole('tab', { name: 'My list (1)' }).click();
    await page.getByRole('list', { name: 'Units in the list' }).getByText('Wrathmane').waitFor();
    expect(await page.getByRole('button', { name: 'Add Orc Hunters' }).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("has no axe violations on desktop with a list and a keyword's text open", async () => {
    const page = await browser.open();
    await openBuilder(page);
    await add(page, 'Wrathmane');
    await add(page, 'Coal');
    await page.getByRole('button', { name: 'Elite', exact: true }).first().click();
    await page.getByRole('status').filter({ hasText: eliteDescription }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('sharing and printing', () => {
  async function shareLink(page: Page): Promise<string> {
    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByRole('dialog').getByRole('textbox', { name: 'Share link' }).inputValue();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    return link;
  }

  it('opens a share link in another language with current data, copies it to my lists, and prints', async () => {
    const page = await browser.open();
    await openBuilder(page);
    await buildLegalList(page);
    await page.getByLabel('List name').fill('<b>Raiders</b> & co');
    await page.getByLabel('List name').press('Enter');
    const link = await shareLink(page);
    expect(new URL(link).pathname).toMatch(/^\/shared-list\/R1~/);

    const reader = await browser.open({ viewport: 'mobile' });
    await reader.addInitScript(() => window.localStorage.setItem('prod_language', 'es'));
    await reader.goto(link);
    await reader.getByText('Lista compartida de Tribus del Norte').waitFor();
    expect(await reader.getByRole('heading', { level: 1 }).textContent()).toBe('<b>Raiders</b> & co');
    expect(await reader.locator('h1 b').count()).toBe(0);
    await reader.getByText('Cazadores Orcos', { exact: false }).first().waitFor();
    await reader.getByText('Esta lista es legal.').waitFor();
    expect(await axeViolations(reader)).toEqual([]);

    await reader.getByRole('button', { name: 'Copiar a mis listas' }).click();
    await reader.waitForURL(/\/builder\?list=/);
    await expect.poll(() => reader.getByLabel('Nombre de la lista').inputValue()).toBe('<b>Raiders</b> & co');

    const print = await browser.open();
    await print.goto(`${new URL(link).pathname}/print`);
    await print.getByRole('img', { name: 'QR code of the share link' }).waitFor();
    await print.getByText('Tundra Marauders', { exact: false }).waitFor();
    expect(await axeViolations(print)).toEqual([]);
    await print.emulateMedia({ media: 'print' });
    expect(await print.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await print.locator('header').first().isVisible()).toBe(false);
    expect(await print.getByRole('heading', { level: 1, name: '<b>Raiders</b> & co' }).isVisible()).toBe(true);
    await print.emulateMedia({ media: 'screen' });

    await print.goto(`${new URL(link).pathname}/print?courtesy=1`);
    await print.getByText('Courtesy print', { exact: false }).first().waitFor();
    expect(await print.getByText('Tundra Marauders').count()).toBe(0);
    expect(await print.getByText('Skin Changers').count()).toBe(0);
    expect(await print.getByText('Orc Hunters', { exact: false }).count()).toBeGreaterThan(0);
  });

  it('shows a clear page for a broken or tampered link', async () => {
    const page = await browser.open();
    await openBuilder(page);
    await add(page, 'Wrathmane');
    const link = new URL(await shareLink(page));
    const tampered = link.pathname.replace('wrathmane', 'wisemane');
    browser.allowErrors(); // a link to no list is a 404 page, which the browser logs
    expect((await page.goto(tampered))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This link is broken' }).waitFor();
    await page.getByText('The list code has been changed since it was made.').waitFor();
    expect((await page.goto(link.pathname.slice(0, 30)))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This link is broken' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the army builder' }).click();
    await page.getByRole('heading', { name: 'Army Builder' }).waitFor();
  });

  it('exports the list as text in another language', async () => {
    const page = await browser.open();
    await openBuilder(page);
    await add(page, 'Orc Hunters', 2);
    await page.getByRole('button', { name: 'Text' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Language').selectOption('fr');
    await expect.poll(() => dialog.getByLabel('List text').inputValue()).toContain('Chasseurs orques ×2 (40 pts)');
    expect(await dialog.getByLabel('List text').inputValue()).toContain('Tribus du Nord');
  });
});

describe('unit stats', () => {
  it('lists every unit, filters, sorts, compares two and opens a card', async () => {
    const page = await browser.open();
    await page.goto('/unit-stats');
    await page.getByRole('heading', { level: 1, name: 'Unit Stats' }).waitFor();
    const count = () =>
      page
        .getByRole('status')
        .filter({ hasText: /units?$/ })
        .textContent();
    expect(await count()).toBe('96 units');
    await page.getByLabel('Faction').selectOption({ label: 'Sÿenann' });
    await expect.poll(count).toBe('14 units');
    await page.getByRole('button', { name: 'Points' }).click();
    expect(await page.getByRole('columnheader', { name: 'Points' }).getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('checkbox', { name: 'Compare Grand Captain' }).check();
    await page.getByRole('checkbox', { name: 'Compare Druid' }).check();
    expect(await page.getByRole('checkbox', { name: 'Compare Oona' }).isDisabled()).toBe(true);
    const comparison = page.getByRole('region', { name: 'Comparison' });
    expect(await comparison.getByRole('article').count()).toBe(2);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(count).toBe('96 units');
    await page.getByRole('button', { name: 'Alborc' }).click();
    await page.getByRole('dialog', { name: 'Alborc' }).getByText('Named Character').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('is in the navigation menu next to the army builder', async () => {
    const page = await browser.open({ viewport: 'mobile' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'Unit Stats' }).waitFor();
    await page.getByRole('menuitem', { name: 'Army Builder' }).click();
    await page.getByRole('heading', { name: 'Army Builder' }).waitFor();
  });
});
