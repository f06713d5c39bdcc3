import { describe, expect, it } from 'vitest';
import { normaliseItem, parseBracketList, parseKeyword, parseKeywordList } from './bracket-list';

describe('parseBracketList', () => {
  it('splits items, keeping commas inside parentheses with their item', () => {
    expect(parseBracketList('[Join (Infantry, Orc), Elite]')).toEqual({
      ok: true,
      value: ['Join (Infantry, Orc)', 'Elite'],
    });
  });

  it.each(['[]', '[ ]', '  []  ', '[\t]'])('reads %j as an empty list', (text) => {
    expect(parseBracketList(text)).toEqual({ ok: true, value: [] });
  });

  it('tidies stray, doubled and missing spaces', () => {
    expect(parseBracketList('[ Join  (Skin Changers) , Disarmed ]')).toEqual({
      ok: true,
      value: ['Join (Skin Changers)', 'Disarmed'],
    });
    expect(parseBracketList('[Character,Elf]')).toEqual({ ok: true, value: ['Character', 'Elf'] });
    expect(parseBracketList('[Join( Infantry,Orc )]')).toEqual({ ok: true, value: ['Join (Infantry, Orc)'] });
  });

  it.each([
    ['', 'missing-open-bracket', 0],
    ['   ', 'missing-open-bracket', 0],
    ['Elite, Fearless', 'missing-open-bracket', 0],
    ['Elite]', 'missing-open-bracket', 0],
    ['[', 'missing-close-bracket', 1],
    ['[Elite', 'missing-close-bracket', 6],
    ['[Join (Infantry, Elite]', 'unbalanced-parentheses', 6],
    ['[Elite)]', 'unbalanced-parentheses', 6],
    ['[A, [B]]', 'unexpected-bracket', 4],
  ] as const)('rejects %j with %s at %i', (text, code, at) => {
    expect(parseBracketList(text)).toEqual({ ok: false, error: { code, at } });
  });

  it('reports an empty item with its position in the list', () => {
    expect(parseBracketList('[A,,B]')).toEqual({ ok: false, error: { code: 'empty-item', at: 3, item: 1 } });
    expect(parseBracketList('[A, ]')).toEqual({ ok: false, error: { code: 'empty-item', at: 3, item: 1 } });
    expect(parseBracketList('[,]')).toEqual({ ok: false, error: { code: 'empty-item', at: 1, item: 0 } });
  });
});

describe('normaliseItem', () => {
  it('collapses whitespace and tidies parentheses and commas', () => {
    expect(normaliseItem('  Join  (  Infantry ,Orc )  ')).toBe('Join (Infantry, Orc)');
    expect(normaliseItem('Join(Calvary)')).toBe('Join (Calvary)');
  });
});

describe('parseKeyword', () => {
  it.each([
    ['Elite', { id: 'elite' }],
    ['Repeat a Die', { id: 'repeat-a-die' }],
    ['Repeat a die', { id: 'repeat-a-die' }],
    ['Join (Infantry, Orc)', { id: 'join', params: ['Infantry', 'Orc'] }],
    ['Join (Infantry Orc)', { id: 'join', params: ['Infantry Orc'] }],
    ['Join  ( Skin Changers )', { id: 'join', params: ['Skin Changers'] }],
    ['Join (Gobblers, Bugbowls, Osseous)', { id: 'join', params: ['Gobblers', 'Bugbowls', 'Osseous'] }],
    ['Preferred Terrain (Rugged or Forest)', { id: 'preferred-terrain', params: ['Rugged or Forest'] }],
    ['Dispel (BLU BLK)', { id: 'dispel', params: ['BLU BLK'] }],
    ['Intimidating (X)', { id: 'intimidating', params: ['X'] }],
    ['Sÿenann', { id: 'syenann' }],
  ])('reads %j', (item, value) => {
    expect(parseKeyword(item)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty-name'],
    ['(2)', 'empty-name'],
    ['!!! (2)', 'invalid-name'],
    ['Join (Infantry', 'unbalanced-parentheses'],
    ['Join Infantry)', 'unbalanced-parentheses'],
    [') Join (', 'unbalanced-parentheses'],
    ['Join ((Infantry))', 'nested-parentheses'],
    ['Dispel (BLU BLK) Elite', 'trailing-text'],
    ['Place ()', 'empty-parameter'],
    ['Join (Infantry,, Orc)', 'empty-parameter'],
  ])('rejects %j with %s', (item, code) => {
    const result = parseKeyword(item);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});

describe('parseKeywordList', () => {
  it('parses every item of a list', () => {
    expect(parseKeywordList('[Join (Infantry, Orc), Elite]')).toEqual({
      ok: true,
      value: [{ id: 'join', params: ['Infantry', 'Orc'] }, { id: 'elite' }],
    });
    expect(parseKeywordList('[]')).toEqual({ ok: true, value: [] });
  });

  it('points at the first malformed item', () => {
    expect(parseKeywordList('[Elite, Dispel (BLU BLK) Elite]')).toEqual({
      ok: false,
      error: { code: 'trailing-text', at: 16, item: 1 },
    });
  });

  it('passes list-level errors through', () => {
    expect(parseKeywordList('Elite')).toEqual({ ok: false, error: { code: 'missing-open-bracket', at: 0 } });
  });
});

describe('robustness on arbitrary input', () => {
  const pieces = ['(', ')', ',', ', ', ' ', '  ', '\t', 'A', 'b', 'Join', 'é', '[', ']'];

  /** Deterministic pseudo-random texts (a small LCG), mostly wrapped in brackets, so failures are reproducible. */
  function randomTexts(count: number, seed = 42): string[] {
    let state = seed;
    const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0);
    return Array.from({ length: count }, () => {
      const inner = Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]).join('');
      return next() % 5 === 0 ? inner : `[${inner}]`;
    });
  }

  it('never throws, and successful lists survive a round trip', () => {
    const parsed = randomTexts(5000).map((text) => {
      expect(() => parseKeyword(text)).not.toThrow();
      return parseBracketList(text);
    });
    const lists = parsed.flatMap((result) => (result.ok ? [result.value] : []));
    expect(lists.filter((items) => items.length > 0).length).toBeGreaterThan(200);
    for (const items of lists) {
      expect(items).not.toContain('');
      expect(parseBracketList(`[${items.join(', ')}]`)).toEqual({ ok: true, value: items });
    }
  });
});
