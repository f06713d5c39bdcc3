import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';

/**
 * A quiet Content-Security-Policy (issue 15, item 10): an ordinary page load breaks none of its
 * rules. A violation the page catches (zod's `new Function('')` probe was one) logs no console
 * error, so this listens for the browser's own report instead.
 */

const browser = setupBrowser();

interface ViolationWindow {
  cspViolations: string[];
}

/** Records every `securitypolicyviolation` in the page, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as ViolationWindow;
    record.cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        record.cspViolations.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      },
      true,
    );
  });
}

async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Reports are queued as tasks: let any still pending arrive.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
  return page.evaluate(() => (window as unknown as ViolationWindow).cspViolations);
}

describe('Content-Security-Policy', () => {
  it.each([
    ['/', 'Welcome to Rookery'],
    ['/builder', null],
    ['/rules', null],
  ])('reports no violation loading %s', async (path, heading) => {
    const page = await browser.open();
    await recordViolations(page);
    await page.goto(path);
    if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    else await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('still reports a real violation, so the check above can fail', async () => {
    // The browser also logs the refusal as a console error.
    browser.allowErrors();
    const page = await browser.open();
    await recordViolations(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Rookery' }).waitFor();
    // An inline script, which script-src refuses: the report is what this test reads.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    expect((await violations(page)).join('\n')).toContain('script-src');
  });
});
