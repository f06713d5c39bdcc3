import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headForFirstPaint } from './web';

const built = `<html><head><meta charset="UTF-8" /><title>Rookery</title>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
</head><body><div id="root"></div></body></html>`;

describe('the page head', () => {
  it('puts the stylesheet first, then the scripts, and leaves the fonts to the first layout', () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'rookery-head-'));
    mkdirSync(path.join(webDir, 'assets'));
    for (const file of [
      'inter-latin-400-normal-x1.woff2',
      'inter-latin-ext-400-normal-x2.woff2',
      'inter-latin-600-normal-x3.woff2',
      'cinzel-latin-600-normal-x4.woff2',
      'cinzel-latin-ext-600-normal-x5.woff2',
    ]) {
      writeFileSync(path.join(webDir, 'assets', file), '');
    }
    const head = headForFirstPaint(built, webDir);
    const at = (text: string) => head.indexOf(text);
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(at('index-c3.css')).toBeLessThan(at('<script type="module"'));
    // Written into the page when the file is there: one round trip less before the first paint.
    writeFileSync(path.join(webDir, 'assets', 'index-c3.css'), 'h1{color:gold}');
    const inlined = headForFirstPaint(built, webDir);
    expect(inlined).not.toContain('rel="stylesheet"');
    // Marked with the full file's address, for the pages the server renders (critical-styles.ts).
    const style = '<style data-app-styles="/assets/index-c3.css">h1{color:gold}</style>';
    expect(inlined.indexOf(style)).toBeLessThan(inlined.indexOf('<script type="module"'));
    // The fonts are asked for by the first layout, not ahead of the page's own bytes.
    expect(inlined).not.toContain('woff2');
    expect(at('<script type="module"')).toBeLessThan(at('modulepreload'));
  });

  it('leaves a page without scripts as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(headForFirstPaint(plain, mkdtempSync(path.join(tmpdir(), 'rookery-head-')))).toBe(plain);
  });
});
