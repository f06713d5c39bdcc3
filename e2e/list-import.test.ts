import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataPack } from '../src/data';
import { axeViolations, setupBrowser } from './support/browser';
import { screenshotPath } from './support/server';

/** Importing pasted text in the builder (issue 17): our export, another builder's, loose lines. */

const browser = setupBrowser();

/** Our own text export, in French, of a list with a joined character and a tournament flag. */
const FRENCH_EXPORT = [
  'Raid du nord',
  'Tribus du Nord · Partie standard (300 points) · Mode tournoi',
  '105 points · Commandement 2 · 4 unités',
  `Légale pour 300 points avec la version des données ${dataPack.version}`,
  '',
  '- Chasseurs orques (20 pts)',
  '    + Wrathmane (30 pts) [Haut commandement]',
  '- Chasseurs orques ×2 (40 pts)',
  '- Wisemane (15 pts)',
  '',
  `Fait avec Rookery · données des unités ${dataPack.version}`,
].join('\n');

/** The shape other builders export: headers, bullets, points after the name, a character indented. */
const OTHER_BUILDER = [
  'Army: Ember Guard',
  'Faction: Hegemony of Embersig',
  'Points: 145/200',
  '-----------------',
  '* Black Legion Bucklermen x2 - 40 pts',
  '    Corporal (15 pts)',
  '* Hetman - 25 pts',
  '* Pioneers: 35',
  '* Black Angels (30 pts)',
].join('\n');

async function openImport(page: Page, labels = { import: 'Import', title: 'Import a list' }) {
  await page.getByRole('button', { name: labels.import, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: labels.title });
  await dialog.waitFor();
  return dialog;
}

describe('importing a pasted list', () => {
  it('imports our French export and an earlier builder’s export, each as a new list', async () => {
    const page = await browser.open();
    await page.goto('/builder');
    await page.getByRole('button', { name: 'Add Wrathmane' }).waitFor();
    let dialog = await openImport(page);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel('Paste a list').fill(FRENCH_EXPORT);
    await dialog.getByRole('status').getByText('4 units read · 0 lines to check').waitFor();
    const preview = dialog.getByRole('region', { name: 'What will be imported' });
    await preview.getByText('Raid du nord').waitFor();
    expect(await preview.getByText('Standard game (300 points) · Tournament mode').count()).toBe(1);
    await dialog.getByText('5 lines read as the heading, totals or notes').click();
    await dialog.getByText(/^Line 11 \(footer\): Fait avec Rookery/).waitFor();
    await page.screenshot({ path: screenshotPath('list-import-french-desktop.png') });
    await dialog.getByRole('button', { name: 'Create the list' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => page.getByLabel('List name').inputValue()).toBe('Raid du nord');
    await expect.poll(() => page.getByTestId('points-total').first().textContent()).toBe('105 / 300');
    const units = page.getByRole('list', { name: 'Units in the list' }).first();
    expect(await units.getByText('Orc Hunters').count()).toBeGreaterThanOrEqual(2);

    // The imported list is unsaved: a second import asks before replacing it.
    dialog = await openImport(page);
    await dialog.getByLabel('Paste a list').fill(OTHER_BUILDER);
    await dialog.getByRole('status').getByText('5 units read · 0 lines to check').waitFor();
    await dialog.getByRole('button', { name: 'Create the list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await confirm.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => page.getByLabel('List name').inputValue()).toBe('Ember Guard');
    expect(await page.getByRole('radio', { name: 'Hegemony of Embersig' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('points-total').first().textContent()).toBe('145 / 200');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved "Ember Guard"').waitFor();
  });

  it('imports loose Spanish lines with a typo on a phone, and offers a suggestion for a line it cannot read', async () => {
    const page = await browser.open({ viewport: 'mobile', locale: 'es-ES' });
    await page.goto('/builder');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const dialog = await openImport(page, { import: 'Importar', title: 'Importar una lista' });
    await dialog
      .getByLabel('Pega una lista')
      .fill(
        ['2x Cazadores orcoz', '  con Pelaje de Ira', 'Pelaje de Sabiduria', 'Arqueros de hielo', 'Jinetes'].join('\n'),
      );
    await dialog.getByText('Línea 1: «2x Cazadores orcoz» leído como Cazadores Orcos.').waitFor();
    await dialog
      .getByText('Línea 5: ninguna unidad coincide con «Jinetes». ¿Querías decir Jinetes De Huargo?')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('list-import-spanish-mobile.png') });

    await dialog.getByRole('button', { name: 'Usar Jinetes De Huargo' }).click();
    await dialog.getByRole('status').getByText('5 unidades leídas · 1 línea por revisar').waitFor();
    await dialog.getByRole('button', { name: 'Crear la lista' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('points-total').first().textContent()).toBe('145 / 300');
    await page.getByText('Esta lista es legal.').first().waitFor();
    await page.screenshot({ path: screenshotPath('list-import-result-mobile.png') });
  });
});
