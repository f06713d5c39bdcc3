import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { armyListSchema, LIST_LIMITS } from './army-list';
import { FACTION_IDS } from './data-pack-schema';
import { fnv1a32 } from './hash';
import {
  base64UrlDecode,
  base64UrlEncode,
  decodeShareCode,
  encodeListShareCode,
  encodeShareCode,
  fromSharedList,
  SHARE_CODE_ERRORS,
  toSharedList,
  type SharedList,
} from './share-code';
import { makeList, TEST_NOW } from '../../../test/fixtures/army';

const sample = makeList(
  [
    { unitId: 'warlord', attachedTo: 'e2' },
    { unitId: 'orc-hunters', quantity: 3 },
    { unitId: 'wisemane', attachedTo: 'e2' },
    { unitId: 'lost-legion', savedPoints: null },
  ],
  { name: 'Grjotgard raiders — «Ñ» 🐺', gameSize: { kind: 'custom', points: 275 }, tournament: true },
);

describe('share codes', () => {
  it('carry faction, units, quantities, attachments, points when saved, game size and data version', () => {
    const code = encodeListShareCode(sample);
    expect(code).toMatch(/^[A-Za-z0-9._~-]+$/);
    const decoded = decodeShareCode(code);
    expect(decoded).toEqual({ ok: true, value: toSharedList(sample) });
    const rebuilt = fromSharedList(decoded.ok ? decoded.value : (undefined as never), { id: 'copy', now: TEST_NOW });
    expect(rebuilt).toEqual({ ...sample, id: 'copy' });
    expect(armyListSchema.safeParse(rebuilt).success).toBe(true);
  });

  it('are short enough for a QR code for a typical list', () => {
    expect(encodeListShareCode(sample).length).toBeLessThan(200);
  });

  it('keep every saved points value, including 33 (which is x in base 36)', () => {
    for (const savedPoints of [0, 33, 35, 36, 99_999, null]) {
      const shared = toSharedList(makeList([{ unitId: 'orc-hunters', savedPoints }]));
      expect(decodeShareCode(encodeShareCode(shared))).toEqual({ ok: true, value: shared });
    }
  });

  it('survive URL encoding untouched', () => {
    const code = encodeListShareCode(sample);
    expect(encodeURIComponent(code)).toBe(code);
  });
});

describe('decoding bad codes', () => {
  const code = encodeListShareCode(sample);

  it.each([
    ['nothing', '', SHARE_CODE_ERRORS.empty],
    ['not a string', 42, SHARE_CODE_ERRORS.empty],
    ['a random word', 'hello', SHARE_CODE_ERRORS.malformed],
    ['a future format', `R2${code.slice(2)}`, SHARE_CODE_ERRORS.unsupportedFormat],
    ['a truncated code', code.slice(0, code.length - 12), SHARE_CODE_ERRORS.malformed],
    ['a code missing its checksum', code.slice(0, code.lastIndexOf('~')), SHARE_CODE_ERRORS.malformed],
    ['a tampered quantity', code.replace('orc-hunters_3', 'orc-hunters_9'), SHARE_CODE_ERRORS.checksumMismatch],
    [
      'a tampered checksum',
      `${code.slice(0, -1)}${code.endsWith('a') ? 'b' : 'a'}`,
      SHARE_CODE_ERRORS.checksumMismatch,
    ],
    ['a very long code', `R1~${'a'.repeat(9000)}`, SHARE_CODE_ERRORS.tooLong],
  ])('rejects %s with a code, without throwing', (_label, input, expected) => {
    const result = decodeShareCode(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(expected);
  });

  /** Re-signs a body so only the field check can catch it. */
  const signed = (fields: string[]) => {
    const body = fields.join('~');
    return `${body}~${fnv1a32(body).toString(36)}`;
  };

  it.each([
    ['faction', ['R1', 'z', 'v1', 'pstandard', '0', '', '']],
    ['dataVersion', ['R1', '0', 'v 1', 'pstandard', '0', '', '']],
    ['gameSize', ['R1', '0', 'v1', 'c0', '0', '', '']],
    ['gameSize', ['R1', '0', 'v1', 'x300', '0', '', '']],
    ['tournament', ['R1', '0', 'v1', 'pstandard', 'yes', '', '']],
    ['name', ['R1', '0', 'v1', 'pstandard', '0', '!!', '']],
    ['name', ['R1', '0', 'v1', 'pstandard', '0', base64UrlEncode(new TextEncoder().encode('x'.repeat(101))), '']],
    ['name', ['R1', '0', 'v1', 'pstandard', '0', base64UrlEncode(new Uint8Array([0xff, 0xfe])), '']],
    ['entries', ['R1', '0', 'v1', 'pstandard', '0', '', 'Orc_1_-']],
    ['entries', ['R1', '0', 'v1', 'pstandard', '0', '', 'orc_0_-']],
    ['entries', ['R1', '0', 'v1', 'pstandard', '0', '', 'orc_1_-_0']],
    ['entries', ['R1', '0', 'v1', 'pstandard', '0', '', 'orc_1_-_5']],
    ['entries', ['R1', '0', 'v1', 'pstandard', '0', '', 'orc_1']],
    [
      'entries',
      [
        'R1',
        '0',
        'v1',
        'pstandard',
        '0',
        '',
        Array(LIST_LIMITS.entries + 1)
          .fill('orc_1_-')
          .join('.'),
      ],
    ],
  ])('names the bad field (%s) of a correctly signed code', (field, fields) => {
    expect(decodeShareCode(signed(fields))).toEqual({ ok: false, error: { code: SHARE_CODE_ERRORS.malformed, field } });
  });
});

describe('base64url', () => {
  it('round-trips any bytes and refuses impossible input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base64UrlDecode(base64UrlEncode(bytes))).toEqual(bytes);
      }),
    );
    expect(base64UrlDecode('a')).toBeNull();
    expect(base64UrlDecode('ab=c')).toBeNull();
    expect(base64UrlDecode('AB')).toBeNull(); // non-zero padding bits
  });
});

