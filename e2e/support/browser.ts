import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_MISSING, CHROMIUM_PATH } from '../../scripts/test-requirements';

export { CHROMIUM_MISSING, CHROMIUM_PATH };
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * One browser per test file; every test gets a fresh context and page through open().
 * Console errors and uncaught page errors fail the test unless the test expects them.
 */
export function setupBrowser() {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];
  /** Answers of 400 and above, named beside a console error so that a failure says which request. */
  let failedAnswers: string[] = [];
  let allowErrors = false;

  beforeAll(async () => {
    if (CHROMIUM_MISSING === null) browser = await launchBrowser();
  });
  // Without Chromium, each journey is counted as skipped with the reason, never passed.
  beforeEach((context) => {
    if (CHROMIUM_MISSING !== null) context.skip(CHROMIUM_MISSING);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const found = problems.length > 0 ? [...problems, ...failedAnswers.map((answer) => `answer: ${answer}`)] : [];
    problems = [];
    failedAnswers = [];
    const allowed = allowErrors;
    allowErrors = false;
    if (!allowed) expect(found, 'unexpected browser errors').toEqual([]);
  });

  return {
    baseUrl,
    /** Lets the current test produce console errors (it is testing an error). */
    allowErrors() {
      allowErrors = true;
    },
    /**
     * A fresh context and page. The Performance Optimizer card starts hidden, as if its owner
     * had hidden it: on a busy test machine pages load in over 3 s, and the card would then push
     * the page down under a journey's clicks. Journeys about the card pass `performanceCard: true`.
     */
    async open(
      options: {
        viewport?: keyof typeof VIEWPORTS;
        locale?: string;
        performanceCard?: boolean;
        /** A touch screen, for journeys that tap (locator.tap()). */
        touch?: boolean;
        /**
         * goto() and reload() return once the app has taken the page over (true by default): a
         * server-rendered page shows its buttons before their script has run, and a click then is
         * a click on a page that cannot answer yet. Journeys about that moment pass false.
         */
        waitForApp?: boolean;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: VIEWPORTS[options.viewport ?? 'desktop'],
        locale: options.locale ?? 'en-GB',
        hasTouch: options.touch ?? false,
      });
      if (!options.performanceCard) {
        await context.addInitScript(() => {
          // Runs in every frame, sandboxed ones (the mail preview) included, where storage throws.
          try {
            if (window.localStorage.getItem('prod_performanceCardHidden') === null) {
              window.localStorage.setItem('prod_performanceCardHidden', 'true');
            }
          } catch {
            // No storage in this frame: nothing to hide there.
          }
        });
      }
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
      if (options.waitForApp ?? true) {
        const goto = page.goto.bind(page);
        const reload = page.reload.bind(page);
        page.goto = async (...args) => {
          const response = await goto(...args);
          await untilAppReady(page);
          return response;
        };
        page.reload = async (...args) => {
          const response = await reload(...args);
          await untilAppReady(page);
          return response;
        };
      }
      page.on('response', (response) => {
        if (response.status() >= 400) {
          failedAnswers.push(`${response.status()} ${response.request().method()} ${response.url()}`);
        }
      });
      return page;
    },
  };
}

/**
 * Until the app has hydrated the page, or at once on a page that is not the app's (no #root). A
 * locator, unlike a function run in the page, carries on through a navigation the page makes.
 */
async function untilAppReady(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated], html:not(:has(#root))').first().waitFor({ state: 'attached' });
}

const require = createRequire(import.meta.url);
let axeCache: string | undefined;
const axeSource = () => (axeCache ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** Runs axe-core in the page and returns its violations (id and the first target of each node). */
export async function axeViolations(page: Page) {
  // Evaluated through the debugging protocol, which our Content-Security-Policy rightly does not cover.
  await page.evaluate(axeSource());
  const results = await page.evaluate(async () => {
    type Results = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
    const axe = (
      window as unknown as {
        axe: { run: (context: { include: Document[]; exclude: string[][] }) => Promise<Results> };
      }
    ).axe;
    // Colours caught halfway through a transition (a tab just selected) are not what people see.
    // Endless ones (a spinner) are left alone.
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== 'finished' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    /** Until two frames pass with no animation running (a toast shown a frame later fades in too). */
    const settled = async () => {
      for (let round = 0; round < 20; round += 1) {
        const now = running();
        if (!now.length) {
          await twoFrames();
          if (!running().length) return;
          continue;
        }
        await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      }
    };
    // One that starts while axe reads the page (a toast that the service worker's "ready offline"
    // brings at any moment) makes the reading worthless: the page is read again once settled.
    let moved = false;
    const move = () => (moved = true);
    const READINGS = 5;
    for (let round = 1; ; round += 1) {
      await settled();
      moved = false;
      document.addEventListener('transitionstart', move, true);
      document.addEventListener('animationstart', move, true);
      // Toasts stacked behind the front one are drawn faded under it (the toast library's stack) and
      // open out at full strength on hover or focus, so only the front one is what people read.
      const read = await axe.run({ include: [document], exclude: [['[data-sonner-toast][data-front="false"]']] });
      document.removeEventListener('transitionstart', move, true);
      document.removeEventListener('animationstart', move, true);
      if (!moved || round === READINGS) return read;
    }
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
