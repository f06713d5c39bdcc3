/**
 * Page loads (issue 14): builds the app, serves the build with the real server, and loads each
 * public page and a *floor* page in Chromium, interleaved, cold cache, median of BENCH_RUNS (7)
 * loads each, on two profiles: a phone (390×844, 4× CPU slowdown, slow 4G: 150 ms, 1.6 Mbit/s)
 * and a desktop (1280×800, no throttling). The floor is a static HTML file served by the same
 * server with the same fonts, a heading and a paragraph like the landing page's: the best any page
 * could do on that network. For each page it prints FCP, LCP, LCP ÷ floor LCP, the JS that arrived
 * before LCP, all JS, total blocking time, CLS and the number of requests; then, for / and
 * /builder, a repeat visit through the service worker (LCP ÷ the cold LCP). Budgets are printed
 * beside the figures; it reports and never fails. Loads ask for gzip only (the budgets are gzip).
 *
 * `--no-build` reuses dist/; BENCH_RUNS sets the number of loads; BENCH_PAGES=/,/rules narrows.
 */
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
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
  `/shared-list/${encodeListShareCode(armyList('bench', 'northern-tribes', 'Frost Warband'))}`,
];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const WARM_PAGES = ['/', '/builder'].filter((page) => PAGES.includes(page));

const PROFILES = {
  mobile: { viewport: { width: 390, height: 844 }, cpu: 4, network: { latency: 150, down: 1.6 * 1024 * 1024, up: 750 * 1024 } },
  desktop: { viewport: { width: 1280, height: 800 }, cpu: 1, network: null },
} as const;
type Profile = keyof typeof PROFILES;

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
  loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(buildDir, 'web'), NODE_ENV: 'production' }),
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
}

async function throttle(cdp: CDPSession, profile: Profile) {
  const { cpu, network } = PROFILES[profile];
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latency,
      downloadThroughput: network.down / 8,
      uploadThroughput: network.up / 8,
    });
  }
}

/** One load of `url`: cold (no cache, no service worker) or warm (the service worker installed first). */
async function load(url: string, profile: Profile, warm = false): Promise<Sample> {
  const context = await browser.newContext({ viewport: PROFILES[profile].viewport, locale: 'en-GB' });
  // Journeys' habit: the optimizer card stays away (it only shows after repeated slow visits anyway).
  await context.addInitScript(() => localStorage.setItem('prod_performanceCardHidden', 'true'));
  const page = await context.newPage();
  if (warm) {
    await page.goto(`${baseUrl}${url}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('about:blank');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  if (!warm) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await throttle(cdp, profile);
  let start = 0;
  let requests = 0;
  const scripts = new Set<string>();
  const finished: Array<{ at: number; bytes: number }> = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    requests += 1;
    if (event.type === 'Document' && !start) start = event.timestamp;
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) finished.push({ at: (event.timestamp - start) * 1000, bytes: event.encodedDataLength });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __m: { lcp: number; tbt: number; cls: number } };
    w.__m = { lcp: 0, tbt: 0, cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__m.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__m.tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__m.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
  if (url !== FLOOR) await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  // Layout shifts and long tasks after the app took the page over belong to the load as well.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
  const metrics = await page.evaluate(() => {
    const w = window as unknown as { __m: { lcp: number; tbt: number; cls: number } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { ...w.__m, fcp };
  });
  await context.close();
  return {
    ...metrics,
    jsBytes: finished.reduce((sum, item) => sum + item.bytes, 0),
    jsBeforeLcp: finished.filter((item) => item.at <= metrics.lcp).reduce((sum, item) => sum + item.bytes, 0),
    requests,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const pad = (text: string, width: number) => text.padEnd(width);

try {
  for (const profile of Object.keys(PROFILES) as Profile[]) {
    const urls = [FLOOR, ...PAGES];
    await Promise.all(urls.slice(0, 1).map((url) => load(url, profile))); // warm-up: first reads, Chromium start
    const samples = new Map<string, Sample[]>(urls.map((url) => [url, []]));
    // Interleaved: each run loads every page once, so a busy moment hits all of them alike.
    for (let run = 0; run < RUNS; run += 1) for (const url of urls) samples.get(url)!.push(await load(url, profile));
    const pick = (url: string, key: keyof Sample) => median(samples.get(url)!.map((sample) => sample[key]));
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
    for (const url of WARM_PAGES) {
      const warm: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) warm.push(await load(url, profile, true));
      const warmLcp = median(warm.map((sample) => sample.lcp));
      console.log(
        `repeat visit ${pad(url, 9)} through the service worker: LCP ${ms(warmLcp)} = ${(warmLcp / pick(url, 'lcp')).toFixed(2)} × cold   (budget ≤ 0.5)`,
      );
    }
  }
  console.log(
    '\nBudgets (phone): / LCP ≤ 1.3 × floor, other pages ≤ 1.6 × floor; JS for / ≤ 100 KB gzip; TBT ≤ 200 ms; CLS ≤ 0.05; warm LCP ≤ 0.5 × cold.',
  );
} finally {
  await browser.close();
  await app.close();
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
