/**
 * Page loads (issue 14): builds the app, serves the build with the real server, and loads each
 * public page and a *floor* page in Chromium, interleaved, cold cache, median of BENCH_RUNS (7)
 * loads each, on two profiles: a phone (390×844, 4× CPU slowdown, slow 4G: 150 ms, 1.6 Mbit/s)
 * and a desktop (1280×800, no throttling). The floor is a static HTML file served by the same
 * server with the same fonts, a heading and a paragraph like the landing page's: the best any page
 * could do on that network. For each page it prints FCP, LCP, LCP ÷ floor LCP, the JS that arrived
 * before LCP, all JS, total blocking time, CLS and the number of requests; then whether the
 * heading painted before any script ran (one more load per page) and the LCP element; then, for /
 * and /builder, a repeat visit through the service worker (LCP ÷ the cold LCP), interleaved with the
 * floor's own repeat visit through the same worker (LCP ÷ the floor's). Budgets are printed
 * beside the figures; it reports and never fails. Loads ask for gzip only (the budgets are gzip).
 *
 * `--no-build` reuses dist/; BENCH_RUNS sets the number of loads; BENCH_PAGES=/,/rules narrows;
 * BENCH_PROFILES=mobile (or desktop) runs one profile; BENCH_HEADINGS=0 leaves out the heading probe;
 * BENCH_TASKS=1 lists each load's long tasks.
 */
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { dataPack } from '../src/data';
import { encodeListShareCode } from '../src/domain/army/share-code';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { armyList } from '../e2e/support/lists';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FLOOR = '/bench-floor.html';
const ALL_PAGES = [
  '/',
  '/landing',
  '/builder',
  '/rules',
  '/faq',
  '/missions',
  '/unit-stats',
  '/news',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  `/shared-list/${encodeListShareCode(legalList())}`,
];
/** A legal list (a High Command leading the helper's three troops): the page shows it, not its problems. */
function legalList() {
  const list = armyList('bench', 'northern-tribes', 'Frost Warband');
  const leader = dataPack.units.find(
    (unit) => unit.factionId === 'northern-tribes' && unit.highCommand && unit.type === 'Character',
  )!;
  const lead = { id: 'e0', unitId: leader.id, quantity: 1, attachedTo: null, savedPoints: leader.points };
  return { ...list, entries: [lead, ...list.entries] };
}
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const WARM_PAGES = ['/', '/builder'].filter((page) => PAGES.includes(page));

const PROFILES = {
  mobile: {
    viewport: { width: 390, height: 844 },
    cpu: 4,
    network: { latency: 150, down: 1.6 * 1024 * 1024, up: 750 * 1024 },
  },
  desktop: { viewport: { width: 1280, height: 800 }, cpu: 1, network: null },
} as const;
type Profile = keyof typeof PROFILES;
const RUN_PROFILES = (process.env.BENCH_PROFILES?.split(',') ?? Object.keys(PROFILES)).map((name) => {
  if (!(name in PROFILES)) throw new Error(`BENCH_PROFILES names mobile or desktop, not ${name}`);
  return name as Profile;
});
const HEADINGS = process.env.BENCH_HEADINGS !== '0';
/** BENCH_TASKS=1 prints each load's long tasks after FCP (start and duration, ms), to see what the TBT is made of. */
const TASKS = process.env.BENCH_TASKS === '1';

const root = path.resolve(import.meta.dirname, '..');
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'ignore' });

