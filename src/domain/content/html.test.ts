import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  decodeEntities,
  parseHtml,
  safeHref,
  sanitizeHtml,
  sanitizeNodes,
  serializeHtml,
  toPlainText,
  type HtmlNode,
} from './html';
import { XSS_PAYLOADS, unsafeMarkup } from './xss-payloads';

/** Every element and attribute left after sanitising must be on spec §5's allow-list. */
function expectOnlyAllowed(html: string) {
  const walk = (nodes: HtmlNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') continue;
      if (node.type === 'element') {
        expect(ALLOWED_TAGS as readonly string[], html).toContain(node.tag);
        for (const [name, value] of Object.entries(node.attrs)) {
          expect(ALLOWED_ATTRIBUTES as readonly string[]).toContain(name);
          // eslint-disable-next-line no-control-regex -- stripping control characters on purpose
          const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          expect(compact, html).not.toMatch(/^(javascript|vbscript|data):/);
          expect(compact, html).not.toMatch(/expression|url\(|behavior/);
        }
      }
      walk(node.children);
    }
  };
  walk(parseHtml(html));
  expect(unsafeMarkup(html), html).toEqual([]);
  expect(html).not.toMatch(/<(script|img|svg|iframe|object|embed|style|meta|link|base|body|input|form|math)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
}

describe('HTML sanitiser', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expectOnlyAllowed(clean);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('flags unsafe markup in the checker the API tests share', () => {
    expect(unsafeMarkup('<a href="javascript:x">a</a><p onclick=x>b</p><script>')).toHaveLength(3);
    expect(unsafeMarkup('<p class="x">javascript: is text here</p>')).toEqual([]);
    // A quoted value is data, even when it reads like a handler or a tag.
    expect(unsafeMarkup('<a href="&lt;IMG SRC=# onmouseover=">x</a>')).toEqual([]);
    expect(unsafeMarkup('<a href="&#x6A;ava&#x09;script:x">a</a>')).toEqual([expect.stringContaining('script URL')]);
    expect(unsafeMarkup('<p style="width: expression(alert(1))">a</p>')).toEqual([expect.stringContaining('style')]);
    // A tag that cannot be taken apart is judged on its raw text.
    expect(unsafeMarkup('<a href="x"" onclick=y>a</a>')).toEqual([expect.stringContaining('handler')]);
  });

  it('keeps the allowed tags and attributes', () => {
    const html =
      '<h2>News</h2><p class="lead intro" style="color: #d9b45a; font-weight: bold">A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u><br>g</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><div><span>h</span></div><h1>x</h1><h3>y</h3>' +
      '<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="nofollow">link</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>News</h2><p class="lead intro" style="color: #d9b45a; font-weight: bold">A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u><br>g</p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><div><span>h</span></div><h1>x</h1><h3>y</h3>' +
        '<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="nofollow noopener noreferrer">link</a>',
    );
  });

  it('unwraps unknown tags but drops dangerous ones with their content', () => {
    expect(sanitizeHtml('<section><h4>Title</h4><table><tr><td>cell</td></tr></table></section>')).toBe('Titlecell');
    expect(sanitizeHtml('before<script>alert(1)</script>after')).toBe('beforeafter');
    expect(sanitizeHtml('<style>p{}</style><p>x</p>')).toBe('<p>x</p>');
  });

  it('escapes text so it can never become markup', () => {
    expect(sanitizeHtml('1 < 2 && 3 > 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps relative, http(s), mailto and tel links only', () => {
    expect(safeHref('/rules#activations')).toBe('/rules#activations');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('mailto:hello@rookery.app')).toBe('mailto:hello@rookery.app');
    expect(safeHref('https://rookery.app')).toBe('https://rookery.app');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'java\nscript:x',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });

  it('reads [[red]] markers into highlight nodes and writes them back', () => {
    const nodes = sanitizeNodes(parseHtml('<p>Move [[red]]up to 2 strides[[/red]] then act.</p>'));
    expect(nodes).toEqual([
      {
        type: 'element',
        tag: 'p',
        attrs: {},
        children: [
          { type: 'text', text: 'Move ' },
          { type: 'red', children: [{ type: 'text', text: 'up to 2 strides' }] },
          { type: 'text', text: ' then act.' },
        ],
      },
    ]);
    expect(serializeHtml(nodes)).toBe('<p>Move [[red]]up to 2 strides[[/red]] then act.</p>');
    expect(parseHtml('[[RED]]unclosed')).toEqual([{ type: 'red', children: [{ type: 'text', text: 'unclosed' }] }]);
  });

  it('decodes entities and extracts plain text', () => {
    expect(decodeEntities('caf&eacute; &#233; &#xe9; &amp;amp; &unknown;')).toBe('café é é &amp; &unknown;');
    expect(toPlainText(parseHtml('<h2>Title</h2><p>One&nbsp;two</p><ul><li>a</li><li>b</li></ul>'))).toBe(
      'Title\nOne two\na\nb',
    );
  });

  it('survives any input: output is stable and allowed', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            '<',
            '>',
            '/',
            '"',
            "'",
            '=',
            ' ',
            'a',
            'p',
            'script',
            'img',
            'on',
            'href',
            'javascript:',
            '&',
            '#',
            ';',
            '[[red]]',
            '[[/red]]',
            'x',
          ),
        }),
        (input) => {
          const clean = sanitizeHtml(input);
          expect(sanitizeHtml(clean)).toBe(clean);
          expectOnlyAllowed(clean);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('does not overflow on deep nesting', () => {
    const deep = '<div>'.repeat(10_000) + 'x' + '</div>'.repeat(10_000);
    expect(toPlainText(parseHtml(deep))).toBe('x');
  });
});
