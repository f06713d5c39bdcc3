import fc from 'fast-check';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS, unsafeMarkup } from '../../../../test/fixtures/xss-payloads';
import { parseHtmlFragment } from './parse-html';
import { htmlToPlainText, toPlainText } from './plain-text';
import { htmlToTree, markRedHighlights } from './read';
import { markdownToTree } from './read-markdown';
import { eachElement } from './sanitise';
import { ALLOWED_TAGS, STRIPPED_TAGS } from './schema';
import { losesMarkup, markdownToHtml, sanitizeHtml } from './store';

/** hast property names of spec §5's attributes (class is className). */
const ALLOWED_PROPERTIES = ['href', 'target', 'rel', 'className', 'style'];

/** Every element and attribute left after sanitising must be on spec §5's allow-list. */
function expectOnlyAllowed(html: string) {
  eachElement(parseHtmlFragment(html), (element) => {
    expect(ALLOWED_TAGS as readonly string[], html).toContain(element.tagName);
    for (const [name, value] of Object.entries(element.properties)) {
      expect(ALLOWED_PROPERTIES, html).toContain(name);
      // eslint-disable-next-line no-control-regex -- stripping control characters on purpose
      const compact = String(value).replace(/[\u0000-\u0020]/g, '');
      expect(compact.toLowerCase(), html).not.toMatch(/^(javascript|vbscript|data):/);
      expect(compact.toLowerCase(), html).not.toMatch(/expression|url\(|behavior/);
    }
  });
  expect(unsafeMarkup(html), html).toEqual([]);
  expect(html).not.toMatch(/<(script|img|svg|iframe|object|embed|style|meta|link|base|body|input|form|math)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
}

const href = (html: string) => {
  let found: unknown = null;
  eachElement(htmlToTree(html), (element) => {
    if (element.tagName === 'a') found = element.properties.href ?? null;
  });
  return found;
};

describe('rich text sanitising (rehype-sanitize with the spec §5 schema)', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises the OWASP filter-evasion payload %s', (payload) => {
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
    expect(sanitizeHtml(html)).toBe(html.replace('rel="nofollow"', 'rel="nofollow noopener noreferrer"'));
  });

  it('unwraps unknown tags but drops code, metadata and graphics with their content', () => {
    expect(sanitizeHtml('<section><h4>Title</h4><table><tr><td>cell</td></tr></table></section>')).toBe('Titlecell');
    expect(sanitizeHtml('before<script>alert(1)</script>after')).toBe('beforeafter');
    expect(sanitizeHtml('<style>p{}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('a<svg><text>drawn</text></svg>b<template>t</template>c<noscript>n</noscript>d')).toBe('abcd');
    expect(sanitizeHtml('<p class="x" style="color: red; background: url(x)" id="y" data-x="1">t</p>')).toBe(
      '<p class="x" style="color: red">t</p>',
    );
  });

  it('escapes text so it can never become markup', () => {
    expect(sanitizeHtml('1 < 2 && 3 > 2')).toBe('1 &lt; 2 &amp;&amp; 3 > 2');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script>alert(1)&lt;/script>');
  });

  it('keeps relative, http(s), mailto and tel links only', () => {
    const link = (value: string) => href(`<a href="${value}">x</a>`);
    expect(link('/rules#activations')).toBe('/rules#activations');
    expect(link('#top')).toBe('#top');
    expect(link('mailto:hello@rookery.app')).toBe('mailto:hello@rookery.app');
    expect(link('tel:+34600000000')).toBe('tel:+34600000000');
    expect(link(' HTTPS://rookery.app ')).toBe('https://rookery.app');
    // Angle brackets in an address are encoded, so no attribute reads like a tag.
    const quoted = sanitizeHtml('<a href="/search?q=<img src=x onerror=alert(1)>">x</a>');
    expect(quoted).toBe('<a href="/search?q=%3Cimg src=x onerror=alert(1)%3E">x</a>');
    expect(unsafeMarkup(quoted)).toEqual([]);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'java\nscript:x',
      'jav&#x09;ascript:x',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '\\\\evil.example',
      '',
    ]) {
      expect(link(bad), bad).toBeNull();
    }
  });

  it('keeps the rest of the text after a broken or stray tag', () => {
    const cases: Array<[string, string]> = [
      ['<p>Before <button>after the stray tag</p><p>next paragraph</p>', 'Before after the stray tag\nnext paragraph'],
      ['<b>bold <i>both</b> still italic</i> plain', 'bold both still italic plain'],
      ['<p>Start <video>no player here, <em>read on</em></p><p>The end.', 'Start no player here, read on\nThe end.'],
      ['<ul><li>one<li>two</ul><p>after the list', 'one\ntwo\nafter the list'],
      ['<p>a <form action="javascript:x">in a form <select><option>choice</select> after', 'a\nin a form choice after'],
      ['<p>Tom & Jerry <3 </ p>, and <custom-tag>kept text', 'Tom & Jerry <3 , and kept text'],
    ];
    for (const [input, text] of cases) {
      expect(htmlToPlainText(sanitizeHtml(input)), input).toBe(text);
      expect(htmlToPlainText(input), input).toBe(text);
    }
  });

  it('stores markup that reads back the same: sanitising twice changes nothing', () => {
    const clean = sanitizeHtml('<p>Before <button>inside <p>a paragraph</p></button> after</p>');
    expect(sanitizeHtml(clean)).toBe(clean);
    expect(htmlToPlainText(clean)).toBe('Before inside\na paragraph\nafter');
  });

  it('reads [[red]] markers into highlights when shown, and stores them as written', () => {
    const tree = markRedHighlights(htmlToTree('<p>Move [[red]]up to <em>2</em> strides[[/red]] then [[RED]]act'));
    const marks: string[] = [];
    eachElement(tree, (element) => {
      if (element.tagName === 'mark') marks.push(toPlainText({ type: 'root', children: [element] } as Root));
    });
    expect(marks).toEqual(['up to 2 strides', 'act']);
    expect(sanitizeHtml('<p>Move [[red]]up to 2 strides[[/red]] then act.</p>')).toBe(
      '<p>Move [[red]]up to 2 strides[[/red]] then act.</p>',
    );
  });

  it('extracts plain text for search and excerpts', () => {
    expect(htmlToPlainText('<h2>Title</h2><p>One&nbsp;two [[red]]three[[/red]]</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title\nOne two three\na\nb',
    );
    expect(htmlToPlainText('caf&eacute; &#233; &#xe9; &amp;amp; &unknown;')).toBe('café é é &amp; &unknown;');
  });

  it('tells the editor when saving would remove markup', () => {
    expect(losesMarkup('plain text')).toBe(false);
    expect(losesMarkup('<p class="x">fine <a href="/rules">link</a></p>')).toBe(false);
    expect(losesMarkup('<p onclick="x()">handler</p>')).toBe(true);
    expect(losesMarkup('<table><tr><td>cell</td></tr></table>')).toBe(true);
  });

  it('does not overflow on deep nesting, keeping the text', () => {
    const deep = '<div>'.repeat(10_000) + 'x<script>alert(1)</script>' + '</div>'.repeat(10_000);
    const clean = sanitizeHtml(deep);
    expect(htmlToPlainText(clean)).toBe('x');
    expectOnlyAllowed(clean);
  });
});

