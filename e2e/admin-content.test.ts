import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsResponseSchema } from '../src/contracts/content';
import { dataPack } from '../src/data';
import { unitsToCsv } from '../src/domain/army/unit-csv';
import { GOOD_PASSWORD, uniqueEmail } from '../test/server/auth-support';
import { ensureAdmin } from '../src/server/features/profiles/ensure-admin';
import type { TestApp } from '../test/server/app';
import { axeViolations, setupBrowser, VIEWPORTS } from './support/browser';
import { startServer } from './support/server';

const SHOTS = 'test-results/screenshots';
const browser = setupBrowser();
let server: TestApp;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // Its own server: admins are made with ensureAdmin, which needs the server's auth context.
  server = await startServer();
});
afterAll(async () => server?.close());

const url = (path: string) => `${server.baseUrl}${path}`;

async function signedInAdmin(page: Page) {
  const email = uniqueEmail('editor');
  await ensureAdmin(server.app.auth, email, { info: () => {} }, GOOD_PASSWORD);
  await page.goto(url('/login'));
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

async function shoot(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The current unit data of one faction as a sheet, with three points values changed. */
function sheetWithThreeWrongPoints() {
  const units = dataPack.units.filter((unit) => unit.factionId === dataPack.units[0]!.factionId);
  const changed = units.slice(0, 3);
  const csv = unitsToCsv(
    units.map((unit, index) => (index < 3 ? { ...unit, points: unit.points + 5 } : unit)),
    dataPack,
  );
  return { csv, changed };
}

describe('admin content tools in the browser', () => {
  it('shows exactly the three points differences of a CSV, then publishes it and rolls back', async () => {
    const page = await browser.open();
    await signedInAdmin(page);
    await page.goto(url('/admin/validate-csv'));
    await page.getByRole('heading', { level: 1, name: 'Unit data CSV' }).waitFor();

    // Not a CSV: a clear message, nothing checked.
    await page.getByLabel('Choose a CSV file').setInputFiles({
      name: 'emblem.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    await page.getByRole('alert').getByText('emblem.png is not a CSV file').waitFor();

    // Too big: refused before it is even read.
    await page.getByLabel('Choose a CSV file').setInputFiles({
      name: 'huge.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 'a'),
    });
    await page.getByRole('alert').getByText('huge.csv is larger than 2 MB.').waitFor();
    // Missing columns: the server names them (its 400 is logged by the browser).
    browser.allowErrors();
    await page.getByLabel('Choose a CSV file').setInputFiles({
      name: 'partial.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('faction_id,Faction\nsyenann,Syenann\n'),
    });
    await page
      .getByRole('alert')
      .getByText(/^Required columns are missing: .*Points Cost/)
      .waitFor();

    const { csv, changed } = sheetWithThreeWrongPoints();
    await page.getByLabel('Choose a CSV file').setInputFiles({
      name: 'faction.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('heading', { name: 'Report for faction.csv' }).waitFor();
    await page.getByText('No errors: this sheet can be published.').waitFor();
    const diff = page.getByRole('table', { name: 'Differences from the current data' });
    const rows = diff.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    for (const [index, unit] of changed.entries()) {
      const row = rows.nth(index);
      expect(await row.getByRole('rowheader').textContent()).toBe(unit.name.en);
      expect(await row.getByRole('cell').nth(1).textContent()).toBe('Points');
      expect(await row.getByRole('cell').nth(2).textContent()).toBe(String(unit.points));
      expect(await row.getByRole('cell').nth(3).textContent()).toBe(String(unit.points + 5));
    }
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-validate-csv');

    // A sheet with errors: each is named in the table, and publishing waits until they are fixed.
    await page.getByRole('button', { name: 'Check another file' }).click();
    const units = dataPack.units.filter((unit) => unit.factionId === changed[0]!.factionId);
    const broken = unitsToCsv(
      units.map((unit, index) =>
        index === 3 ? { ...unit, points: 'ten' as unknown as number } : index === 4 ? { ...unit, points: -5 } : unit,
      ),
      dataPack,
    );
    await page.getByLabel('Choose a CSV file').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(broken),
    });
    await page.getByText('2 errors must be fixed before publishing.').waitFor();
    const problems = page.getByRole('table', { name: 'Problems by row' });
    await problems.getByText('Points Cost must be a number, not “ten”.').waitFor();
    await problems.getByText('Points Cost cannot be negative (-5).').waitFor();
    expect(await page.getByRole('button', { name: 'Publish as new unit data' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-validate-csv-errors');

    await page.getByRole('button', { name: 'Check another file' }).click();
    await page.getByLabel('Choose a CSV file').setInputFiles({
      name: 'faction.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByText('No errors: this sheet can be published.').waitFor();
    await page.getByLabel('Notes for the history (optional)').fill('Three points changes');
    // Publishing first says what changes for everyone; Cancel publishes nothing.
    await page.getByRole('button', { name: 'Publish as new unit data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish this unit data to everyone?' });
    const summary = confirm.getByRole('list', { name: 'What publishing changes' });
    await summary.getByText('3 units changed:').waitFor();
    for (const unit of changed)
      await summary.getByText(`${unit.name.en}: ${unit.points} → ${unit.points + 5}`).waitFor();
    expect(await summary.getByText(/added|removed/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-validate-csv-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const history = page.getByRole('region', { name: 'Version history' });
    await history.getByText('Nothing has been published yet; the bundled data is in use.').waitFor();

    await page.getByRole('button', { name: 'Publish as new unit data' }).click();
    await confirm.getByRole('button', { name: 'Publish to everyone' }).click();
    await toast(page, 'Published version');
    await history.getByText('Three points changes').waitFor();
    await history.getByRole('button', { name: 'Go back to the bundled data' }).click();
    await page
      .getByRole('dialog', { name: 'Change the unit data?' })
      .getByRole('button', { name: 'Change unit data' })
      .click();
    await toast(page, `Unit data is now ${dataPack.version}`);
  });

  it('sanitises a news item with a script, in the preview and on save', async () => {
    const page = await browser.open();
    await signedInAdmin(page);
    await page.goto(url('/admin/content?tab=news'));
    await page.getByRole('heading', { level: 1, name: 'Content editor' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('list', { name: 'News items' })
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Edit news item' }).waitFor();
    const english = page.getByRole('group', { name: /English/ });
    await english
      .getByLabel('Text')
      .fill(
        '<p>Editors are <strong>live</strong></p><script>window.__xss = 1</script><img src=x onerror="window.__xss=2">',
      );
    const preview = english.getByRole('region', { name: 'Preview (English)' });
    await preview.getByText('Editors are live').waitFor();
    expect(await preview.locator('strong').textContent()).toBe('live');
    expect(await preview.locator('script, img').count()).toBe(0);
    expect(await preview.textContent()).not.toContain('__xss');
    await english.getByText('Some markup is not allowed and will be removed when you save.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-content-news-form');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Saved');
    await page.getByRole('list', { name: 'News items' }).getByText('Editors are live').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    const news = newsResponseSchema.parse(await (await fetch(url('/api/content/news'))).json());
    const saved = news.items.find((item) => item.content?.includes('Editors are'));
    expect(saved?.content).toBe('<p>Editors are <strong>live</strong></p>');

    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.getByRole('list', { name: 'Rules chapters' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-content-rules');
  });

  it('reorders FAQ entries from the keyboard and deletes one after confirmation', async () => {
    const page = await browser.open();
    await signedInAdmin(page);
    await page.goto(url('/admin/content?tab=faq'));
    const list = page.getByRole('list', { name: 'FAQ entries' });
    await list.waitFor();
    const titles = () => list.locator(':scope > li > div > div:first-child > span:first-child').allTextContents();
    const before = await titles();
    expect(before.length).toBeGreaterThan(2);

    const moveUp = list.getByRole('button', { name: `Move ${before[1]} up` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Order saved');
    await expect.poll(titles).toEqual([before[1], before[0], ...before.slice(2)]);
    // The keyboard stays on the moved entry (now first, so on its "down" button).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${before[1]} down`);

    await list.getByRole('button', { name: `Delete ${before[2]}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
    await dialog.getByText(`“${before[2]}” will be deleted for everyone.`).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted');
    await expect.poll(titles).toEqual([before[1], before[0], ...before.slice(3)]);
  });

  it('reads in Spanish, with the translation status of each entry', async () => {
    const page = await browser.open();
    await signedInAdmin(page);
    await page.evaluate(() => window.localStorage.setItem('prod_language', 'es'));
    await page.goto(url('/admin/content?tab=faq'));
    await page.getByRole('heading', { level: 1, name: 'Editor de contenido' }).waitFor();
    await page.getByRole('button', { name: 'Añadir pregunta' }).click();
    await page
      .getByRole('group', { name: /English/ })
      .getByLabel('Pregunta')
      .fill('How do I share a list?');
    await page.getByText('Falta ES, FR').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-content-faq-form-es');
  });

  it('reads the changelog version live and names why it cannot', async () => {
    const page = await browser.open();
    await signedInAdmin(page);
    await page.goto(url('/admin/changelog'));
    await page.getByRole('heading', { level: 1, name: 'Changelog editor' }).waitFor();
    const editor = page.getByLabel('Changelog (Markdown)');
    await page.getByText(/^Version read: \d+\.\d+\.\d+$/).waitFor();

    await editor.fill('# Changelog\n\n## 0.9.0 without brackets\n- Something');
    await page.getByText('No version in square brackets, like [1.2.3], was found.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Save changelog' }).isDisabled()).toBe(true);

    await editor.fill('# Changelog\n\n## [0.9.0] - 2026-11-22\n- **Editors** for rules, FAQ and news');
    await page.getByText('Version read: 0.9.0').waitFor();
    await page.getByRole('region', { name: 'Preview' }).locator('strong').getByText('Editors').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-changelog');
    await page.getByRole('button', { name: 'Save changelog' }).click();
    await toast(page, 'Changelog saved (version 0.9.0)');
    expect(await (await fetch(url('/CHANGELOG.md'))).text()).toContain('[0.9.0]');
  });
});
