import { describe, expect, it } from 'vitest';
import { axeViolations, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('landing page', () => {
  it.each([
    ['en', 'Welcome to Rookery', 'Start Building'],
    ['es', 'Bienvenido a Rookery', 'Empezar a crear'],
    ['fr', 'Bienvenue sur Rookery', 'Commencer une liste'],
  ])('renders in %s', async (language, heading, button) => {
    const page = await browser.open();
    await page.addInitScript((lang) => window.localStorage.setItem('prod_language', lang), language);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.getByRole('link', { name: button }).getAttribute('href')).toBe('/builder');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
    // The page is drawn again in the saved language; the footer's version may come a moment later.
    await expect.poll(() => page.getByText('0.5.15').first().isVisible()).toBe(true);
  });

  it('has every landing element from the spec', async () => {
    const page = await browser.open();
    await page.goto('/landing');
    await page.getByRole('heading', { name: 'Welcome to Rookery' }).waitFor();
    expect(await page.getByRole('link', { name: 'Rules & FAQ' }).getAttribute('href')).toBe('/rules');
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByRole('link', { name: 'Buy us a Coffee' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Support Rookery' }).isVisible()).toBe(true);
    const footer = page.getByRole('navigation', { name: 'Site links' });
    for (const [name, href] of [
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      ['About', '/about'],
    ]) {
      expect(await footer.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await page.getByRole('button', { name: 'Clear Cache' }).click();
    await page
      .getByRole('dialog')
      .getByText('This will clear all cached data and reload the page.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('switches language from the menu and keeps it after a reload', async () => {
    const page = await browser.open({ viewport: 'mobile' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Bienvenue sur Rookery' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Bienvenue sur Rookery' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('prod_language'))).toBe('fr');
  });

  it('opens the navigation menu with the keyboard', async () => {
    const page = await browser.open();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Rookery' }).waitFor();
    // The heading arrives with the HTML: keys pressed before the app has taken the page over do
    // nothing, as in any server-rendered page, so wait for that first.
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false);
    const trigger = page.getByRole('button', { name: 'Open navigation menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'About' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    // Closing gives the focus back to the button, in a task of its own after the menu has gone.
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Rookery' }).waitFor();
  });

  it('has no axe violations on desktop and mobile', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await browser.open({ viewport });
      await page.goto('/');
      await page.getByRole('heading', { name: 'Welcome to Rookery' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

describe('routing', () => {
  it('shows the Not Found page with a way home for an unknown path, answered with 404', async () => {
    browser.allowErrors();
    const page = await browser.open();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto('/no/such/page');
    // The page is a real 404 (the browser logs that for the document, and nothing else may fail).
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('heading', { name: 'Welcome to Rookery' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  it.each([
    ['/terms', '/terms-of-service'],
    ['/privacy', '/privacy-policy'],
  ])('redirects %s to %s', async (from, to) => {
    const page = await browser.open();
    await page.goto(from);
    await page.waitForURL(`**${to}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('shows the legal pages in the chosen language, with axe clean', async () => {
    const page = await browser.open();
    await page.addInitScript(() => window.localStorage.setItem('prod_language', 'es'));
    for (const path of ['/about', '/privacy-policy', '/terms-of-service']) {
      await page.goto(path);
      await page.getByRole('navigation', { name: 'En esta página' }).waitFor();
      expect(await page.getByText('Missing translation').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('shows the Unexpected Application Error page when a page fails to load', async () => {
    browser.allowErrors();
    const page = await browser.open();
    await page.route('**/assets/not-found-page-*.js', (route) => route.abort());
    await page.goto('/broken-page');
    await page.getByRole('heading', { name: 'Unexpected Application Error' }).waitFor();
    expect(await page.locator('pre').textContent()).toMatch(/\S/);
  });

  it('sends a strict content security policy with the page', async () => {
    const page = await browser.open();
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  });
});