/** Random markup: words to keep, allowed, unknown and broken tags, and stripped tags around words to lose. */
const WORD_COUNT = 40;
const markupPart = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.integer({ min: 0, max: WORD_COUNT - 1 }).map((n) => ({ kept: `w${n}x`, html: `w${n}x` })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'p',
          'b',
          'a',
          'div',
          'li',
          'ul',
          'h1',
          'section',
          'table',
          'td',
          'button',
          'form',
          'font',
          'x-y',
        ),
        fc.boolean(),
        fc.constantFrom(
          '',
          ' class="c"',
          ' onclick="alert(1)"',
          ' href="javascript:alert(1)"',
          ' href="/ok"',
          ' style="color:red;background:url(javascript:x)"',
          ' target="_blank"',
          ' src=x onerror=alert(1)',
          ' href="<script>alert(1)</script>"',
        ),
      )
      .map(([tag, closing, attribute]) => ({ kept: '', html: closing ? `</${tag}>` : `<${tag}${attribute}>` })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...STRIPPED_TAGS.filter((tag) => !['head', 'frame', 'frameset'].includes(tag))),
        fc.integer({ min: 0, max: 9 }),
      )
      .map(([tag, n]) => ({ kept: '', html: `<${tag}>lost${n}word<b>x</b></${tag}>` })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('<', '>', '&', '&amp;', '&lt;', '</ >', '<!-- c -->', '<br/>', '[[red]]', '[[/red]]')
      .map((html) => ({ kept: '', html })),
  },
);

