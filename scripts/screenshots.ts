/**
 * Takes screenshots of pages at desktop (1280×800) and mobile (390×844) sizes, in English
 * and one other language, into test-results/screenshots. Serves the current build (npm run build).
 * Usage: tsx scripts/screenshots.ts [--lang es] /path [/path ...]
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, VIEWPORTS } from '../e2e/support/browser';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const args = process.argv.slice(2);
const langIndex = args.indexOf('--lang');
const otherLanguage = langIndex >= 0 ? args.splice(langIndex, 2)[1]! : 'es';
const paths = args.length ? args : ['/'];
const outDir = path.resolve('test-results/screenshots');
mkdirSync(outDir, { recursive: true });

const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rk-shots-')) }));
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await launchBrowser();
try {
  for (const language of ['en', otherLanguage]) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      await context.addInitScript((lang) => window.localStorage.setItem('prod_language', lang), language);
      const page = await context.newPage();
      for (const pagePath of paths) {
        await page.goto(pagePath, { waitUntil: 'networkidle' });
        const file = path.join(outDir, `${pagePath.replace(/\W+/g, '_') || 'root'}-${language}-${name}.png`);
        await page.screenshot({ path: file, fullPage: name === 'mobile' });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
}
