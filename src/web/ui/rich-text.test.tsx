import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../domain/content/rich-text/store';
import { XSS_PAYLOADS } from '../../../test/fixtures/xss-payloads';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders the allowed markup as elements', () => {
    const { container } = render(
      <RichText html='<p class="lead">A <strong>bold</strong> <a href="https://example.org" target="_blank">link</a></p><ul><li>one</li></ul>' />,
    );
    expect(container.querySelector('p.lead strong')?.textContent).toBe('bold');
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.org');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('ul li')?.textContent).toBe('one');
  });

  it('shows [[red]] markers as red highlights and search matches as marks', () => {
    const { container } = render(
      <RichText html="Move [[red]]two strides[[/red]] then strike" highlight={{ term: 'str', caseSensitive: false }} />,
    );
    expect(container.querySelector('mark.rule-red')?.textContent).toBe('two strides');
    expect([...container.querySelectorAll('mark.search-hit')].map((m) => m.textContent)).toEqual(['str', 'str']);
  });

  it('keeps text, entities and [[red]] markers intact through the sanitiser', () => {
    const { container } = render(
      <RichText
        html={'<p>Tom &amp; Jerry: 3 &lt; 5 and [[red]]<em>stay</em> put[[/red]]</p><custom-tag>kept text</custom-tag>'}
      />,
    );
    expect(container.querySelector('p')?.textContent).toBe('Tom & Jerry: 3 < 5 and stay put');
    expect(container.querySelector('mark.rule-red em')?.textContent).toBe('stay');
    expect(container.textContent).toContain('kept text');
    expect(container.querySelector('custom-tag')).toBeNull();
  });

  it('never creates script-capable elements, handlers or script URLs from any OWASP payload', () => {
    for (const payload of XSS_PAYLOADS) {
      const { container, unmount } = render(<RichText html={payload} />);
      for (const element of container.querySelectorAll('*')) {
        expect([
          'div',
          'p',
          'br',
          'strong',
          'b',
          'em',
          'i',
          'u',
          'h1',
          'h2',
          'h3',
          'ul',
          'ol',
          'li',
          'a',
          'span',
          'mark',
        ]).toContain(element.tagName.toLowerCase());
        for (const attribute of element.attributes) {
          expect(attribute.name, payload).not.toMatch(/^on/);
          expect(attribute.value.replace(/\s/g, '').toLowerCase(), payload).not.toMatch(/^(javascript|vbscript|data):/);
        }
      }
      unmount();
    }
  });

  it('keeps the rest of the text after a broken tag, as the server stores it', () => {
    const stored = sanitizeHtml('<p>Read <button>this part</p><p>and <b>this <i>one</b> too</i></p><p>and the end');
    const { container } = render(<RichText html={stored} />);
    expect(container.textContent).toBe('Read this partand this one tooand the end');
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('p p')).toBeNull();
  });

  it('keeps the line breaks of plain text', () => {
    const { container } = render(<RichText html={'line one\nline two'} />);
    expect(container.firstElementChild?.className).toContain('whitespace-pre-line');
  });
});