// A copy of the build, with the floor page beside the app's files.
const buildDir = mkdtempSync(path.join(tmpdir(), 'rk-bench-web-'));
cpSync(path.join(root, 'dist/web'), path.join(buildDir, 'web'), { recursive: true });
cpSync(path.join(root, 'dist/ssr'), path.join(buildDir, 'ssr'), { recursive: true });
const fonts = readdirSync(path.join(buildDir, 'web/assets'));
const font = (prefix: string) => `/assets/${fonts.find((file) => file.startsWith(prefix) && file.endsWith('.woff2'))}`;
writeFileSync(
  path.join(buildDir, 'web', FLOOR.slice(1)),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rookery</title><style>
@font-face{font-family:Cinzel;font-weight:600;font-display:swap;src:url(${font('cinzel-latin-600')}) format('woff2')}
@font-face{font-family:Inter;font-weight:400;font-display:swap;src:url(${font('inter-latin-400')}) format('woff2')}
body{margin:0;background:#14110f;color:#efe8dc;font-family:Inter,system-ui,sans-serif}
main{max-width:56rem;margin:0 auto;padding:3.5rem 1rem}h1{font-family:Cinzel,Georgia,serif;color:#d9b45a;font-size:2.25rem;font-weight:600}
p{font-size:1.125rem;line-height:1.6}</style></head><body><main><h1>Welcome to Rookery</h1>
<p>Build legal army lists for Warcrow, look up rules and unit profiles mid-game and follow your battles from deployment to the final score, on your phone and even offline.</p>
</main></body></html>`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-bench-data-'));
const app = await buildApp(
  loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(buildDir, 'web'),
    NODE_ENV: 'production',
  }),
);
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const browser: Browser = await launchBrowser();

interface Sample {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  jsBeforeLcp: number;
  requests: number;
  /** The LCP element: its tag and the start of its text (or its image address). */
  lcpElement: string;
  /** Answers the service worker gave, of all the page's answers (warm loads). */
  fromServiceWorker: number;
  responses: number;
  documentFromServiceWorker: boolean;
}

/** The network conditions of a profile, for a page's or a service worker's DevTools session. */
function networkConditions(profile: Profile) {
  const { network } = PROFILES[profile];
  return network
    ? {
        offline: false,
        latency: network.latency,
        downloadThroughput: network.down / 8,
        uploadThroughput: network.up / 8,
      }
    : null;
}

async function throttle(cdp: CDPSession, profile: Profile) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILES[profile].cpu });
  const conditions = networkConditions(profile);
  if (conditions) await cdp.send('Network.emulateNetworkConditions', conditions);
}

/**
 * DevTools throttling is per target: what the service worker fetches itself (the page, which it
 * asks the network for first) would go unthrottled. Its target gets the same network conditions,
 * through the browser's session (Playwright has no session for workers).
 */
async function throttleServiceWorker(pageCdp: CDPSession, profile: Profile): Promise<() => Promise<void>> {
  const conditions = networkConditions(profile);
  if (!conditions) return async () => {};
  const { targetInfo } = await pageCdp.send('Target.getTargetInfo');
  const browserCdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await browserCdp.send('Target.getTargets');
  const worker = targetInfos.find(
    (target) => target.type === 'service_worker' && target.browserContextId === targetInfo.browserContextId,
  );
  if (!worker) throw new Error('no service worker to throttle on the warm visit');
  const { sessionId } = await browserCdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
  let nextId = 0;
  const waiting = new Map<number, (message: { error?: unknown }) => void>();
  browserCdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; error?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  const send = (method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, (message) => (message.error ? reject(new Error(JSON.stringify(message.error))) : resolve()));
      void browserCdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: nextId, method, params }),
      });
    });
  await send('Network.enable', {});
  await send('Network.emulateNetworkConditions', conditions);
  return () => browserCdp.detach();
}

/** One load of `url`: cold (no cache, no service worker) or warm (the service worker installed first). */
async function load(url: string, profile: Profile, warm = false): Promise<Sample> {
  const context = await browser.newContext({ viewport: PROFILES[profile].viewport, locale: 'en-GB' });
  // Journeys' habit: the optimizer card stays away (it only shows after repeated slow visits anyway).
  await context.addInitScript(() => localStorage.setItem('prod_performanceCardHidden', 'true'));
  const page = await context.newPage();
  if (warm) {
    await page.goto(`${baseUrl}${url}`);
    await page.evaluate(async (floor) => {
      // The floor has no script of its own: it is given the app's worker, which keeps it like any page.
      if (floor) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    }, url === FLOOR);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('about:blank');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  if (!warm) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await throttle(cdp, profile);
  const releaseWorker = warm ? await throttleServiceWorker(cdp, profile) : async () => {};
  let start = 0;
  let requests = 0;
  let responses = 0;
  let fromServiceWorker = 0;
  let documentFromServiceWorker = false;
  /** Script requests and the bytes of their headers (the budgets count the compressed bodies). */
  const scripts = new Map<string, number>();
  const finished: Array<{ at: number; bytes: number }> = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    requests += 1;
    if (event.type === 'Document' && !start) start = event.timestamp;
  });
  cdp.on('Network.responseReceived', (event) => {
    responses += 1;
    if (event.response.fromServiceWorker) fromServiceWorker += 1;
    if (event.type === 'Document' && event.response.fromServiceWorker) documentFromServiceWorker = true;
    if (event.type === 'Script') scripts.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const headers = scripts.get(event.requestId);
    if (headers === undefined) return;
    finished.push({ at: (event.timestamp - start) * 1000, bytes: Math.max(0, event.encodedDataLength - headers) });
  });
  await page.addInitScript(() => {
    const w = window as unknown as {
      __m: { lcp: number; lcpElement: string; tasks: Array<[number, number]>; cls: number };
    };
    w.__m = { lcp: 0, lcpElement: '', tasks: [], cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null; url: string }>) {
        w.__m.lcp = entry.startTime;
        const element = entry.element;
        w.__m.lcpElement = element
          ? `${element.tagName.toLowerCase()} ${entry.url ? entry.url : JSON.stringify((element.textContent ?? '').trim().slice(0, 24))}`
          : '(removed)';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__m.tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__m.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
  if (!url.endsWith('.html'))
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  // Layout shifts and long tasks after the app took the page over belong to the load as well.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
  const metrics = await page.evaluate(() => {
    const w = window as unknown as {
      __m: { lcp: number; lcpElement: string; tasks: Array<[number, number]>; cls: number };
    };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // Total blocking time as Lighthouse counts it: the part of each long task after the first
    // contentful paint beyond 50 ms (the page loads until the app has taken it over, plus 300 ms).
    const tbt = w.__m.tasks.reduce((sum, [at, duration]) => {
      const after = at + duration - Math.max(at, fcp);
      return sum + Math.max(0, after - 50);
    }, 0);
    const longTasks = w.__m.tasks.filter(([at, duration]) => at + duration > fcp + 50);
    return { lcp: w.__m.lcp, lcpElement: w.__m.lcpElement, cls: w.__m.cls, tbt, fcp, longTasks };
  });
  if (TASKS && url !== FLOOR) {
    const tasks = metrics.longTasks.map(([at, duration]) => `${Math.round(at)}+${Math.round(duration)}`).join(' ');
    console.log(`  ${url}${warm ? ' (warm)' : ''}: FCP ${Math.round(metrics.fcp)}, long tasks ${tasks}`);
  }
  await releaseWorker();
  await context.close();
  if (metrics.lcp === 0 || metrics.fcp === 0)
    throw new Error(`${url}: no LCP or FCP recorded (${JSON.stringify(metrics)})`);
  return {
    ...metrics,
    jsBytes: finished.reduce((sum, item) => sum + item.bytes, 0),
    jsBeforeLcp: finished.filter((item) => item.at <= metrics.lcp).reduce((sum, item) => sum + item.bytes, 0),
    requests,
    responses,
    fromServiceWorker,
    documentFromServiceWorker,
  };
}

/**
 * Did the page's heading paint before any of its scripts ran? One more load (not timed: the
 * page's scripts are paused at their start by the debugger for a moment), throttled like the
 * others: the first <h1> is marked for Element Timing as the parser inserts it, and the time the
 * first script of the page's own origin starts is taken at a `beforeScriptExecution` pause.
 */
async function headingProbe(
  url: string,
  profile: Profile,
): Promise<{ heading: number | null; firstScript: number | null }> {
  const context = await browser.newContext({ viewport: PROFILES[profile].viewport, locale: 'en-GB' });
  await context.addInitScript(() => {
    const w = window as unknown as { __h: number | null };
    w.__h = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { renderTime: number; loadTime: number }>) {
        if (entry.name === 'text-paint' || entry.name === 'image-paint') w.__h ??= entry.renderTime || entry.loadTime;
      }
    }).observe({ type: 'element', buffered: true });
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      heading.setAttribute('elementtiming', 'heading');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await throttle(cdp, profile);
  await cdp.send('Debugger.enable');
  const { breakpointId } = await cdp.send('Debugger.setInstrumentationBreakpoint', {
    instrumentation: 'beforeScriptExecution',
  });
  // Taken on this side when the pause is reported (the paused page answers no evaluation), as
  // wall-clock time; set against the page's time origin afterwards. Off by the few ms the report takes.
  let firstScriptAt: number | null = null;
  cdp.on('Debugger.paused', (event) => {
    const scriptUrl = String((event.data as { url?: string } | undefined)?.url ?? '');
    if (firstScriptAt === null && event.reason === 'instrumentation' && scriptUrl.startsWith(baseUrl)) {
      firstScriptAt = performance.timeOrigin + performance.now();
      void cdp.send('Debugger.removeBreakpoint', { breakpointId }).catch(() => undefined);
    }
    void cdp.send('Debugger.resume').catch(() => undefined);
  });
  await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  const { heading, timeOrigin } = await page.evaluate(() => ({
    heading: (window as unknown as { __h: number | null }).__h,
    timeOrigin: performance.timeOrigin,
  }));
  await context.close();
  const firstScript = firstScriptAt === null ? null : firstScriptAt - timeOrigin;
  return { heading, firstScript };
}

/** A load, tried once more if it failed (a busy machine can miss a deadline); a second failure stops the run. */
async function measure(url: string, profile: Profile, warm = false): Promise<Sample> {
  try {
    return await load(url, profile, warm);
  } catch (error) {
    console.warn(
      `${url} (${profile}${warm ? ', warm' : ''}): ${(error as Error).message.split('\n')[0]}; loading it again`,
    );
    return load(url, profile, warm);
  }
}

type NumericKey = { [K in keyof Sample]: Sample[K] extends number ? K : never }[keyof Sample];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const pad = (text: string, width: number) => text.padEnd(width);

try {
  for (const profile of RUN_PROFILES) {
    const urls = [FLOOR, ...PAGES];
    await Promise.all(urls.slice(0, 1).map((url) => load(url, profile))); // warm-up: first reads, Chromium start
    const samples = new Map<string, Sample[]>(urls.map((url) => [url, []]));
    // Interleaved: each run loads every page once, so a busy moment hits all of them alike.
    for (let run = 0; run < RUNS; run += 1) for (const url of urls) samples.get(url)!.push(await measure(url, profile));
    const pick = (url: string, key: NumericKey) => median(samples.get(url)!.map((sample) => sample[key]));
    const floorLcp = pick(FLOOR, 'lcp');
    console.log(
      `\n${profile === 'mobile' ? 'Phone 390×844, 4× CPU slowdown, slow 4G' : 'Desktop 1280×800, unthrottled'}, cold cache, median of ${RUNS} loads`,
    );
    console.log(
      `${pad('page', 22)}${pad('FCP', 9)}${pad('LCP', 9)}${pad('÷ floor', 9)}${pad('JS<LCP', 10)}${pad('all JS', 10)}${pad('TBT', 8)}${pad('CLS', 7)}requests`,
    );
    for (const url of urls) {
      const label = url.startsWith('/shared-list/') ? '/shared-list/:code' : url === FLOOR ? 'floor (static)' : url;
      const lcp = pick(url, 'lcp');
      console.log(
        pad(label, 22) +
          pad(ms(pick(url, 'fcp')), 9) +
          pad(ms(lcp), 9) +
          pad((lcp / floorLcp).toFixed(2), 9) +
          pad(kb(pick(url, 'jsBeforeLcp')), 10) +
          pad(kb(pick(url, 'jsBytes')), 10) +
          pad(ms(pick(url, 'tbt')), 8) +
          pad(pick(url, 'cls').toFixed(3), 7) +
          String(pick(url, 'requests')),
      );
    }
    console.log(
      `\n${pad('page', 22)}${pad('h1 paint', 10)}${pad('1st script', 12)}${pad('h1 first?', 11)}LCP element (last load)`,
    );
    for (const url of HEADINGS ? PAGES : []) {
      const label = url.startsWith('/shared-list/') ? '/shared-list/:code' : url;
      const { heading, firstScript } = await headingProbe(url, profile);
      const verdict = heading === null ? 'no h1 paint' : firstScript === null || heading < firstScript ? 'yes' : 'NO';
      const last = samples.get(url)!.at(-1)!;
      console.log(
        pad(label, 22) +
          pad(heading === null ? '—' : ms(heading), 10) +
          pad(firstScript === null ? '—' : ms(firstScript), 12) +
          pad(verdict, 11) +
          last.lcpElement,
      );
    }
    // Repeat visits, interleaved with the floor's own repeat visit through the same worker: what a
    // page the worker answers at once costs the browser alone.
    const warmUrls = WARM_PAGES.length ? [FLOOR, ...WARM_PAGES] : [];
    const warmSamples = new Map<string, Sample[]>(warmUrls.map((url) => [url, []]));
    for (let run = 0; run < RUNS; run += 1)
      for (const url of warmUrls) warmSamples.get(url)!.push(await measure(url, profile, true));
    const warmFloorLcp = warmUrls.length ? median(warmSamples.get(FLOOR)!.map((sample) => sample.lcp)) : 0;
    for (const url of warmUrls) {
      const warm = warmSamples.get(url)!;
      const warmLcp = median(warm.map((sample) => sample.lcp));
      const viaWorker = warm.filter((sample) => sample.documentFromServiceWorker).length;
      console.log(
        `repeat visit ${pad(url === FLOOR ? 'floor' : url, 9)} through the service worker: LCP ${ms(warmLcp)} = ${(warmLcp / pick(url, 'lcp')).toFixed(2)} × cold` +
          `${url === FLOOR ? '' : ` (budget ≤ 0.5), ${(warmLcp / warmFloorLcp).toFixed(2)} × the floor's repeat visit`}; ` +
          `page from the worker in ${viaWorker}/${RUNS} loads, median ${median(warm.map((s) => s.fromServiceWorker))} of ${median(warm.map((s) => s.responses))} answers; ` +
          `FCP ${ms(median(warm.map((s) => s.fcp)))}, TBT ${ms(median(warm.map((s) => s.tbt)))}, LCP element ${warm.at(-1)!.lcpElement}`,
      );
    }
  }
  console.log(
    '\nBudgets (phone): / LCP ≤ 1.3 × floor, other pages ≤ 1.6 × floor; JS for / ≤ 100 KB gzip; TBT ≤ 200 ms; CLS ≤ 0.05; warm LCP ≤ 0.5 × cold.' +
      '\nThe three still missed (/ ÷ floor, JS for /, warm ÷ cold) and what meeting them would take: docs/decisions/0038.',
  );
} finally {
  await browser.close();
  await app.close();
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
