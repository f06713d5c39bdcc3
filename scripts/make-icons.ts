/** Renders the app icon SVG to the PNG sizes the web manifest lists (run after changing the icon). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser';

const svg = readFileSync(path.resolve('src/web/public/icons/icon.svg'), 'utf8');
const browser = await launchBrowser();
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.screenshot({ path: `src/web/public/icons/icon-${size}.png`, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