/* ---------- property: encode → decode is lossless ---------- */

const slug = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join('-'));

const arbitraryShared: fc.Arbitrary<SharedList> = fc
  .record({
    factionId: fc.constantFrom(...FACTION_IDS),
    name: fc
      .string({ unit: 'grapheme', maxLength: 100 })
      .map((name) => name.trim())
      .filter((name) => name.length <= LIST_LIMITS.nameLength && !/\p{Cc}/u.test(name)),
    gameSize: fc.oneof(
      fc.record({ kind: fc.constant('preset' as const), presetId: slug }),
      fc.record({ kind: fc.constant('custom' as const), points: fc.integer({ min: 1, max: 10_000 }) }),
    ),
    tournament: fc.boolean(),
    dataVersion: fc.stringMatching(/^[A-Za-z0-9.-]{1,40}$/),
    entryCount: fc.integer({ min: 0, max: 30 }),
  })
  .chain(({ entryCount, ...rest }) =>
    fc
      .array(
        fc.record({
          unitId: slug,
          quantity: fc.integer({ min: 1, max: LIST_LIMITS.quantity }),
          attachedTo: fc.option(fc.integer({ min: 0, max: Math.max(0, entryCount - 1) })),
          savedPoints: fc.option(fc.integer({ min: 0, max: 99_999 })),
        }),
        { minLength: entryCount, maxLength: entryCount },
      )
      .map((entries) => ({
        ...rest,
        entries: entries.map((entry, index) => (entry.attachedTo === index ? { ...entry, attachedTo: null } : entry)),
      })),
  );

describe('share code properties', () => {
  it('decode(encode(list)) gives the list back, for any list', () => {
    fc.assert(
      fc.property(arbitraryShared, (shared) => {
        const code = encodeShareCode(shared);
        expect(code).toMatch(/^[A-Za-z0-9._~-]+$/);
        expect(decodeShareCode(code)).toEqual({ ok: true, value: shared });
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any string, including damaged real codes', () => {
    fc.assert(
      fc.property(arbitraryShared, fc.string(), fc.nat(), (shared, noise, at) => {
        const code = encodeShareCode(shared);
        const cut = at % (code.length + 1);
        for (const input of [noise, code.slice(0, cut), code.slice(0, cut) + noise + code.slice(cut)]) {
          const result = decodeShareCode(input);
          expect(typeof result.ok).toBe('boolean');
          if (!result.ok) expect(Object.values(SHARE_CODE_ERRORS)).toContain(result.error.code);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a list survives list → code → list unchanged apart from id and dates', () => {
    const rebuilt = decodeShareCode(encodeListShareCode(sample));
    expect(rebuilt.ok && fromSharedList(rebuilt.value, { id: sample.id, now: sample.createdAt })).toEqual(sample);
  });
});
