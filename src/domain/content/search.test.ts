import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  escapeRegExp,
  highlightSegments,
  normaliseTerm,
  search,
  type SearchDocument,
} from './search';
import { searchDocuments } from './search-documents';

const docs: SearchDocument[] = [
  {
    id: 'activations',
    source: 'rules',
    path: '/rules#activations',
    title: 'Activations',
    content: 'Each Activation lets a unit act. An activation ends when…',
    group: 'Turns',
  },
  {
    id: 'conquest',
    source: 'rules',
    path: '/rules#conquest',
    title: 'Conquest',
    content: 'Objectives (markers) are held by [value].',
  },
  {
    id: 'save-lists',
    source: 'faq',
    path: '/faq#save-lists',
    title: 'How do I save a list?',
    content: 'Use the save button. Lists stay on your device.',
  },
];
const index = buildSearchIndex(docs, 'en');

describe('search (spec §5)', () => {
  it('matches case-insensitive substrings on title and content by default', () => {
    const results = search(index, 'activation');
    expect(results.map((r) => r.id)).toEqual(['activations']);
    expect(results[0]).toMatchObject({ source: 'rules', path: '/rules#activations', group: 'Turns', matches: 3 });
    expect(search(index, 'SAVE').map((r) => r.id)).toEqual(['save-lists']);
    expect(search(index, 'list').map((r) => r.source)).toEqual(['faq']);
  });

  it('has a case-sensitive option', () => {
    expect(search(index, 'Activation', { caseSensitive: true })[0]!.matches).toBe(2);
    expect(search(index, 'activation', { caseSensitive: true })[0]!.matches).toBe(1);
    expect(search(index, 'CONQUEST', { caseSensitive: true })).toEqual([]);
  });

  describe('accents (issue 21)', () => {
    const doc = (id: string, title: string, content: string): SearchDocument => ({
      id,
      source: 'rules',
      path: `/rules#${id}`,
      title,
      content,
    });
    const ids = (results: ReturnType<typeof search>) => results.map((result) => result.id);

    it('ignores accents and case in English', () => {
      const en = buildSearchIndex([doc('naive', 'Naïve play', 'A café rôle for the Élite unit.')], 'en');
      for (const term of ['naive', 'NAÏVE', 'cafe', 'role', 'elite', 'ÉLITE'])
        expect(ids(search(en, term)), term).toEqual(['naive']);
    });

    it('ignores accents and case in Spanish: "activacion" finds what "activación" finds', () => {
      const es = buildSearchIndex(
        [
          doc('activaciones', 'Activaciones', 'Una activación es el momento de la unidad.'),
          doc('faq', '¿Puede Rookery contar las activaciones?', 'Sí, y los niños también.'),
          doc('accion', 'Acción', 'Cada activacion sin tilde también cuenta.'),
        ],
        'es',
      );
      expect(ids(search(es, 'activacion'))).toEqual(['activaciones', 'faq', 'accion']);
      expect(ids(search(es, 'activación'))).toEqual(ids(search(es, 'activacion')));
      expect(ids(search(es, 'ACTIVACIÓN'))).toEqual(['activaciones', 'faq', 'accion']);
      expect(ids(search(es, 'ninos'))).toEqual(['faq']);
      expect(ids(search(es, 'accion'))).toEqual(['accion']);
    });

    it('ignores accents and case in French, ligatures included', () => {
      const fr = buildSearchIndex(
        [
          doc('etes', 'Été et hiver', 'La manœuvre dure une manche ; à la fin, on compte.'),
          doc('autre', 'Tours', 'Rien.'),
        ],
        'fr',
      );
      for (const term of ['ete', 'ÉTÉ', 'manoeuvre', 'MANŒUVRE', 'a la fin'])
        expect(ids(search(fr, term)), term).toEqual(['etes']);
    });

    it('with the case option still ignores accents but respects capitals', () => {
      // Decision: "case sensitive" is about capitals only. Folding accents stays on, so
      // "Activacion" finds "Activación"; "activacion" does not, because of the capital A.
      const es = buildSearchIndex([doc('activaciones', 'Activación', 'Sin activaciones extra.')], 'es');
      expect(search(es, 'Activacion', { caseSensitive: true })[0]!.matches).toBe(1);
      expect(search(es, 'activacion', { caseSensitive: true })[0]!.matches).toBe(1);
      expect(search(es, 'ACTIVACION', { caseSensitive: true })).toEqual([]);
      expect(search(es, 'activación', { caseSensitive: false })[0]!.matches).toBe(2);
    });

    it('cuts the excerpt and highlights on the original, accented characters', () => {
      const es = buildSearchIndex([doc('a', 'A', `${'x '.repeat(100)}la activación${' y'.repeat(100)}`)], 'es');
      expect(search(es, 'activacion', { excerptRadius: 5 })[0]!.content).toMatch(/activación/);
      expect(highlightSegments('Una Activación y otra activacion', 'activacion')).toEqual([
        { text: 'Una ', match: false },
        { text: 'Activación', match: true },
        { text: ' y otra ', match: false },
        { text: 'activacion', match: true },
      ]);
      expect(highlightSegments('Une manœuvre', 'manoeuvre').filter((s) => s.match)).toEqual([
        { text: 'manœuvre', match: true },
      ]);
      expect(
        highlightSegments('Straße', 's')
          .map((s) => s.text)
          .join(''),
      ).toBe('Straße');
    });

    it('finds nothing for a term that is only accents', () => {
      expect(search(index, '\u0301')).toEqual([]);
    });
  });

  it('clears results for empty or whitespace-only terms', () => {
    for (const term of ['', ' ', '\t\n', null, undefined]) expect(search(index, term)).toEqual([]);
    expect(normaliseTerm('  unit ')).toBe('unit');
  });

  it('treats regular expression characters as text and never throws', () => {
    expect(search(index, '(markers)').map((r) => r.id)).toEqual(['conquest']);
    expect(search(index, '[value]').map((r) => r.id)).toEqual(['conquest']);
    expect(() => highlightSegments('a (b) [c', '(')).not.toThrow();
    expect(highlightSegments('a (b) [c', '[')).toEqual([
      { text: 'a (b) ', match: false },
      { text: '[', match: true },
      { text: 'c', match: false },
    ]);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (text, term, caseSensitive) => {
        const segments = highlightSegments(text, term, caseSensitive);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        expect(() => search(index, term, { caseSensitive })).not.toThrow();
        expect(new RegExp(escapeRegExp(term)).test(term)).toBe(true);
      }),
    );
  });

  it('highlights every match, ignoring case unless asked', () => {
    expect(highlightSegments('Unit unit UNIT', 'unit').filter((s) => s.match)).toHaveLength(3);
    expect(highlightSegments('Unit unit UNIT', 'unit', true).filter((s) => s.match)).toHaveLength(1);
    expect(highlightSegments('text', '  ')).toEqual([{ text: 'text', match: false }]);
  });

  it('gives an excerpt around the first match', () => {
    const long = buildSearchIndex([{ ...docs[0]!, content: `${'x '.repeat(200)}needle${' y'.repeat(200)}` }], 'en');
    const [result] = search(long, 'needle', { excerptRadius: 10 });
    expect(result!.content).toMatch(/^….*needle.*…$/);
    expect(result!.content.length).toBeLessThan(40);
  });

  it('builds documents from localised chapters and FAQ, as plain text', () => {
    const built = searchDocuments(
      [
        {
          id: 'turns',
          title: 'Turns',
          sections: [
            {
              id: 'round',
              title: 'Round',
              content: '<p>A [[red]]round[[/red]] has <strong>turns</strong>.</p><script>x</script>',
            },
          ],
        },
      ],
      [{ id: 'offline', title: 'Offline?', content: 'Yes &amp; no' }],
    );
    expect(built).toEqual([
      {
        id: 'round',
        source: 'rules',
        path: '/rules#round',
        title: 'Round',
        content: 'A round has turns.',
        group: 'Turns',
      },
      { id: 'offline', source: 'faq', path: '/faq#offline', title: 'Offline?', content: 'Yes & no' },
    ]);
  });
});
