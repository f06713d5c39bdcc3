import { describe, expect, it } from 'vitest';
import { contentHash, fnv1a32, stableStringify } from './hash';

describe('fnv1a32', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('matches the published test vector for %j', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });

  it('hashes UTF-8 bytes, so accents matter', () => {
    expect(fnv1a32('Sÿenann')).not.toBe(fnv1a32('Syenann'));
  });
});

describe('stableStringify', () => {
  it('sorts keys at every level and follows JSON for the rest', () => {
    expect(stableStringify({ b: 1, a: { d: [1, undefined], c: 'x', e: undefined }, n: null })).toBe(
      '{"a":{"c":"x","d":[1,null]},"b":1,"n":null}',
    );
  });

  it('ignores key order', () => {
    expect(stableStringify({ x: 1, y: [{ p: 1, q: 2 }] })).toBe(stableStringify({ y: [{ q: 2, p: 1 }], x: 1 }));
  });
});

describe('contentHash', () => {
  it('gives eight hex digits that follow the content', () => {
    expect(contentHash({ a: 1 })).toMatch(/^[0-9a-f]{8}$/);
    expect(contentHash({ a: 1 })).toBe(contentHash({ a: 1 }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
  });
});
