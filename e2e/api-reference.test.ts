import { describe, expect, it } from 'vitest';
import { axeViolations, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('the API reference', () => {
  it.each(['desktop', 'mobile'] as const)(
    'lists every route with what it takes and answers, readable from the footer, axe clean (%s)',
    async (viewport) => {
      const page = await browser.open({ viewport });
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Site links' }).getByRole('link', { name: 'API' }).click();
      await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
      const save = page.locator('[id="put-/api/lists/{listId}"]');
      await save.waitFor();
      expect(await save.getByRole('table').getByText('listId').isVisible()).toBe(true);
      await save.getByText('Request body').waitFor();
      await save.getByText('Schema').first().click();
      await save.getByText('"required"').first().waitFor();
      expect(await page.getByRole('link', { name: 'OpenAPI description (JSON)' }).getAttribute('href')).toBe(
        '/api/openapi.json',
      );
      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'games' }).click();
      await page.waitForURL('**/api-reference#tag-games');
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it('reads in Spanish', async () => {
    const page = await browser.open();
    await page.addInitScript(() => window.localStorage.setItem('prod_language', 'es'));
    await page.goto('/api-reference');
    await page.getByRole('heading', { level: 1, name: 'Referencia de la API' }).waitFor();
    await page.getByRole('navigation', { name: 'Índice' }).waitFor();
    expect(await page.getByText('Missing translation').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
