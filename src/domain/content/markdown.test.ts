import { describe, expect, it } from 'vitest';
import { serializeHtml } from './html';
import { parseMarkdown } from './markdown';
import {
  mergeFaqLanguages,
  mergeRulesLanguages,
  parseFaqMarkdown,
  parseRulesMarkdown,
  slugify,
} from './content-markdown';

const md = (text: string) => serializeHtml(parseMarkdown(text));

describe('Markdown renderer', () => {
  it('renders the changelog shapes', () => {
    expect(
      md(
        '# Changelog\n\n## [0.5.15] - 2026-11-22\n\n### Added\n- **Rules** search\n- FAQ with `?q=`\n\nSee [the rules](/rules).',
      ),
    ).toBe(
      '<h1>Changelog</h1><h2>[0.5.15] - 2026-11-22</h2><h3>Added</h3><ul><li><strong>Rules</strong> search</li><li>FAQ with <span class="md-code">?q=</span></li></ul><p>See <a href="/rules">the rules</a>.</p>',
    );
    expect(md('1. one\n2. two\n   continued')).toBe('<ol><li>one</li><li>two continued</li></ol>');
    expect(md('a *b* _c_ snake_case_name')).toBe('<p>a <em>b</em> <em>c</em> snake_case_name</p>');
  });

  it('moves headings down for text shown under a heading of its own, never past h3', () => {
    expect(serializeHtml(parseMarkdown('# Changelog\n\n## [0.5.15]\n\n### Added', { headingOffset: 1 }))).toBe(
      '<h2>Changelog</h2><h3>[0.5.15]</h3><h3>Added</h3>',
    );
  });

  it('keeps raw HTML as text and drops unsafe links', () => {
    expect(md('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(md('[x](javascript:alert(1))')).toBe('<p><a>x</a>)</p>');
    expect(md('[[red]]Careful[[/red]]')).toBe('<p>[[red]]Careful[[/red]]</p>');
  });
});

describe('rules and FAQ Markdown files', () => {
  const en = '# Turns {#turns}\n## Rounds {#rounds}\nA round has **turns**.\n## Activations\nOne unit acts.';
  const es = '# Turnos {#turns}\n## Rondas {#rounds}\nUna ronda tiene **turnos**.';

  it('splits chapters and sections, making English ids from titles', () => {
    const chapters = parseRulesMarkdown(en, 'en');
    expect(chapters).toEqual([
      {
        id: 'turns',
        title: 'Turns',
        sections: [
          { id: 'rounds', title: 'Rounds', content: '<p>A round has <strong>turns</strong>.</p>' },
          { id: 'activations', title: 'Activations', content: '<p>One unit acts.</p>' },
        ],
      },
    ]);
  });

  it('merges languages by id, leaving missing translations empty for the English fallback', () => {
    const [chapter] = mergeRulesLanguages({ en: parseRulesMarkdown(en, 'en'), es: parseRulesMarkdown(es, 'es') });
    expect(chapter).toMatchObject({ id: 'turns', title_es: 'Turnos', title_fr: null, order_index: 0 });
    expect(chapter!.sections[0]).toMatchObject({
      title_es: 'Rondas',
      content_es: '<p>Una ronda tiene <strong>turnos</strong>.</p>',
    });
    expect(chapter!.sections[1]).toMatchObject({ id: 'activations', title_es: null, order_index: 1 });
  });

  it('requires ids in translations', () => {
    expect(() => parseRulesMarkdown('# Turnos\n## Rondas', 'es')).toThrow(/needs an \{#id\}/);
    expect(() => parseRulesMarkdown('## Orphan {#o}', 'en')).toThrow(/before any # chapter/);
  });

  it('reads FAQ files', () => {
    const faq = mergeFaqLanguages({
      en: parseFaqMarkdown('# FAQ\n## Is it free? {#free}\nYes.', 'en'),
      fr: parseFaqMarkdown('## Est-ce gratuit ? {#free}\nOui.', 'fr'),
    });
    expect(faq).toEqual([
      {
        id: 'free',
        section: 'Is it free?',
        section_es: null,
        section_fr: 'Est-ce gratuit ?',
        content: '<p>Yes.</p>',
        content_es: null,
        content_fr: '<p>Oui.</p>',
        order_index: 0,
      },
    ]);
    expect(slugify('¿Cómo guardo una lista?')).toBe('como-guardo-una-lista');
  });
});
