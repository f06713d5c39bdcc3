import { describe, expect, it } from 'vitest';
import { checkAvatarImage, MAX_AVATAR_BYTES, sniffImageType } from './image-type';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );

describe('sniffImageType', () => {
  it('recognises each accepted format by its magic bytes', () => {
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('gif');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses look-alikes and other files', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffImageType(bytes('GIF90a'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkAvatarImage', () => {
  it('gives the type of a small image and the issue otherwise', () => {
    expect(checkAvatarImage(bytes([0xff, 0xd8, 0xff, 0xdb]))).toEqual({ ok: true, type: 'jpeg' });
    expect(checkAvatarImage(new Uint8Array())).toEqual({ ok: false, issue: 'empty' });
    expect(checkAvatarImage(bytes('hello'))).toEqual({ ok: false, issue: 'not_an_image' });
    const big = new Uint8Array(MAX_AVATAR_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkAvatarImage(big)).toEqual({ ok: false, issue: 'too_large' });
    expect(checkAvatarImage(big.subarray(0, MAX_AVATAR_BYTES))).toEqual({ ok: true, type: 'jpeg' });
  });
});
