import { describe, expect, it } from 'vitest';
import { withCriticalStyles } from './critical-styles';

const css = [
  "@font-face{font-family:Inter;src:url(/assets/inter.woff2) format('woff2');unicode-range:U+0000-00FF}",
  '@layer utilities{.text-gold{color:gold}.hidden{display:none}.md\\:flex{display:flex}}',
  '@media (min-width:48rem){.md\\:block{display:block}}',
  '.menu-open{color:red}',
  'h1{font-weight:600}',
].join('');

const page = (styles: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Rookery</title>${styles}` +
  `<link rel="modulepreload" href="/assets/a.js"></head><body><div id="root"><h1 class="text-gold md:block">Bienvenido &amp; más</h1>` +
  `<p>&lt;b&gt; é</p></div><script type="application/json" id="page-state">{"a":"<\\/script>"}</script></body></html>`;

describe('a rendered page keeps the styles its markup uses', () => {
  it('drops the rules nothing on the page matches, keeps the faces, and names the full file', async () => {
    const html = page(`<style data-app-styles="/assets/index-c3.css">${css}</style>`);
    const out = await withCriticalStyles(html);
    const kept = /<style data-critical-styles="\/assets\/index-c3.css">([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '';
    expect(kept).toContain('.text-gold{color:gold}');
    expect(kept).toContain('.md\\:block{display:block}');
    expect(kept).toContain('h1{font-weight:600}');
    expect(kept).toContain('@font-face');
    expect(kept).not.toContain('.hidden');
    expect(kept).not.toContain('.menu-open');
    expect(out).toContain('<link rel="preload" href="/assets/index-c3.css" as="style" fetchpriority="low">');
    // Everything but the stylesheet is the page as it was, byte for byte.
    const [before, after] = html.split(/<style[\s\S]*?<\/style>/);
    expect(out.startsWith(before!)).toBe(true);
    expect(out.endsWith(after!)).toBe(true);
  });

  it('leaves a page without the marked stylesheet as it is', async () => {
    const html = page('<style>h1{color:gold}</style>');
    expect(await withCriticalStyles(html)).toBe(html);
  });
});