describe('rich text fuzz', () => {
  it('never throws, never lets script through, and keeps all text outside removed tags', () => {
    fc.assert(
      fc.property(fc.array(markupPart, { maxLength: 60 }), (parts) => {
        const input = parts.map((part) => part.html).join(' ');
        const clean = sanitizeHtml(input);
        expectOnlyAllowed(clean);
        expect(sanitizeHtml(clean)).toBe(clean);
        const text = htmlToPlainText(clean);
        expect(htmlToPlainText(input)).toBe(text);
        for (const part of parts) if (part.kept) expect(text, input).toContain(part.kept);
        expect(text).not.toMatch(/lost\dword/);
      }),
      { numRuns: 250 },
    );
  });

  it('survives any string of markup characters', () => {
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
            '\n',
          ),
        }),
        (input) => {
          const clean = sanitizeHtml(input);
          expect(sanitizeHtml(clean)).toBe(clean);
          expectOnlyAllowed(clean);
          expect(() => markRedHighlights(htmlToTree(input))).not.toThrow();
          expect(() => markdownToTree(input)).not.toThrow();
        },
      ),
      { numRuns: 250 },
    );
  });
});

describe('Markdown through remark', () => {
  it('renders the changelog shapes', () => {
    expect(
      markdownToHtml(
        '# Changelog\n\n## [0.5.15] - 2026-11-22\n\n### Added\n- **Rules** search\n- FAQ with `?q=`\n\nSee [the rules](/rules).',
      ),
    ).toBe(
      '<h1>Changelog</h1>\n<h2>[0.5.15] - 2026-11-22</h2>\n<h3>Added</h3>\n<ul>\n<li><strong>Rules</strong> search</li>\n<li>FAQ with <span class="md-code">?q=</span></li>\n</ul>\n<p>See <a href="/rules">the rules</a>.</p>',
    );
    expect(markdownToHtml('1. one\n2. two\n   continued')).toBe('<ol>\n<li>one</li>\n<li>two\ncontinued</li>\n</ol>');
    expect(markdownToHtml('a *b* _c_ snake_case_name __d__ <https://rookery.app>')).toBe(
      '<p>a <em>b</em> <em>c</em> snake_case_name <strong>d</strong> <a href="https://rookery.app">https://rookery.app</a></p>',
    );
    expect(markdownToHtml('```\nfenced\n```\n\n#### Deep heading\n\n---\n\n![a map](/m.png)')).toBe(
      '<div class="md-pre">fenced</div>\n<h3>Deep heading</h3>\n\n<p>a map</p>',
    );
  });

  it('moves headings down for text shown under a heading of its own, never past h3', () => {
    expect(markdownToHtml('# Changelog\n\n## [0.5.15]\n\n### Added', { headingOffset: 1 })).toBe(
      '<h2>Changelog</h2>\n<h3>[0.5.15]</h3>\n<h3>Added</h3>',
    );
    expect(toPlainText(markdownToTree('# Changelog\n\nText', { headingOffset: 1 }))).toBe('Changelog\nText');
  });

  it('keeps raw HTML as text, drops unsafe links and leaves [[red]] markers for showing', () => {
    expect(markdownToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script>alert(1)&lt;/script></p>');
    expect(markdownToHtml('Some <b onclick="x">bold</b> words')).toBe(
      '<p>Some &lt;b onclick="x">bold&lt;/b> words</p>',
    );
    expect(markdownToHtml('[x](javascript:alert(1))')).toBe('<p><a>x</a></p>');
    expect(markdownToHtml('[[red]]Careful[[/red]]')).toBe('<p>[[red]]Careful[[/red]]</p>');
  });
});
