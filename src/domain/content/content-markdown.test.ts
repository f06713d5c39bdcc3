import { describe, expect, it } from 'vitest';
import {
  mergeFaqLanguages,
  mergeRulesLanguages,
  parseFaqMarkdown,
  parseRulesMarkdown,
  slugify,
} from './content-markdown';

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

  it('reads headings as Markdown does: a # line in fenced code stays in the section', () => {
    const [chapter] = parseRulesMarkdown('# Turns ##\n## Rounds {#rounds}\n```\n# not a chapter\n```\nAfter.', 'en');
    expect(chapter).toMatchObject({ id: 'turns', title: 'Turns' });
    expect(chapter!.sections).toEqual([
      { id: 'rounds', title: 'Rounds', content: '<div class="md-pre"># not a chapter</div>\n<p>After.</p>' },
    ]);
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
