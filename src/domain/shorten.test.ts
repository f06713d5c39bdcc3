import { describe, expect, it } from 'vitest';
import { shorten } from './shorten';

const wellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('shorten', () => {
  it('keeps a text that fits, counting characters rather than UTF-16 units', () => {
    expect(shorten('Hello', 5)).toBe('Hello');
    expect(shorten('🦅🦅🦅', 3)).toBe('🦅🦅🦅');
  });

  it('cuts a longer text and marks the cut', () => {
    expect(shorten('Hello there', 6)).toBe('Hello…');
  });

  it('never splits an emoji in half', () => {
    const cut = shorten('🦅'.repeat(300), 200);
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut.endsWith('🦅…')).toBe(true);
    expect(wellFormed(cut)).toBe(true);
    expect(wellFormed(shorten(`a${'😀'.repeat(10)}`, 4))).toBe(true);
  });
});
