import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  displayName,
  encodeCursor,
  escapeLike,
  linkLabel,
  normaliseSocialLink,
  profileRef,
  stripControlCharacters,
  textIssue,
  usernameIssue,
} from './social';

describe('textIssue', () => {
  it('refuses blank and over-long text', () => {
    expect(textIssue('   ', 10)).toBe('empty');
    expect(textIssue('x'.repeat(11), 10)).toBe('too_long');
    expect(textIssue(`  ${'x'.repeat(10)}  `, 10)).toBeNull();
  });
});

describe('usernameIssue', () => {
  it('refuses names that pose as a WAB id', () => {
    expect(usernameIssue('WAB-ABCD-1234-EFGH')).toBe('looks_like_wab_id');
    expect(usernameIssue('Korvus')).toBeNull();
    expect(usernameIssue(' ')).toBe('empty');
    expect(usernameIssue('x'.repeat(41))).toBe('too_long');
  });
});

describe('normaliseSocialLink', () => {
  it('keeps web addresses and adds https when none is given', () => {
    expect(normaliseSocialLink('https://www.youtube.com/@rookery')).toBe('https://www.youtube.com/@rookery');
    expect(normaliseSocialLink('twitch.tv/rookery')).toBe('https://twitch.tv/rookery');
    expect(linkLabel('https://www.youtube.com/@rookery')).toBe('youtube.com');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.org',
    'https://user:pass@example.org',
    'localhost',
    '',
    `https://example.org/${'x'.repeat(200)}`,
  ])('refuses %s', (value) => {
    expect(normaliseSocialLink(value)).toBeNull();
  });
});

describe('names and refs', () => {
  it('falls back to the WAB id', () => {
    expect(displayName({ username: null, wab_id: 'WAB-AAAA-BBBB-CCCC' })).toBe('WAB-AAAA-BBBB-CCCC');
    expect(profileRef({ username: 'Korvus', wab_id: 'WAB-AAAA-BBBB-CCCC' })).toBe('Korvus');
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('cursors', () => {
  it('round-trip and refuse anything else', () => {
    const cursor = { at: '2026-05-01T10:00:00.123456Z', id: '0b6f3c9e-8a0e-4f57-9a43-3c8b52c1d0aa' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('2026-05-01_x')).toBeNull();
    expect(decodeCursor("2026-05-01T10:00:00Z_' OR 1=1 --")).toBeNull();
    expect(decodeCursor(undefined)).toBeNull();
  });
});

describe('stripControlCharacters', () => {
  it('keeps tabs and line breaks and drops the rest', () => {
    expect(stripControlCharacters('a\u0000b\tc\nd\r\ne\u0007\u007f')).toBe('ab\tc\nd\r\ne');
  });
});
