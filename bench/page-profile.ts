/**
 * Where a phone's main thread goes on one public page: loads the built app's page in Chromium with
 * the phone profile's 4× CPU slowdown (network unthrottled, so only CPU shows), records a CPU
 * profile from the navigation until the page has been quiet for a second, and prints the self
 * time by script and the functions that cost the most, over BENCH_RUNS loads (3).
 *
 *   npx tsx bench/page-profile.ts [--no-build] [--tasks] [/page ...]
 *
 * `--tasks` also prints, for each stretch of at least 100 ms without idle (the long tasks that make
 * up the total blocking time), the functions of our own code (src/) it spent the most time in,
 * counted with what they called.
 *
 * A guide to what to change, not a figure to report: profiling slows the page down.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser } from '../e2e/support/browser';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TASKS = process.argv.includes('--tasks');
const STRETCH_MS = 100;
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const root = path.resolve(import.meta.dirname, '..');
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'ignore' });

const app = await buildApp(
  loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rk-page-profile-')),
    WEB_DIST_DIR: path.join(root, 'dist/web'),
    NODE_ENV: 'production',
  }),
);
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await launchBrowser();

/** Self time in ms of each node, from the samples and their time deltas. */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  return self;
}

const sourceMaps = new Map<string, SourceMapConsumer | null>();

/** Where a built file's line and column came from: the package or our source file, and its function. */
function original(url: string, line: number, column: number): string | null {
  const asset = url.replace(baseUrl, '');
  if (!sourceMaps.has(asset)) {
    const file = path.join(root, 'dist/web', `${asset}.map`);
    sourceMaps.set(asset, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const found = sourceMaps.get(asset)?.originalPositionFor({ line: line + 1, column });
  if (!found?.source) return null;
  const source = found.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${found.name ?? '(anonymous)'} ${source}:${found.line}`;
}

const shortUrl = (url: string) => (url ? url.replace(baseUrl, '').replace(/-[\w-]{8}\.js$/, '.js') : '(native)');

async function profileOnce(page: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  await context.addInitScript(() => localStorage.setItem('prod_performanceCardHidden', 'true'));
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await tab.goto(`${baseUrl}${page}`, { waitUntil: 'load' });
  // Quiet for a second: no long task since. A string, so the bundler adds no helpers to it.
  await tab.evaluate(`new Promise((resolve) => {
    let last = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = Math.max(last, entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    (function check() {
      if (performance.now() - last > 1000) resolve();
      else setTimeout(check, 100);
    })();
  })`);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await context.close();
  return profile;
}

/** Each stretch of busy samples (no idle) of STRETCH_MS or more, with our functions' inclusive time in it. */
function busyStretches(profile: CpuProfile): string[] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const lines: string[] = [];
  let at = 0;
  let start = 0;
  let inside = new Map<string, number>();
  let selfInside = new Map<string, number>();
  const close = (end: number) => {
    if (end - start >= STRETCH_MS) {
      const top = [...inside.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join('; ');
      const selfTop = [...selfInside.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join('; ');
      lines.push(`  ${start.toFixed(0)}+${(end - start).toFixed(0)} ms: ${top}\n      self: ${selfTop}`);
    }
    inside = new Map();
    selfInside = new Map();
  };
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    at += ms;
    if (byId.get(id)?.callFrame.functionName === '(idle)') {
      close(at - ms);
      start = at;
      return;
    }
    const sampled = byId.get(id)!.callFrame;
    const selfName =
      (sampled.url && original(sampled.url, sampled.lineNumber, sampled.columnNumber)) ||
      `${sampled.functionName || '(anonymous)'} ${shortUrl(sampled.url)}`;
    selfInside.set(selfName, (selfInside.get(selfName) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node = byId.get(id); node; node = byId.get(parent.get(node.id) ?? -1)) {
      const { url, lineNumber, columnNumber } = node.callFrame;
      const name = url ? original(url, lineNumber, columnNumber) : null;
      if (!name?.includes(' src/') || seen.has(name)) continue;
      seen.add(name);
      inside.set(name, (inside.get(name) ?? 0) + ms);
    }
  });
  close(at);
  return lines;
}

for (const page of pages.length > 0 ? pages : ['/']) {
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (let run = 0; run < RUNS; run += 1) {
    const profile = await profileOnce(page);
    if (TASKS) console.log(`${page}, load ${run + 1}: stretches without idle\n${busyStretches(profile).join('\n')}`);
    const self = selfTimes(profile);
    for (const node of profile.nodes) {
      const ms = (self.get(node.id) ?? 0) / RUNS;
      if (ms === 0) continue;
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') continue;
      byScript.set(shortUrl(url), (byScript.get(shortUrl(url)) ?? 0) + ms);
      const name =
        original(url, lineNumber, columnNumber) ??
        `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    }
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  const total = [...byScript.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\n${page}: ${total.toFixed(0)} ms of script and browser work a load (4× CPU), mean of ${RUNS}`);
  console.log(`By script:\n${top(byScript, 12)}`);
  console.log(`Costliest functions (self time):\n${top(byFunction, 25)}`);
}

await browser.close();
await app.close();
