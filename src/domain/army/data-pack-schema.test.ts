import { describe, expect, it } from 'vitest';
import { keywordSchema, localise, unitSchema, type Unit } from './data-pack-schema';

describe('localise', () => {
  it('uses the requested language when present and falls back to English', () => {
    const text = { en: 'Northern Tribes', es: 'Tribus del Norte' };
    expect(localise(text, 'es')).toBe('Tribus del Norte');
    expect(localise(text, 'fr')).toBe('Northern Tribes');
    expect(localise(text, 'en')).toBe('Northern Tribes');
  });
});

describe('unitSchema', () => {
  const unit: Unit = {
    id: 'orc-hunters',
    factionId: 'northern-tribes',
    name: { en: 'Orc Hunters', es: 'Cazadores Orcos' },
    type: 'Troop',
    command: 0,
    avb: 3,
    characteristics: ['infantry', 'orc'],
    keywords: [],
    specialRules: [{ id: 'vulnerable' }],
    highCommand: false,
    points: 20,
    companionOf: null,
    tournamentLegal: true,
  };

  it('accepts a well-formed unit', () => {
    expect(unitSchema.safeParse(unit).success).toBe(true);
  });

  it.each([
    ['mounted', 'beast'],
    ['infantry', 'construct'],
    ['infantry', 'undead'],
  ])('accepts the spec characteristics %s and %s', (...characteristics) => {
    expect(unitSchema.safeParse({ ...unit, characteristics }).success).toBe(true);
  });

  it.each([
    ['negative points', { points: -5 }],
    ['fractional availability', { avb: 1.5 }],
    ['an id that is not a slug', { id: 'Orc Hunters' }],
    ['an unknown characteristic', { characteristics: ['infantry', 'goblin'] }],
    ['a repeated characteristic', { characteristics: ['orc', 'orc'] }],
    ['an unknown unit type', { type: 'Monster' }],
    ['an unknown faction', { factionId: 'dwarves' }],
    ['a missing English name', { name: { es: 'Cazadores Orcos' } }],
    ['an extra field', { cost: 20 }],
  ])('rejects %s', (_label, change) => {
    expect(unitSchema.safeParse({ ...unit, ...change }).success).toBe(false);
  });
});

describe('keywordSchema', () => {
  it('allows a missing params list but not an empty one', () => {
    expect(keywordSchema.safeParse({ id: 'elite' }).success).toBe(true);
    expect(keywordSchema.safeParse({ id: 'join', params: ['Infantry', 'Orc'] }).success).toBe(true);
    expect(keywordSchema.safeParse({ id: 'join', params: [] }).success).toBe(false);
    expect(keywordSchema.safeParse({ id: 'join', params: [''] }).success).toBe(false);
  });
});
