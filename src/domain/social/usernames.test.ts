import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usernameIssue } from './social';
import { CONFUSABLE_LETTERS, usernameCharacterIssue, usernameScripts, usernameSkeleton } from './usernames';

describe('usernameSkeleton', () => {
  it.each([
    ['alice', 'alice'],
    ['ALICE', 'alice'],
    ['alice\u200b', 'alice'],
    ['al\u00adice', 'alice'],
    ['\u202ealice\u202c', 'alice'],
    ['alic\u0435', 'alice'],
    ['\u0430\u006c\u0456\u0441\u0435', 'alice'],
    ['ａｌｉｃｅ', 'alice'],
    ['𝐚𝐥𝐢𝐜𝐞', 'alice'],
    ['ΑLΙCΕ', 'alice'],
    ['  alice   bob ', 'alice bob'],
    ['ﬁona', 'fiona'],
    ['İpek', 'ipek'],
    ['ıpek', 'ipek'],
    ['Straße', 'strasse'],
    ['STRAẞE', 'strasse'],
    ['ᾳ', 'ai'],
  ])('folds %j to %j', (name, skeleton) => {
    expect(usernameSkeleton(name)).toBe(skeleton);
  });

  it('keeps accents, so José and Jose stay two names, whichever way the accent is typed', () => {
    expect(usernameSkeleton('José')).toBe('josé');
    expect(usernameSkeleton('Jose\u0301')).toBe('josé');
    expect(usernameSkeleton('Jose')).toBe('jose');
  });

  it('reads capital look-alikes of whole-script names as Latin', () => {
    expect(usernameSkeleton('ВОВ')).toBe(usernameSkeleton('BOB'));
    expect(usernameSkeleton('\u0441\u043e\u0440\u0435')).toBe('cope');
    expect(usernameSkeleton('ΤΑΧΙ')).toBe('taxi');
    expect(usernameSkeleton('Иван')).not.toBe(usernameSkeleton('Bah'));
  });

  it('maps look-alikes to lower-case letters the skeleton keeps as they are', () => {
    for (const [from, to] of Object.entries(CONFUSABLE_LETTERS)) {
      expect(from.toLowerCase(), from).toBe(from);
      expect(usernameSkeleton(to), `${from} -> ${to}`).toBe(to);
    }
  });

  it('is idempotent and ignores case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (name) => {
        const skeleton = usernameSkeleton(name);
        expect(usernameSkeleton(skeleton)).toBe(skeleton);
        expect(usernameSkeleton(name.toUpperCase())).toBe(usernameSkeleton(skeleton.toUpperCase()));
      }),
    );
  });
});

describe('usernameCharacterIssue', () => {
  it.each([
    ['alice\u200b', 'invisible_characters'],
    ['ali\u200dce', 'invisible_characters'],
    ['al\u00adice', 'invisible_characters'],
    ['\u202egnp.exe', 'invisible_characters'],
    ['\u2066alice\u2069', 'invisible_characters'],
    ['alice\u200e', 'invisible_characters'],
    ['\ufeffalice', 'invisible_characters'],
    ['ali\u3164ce', 'invisible_characters'],
    ['alice\ufe0f', 'invisible_characters'],
    ['ali\tce', 'invisible_characters'],
    ['ali\u2028ce', 'invisible_characters'],
    ['\u2800', 'invisible_characters'],
    ['alice\ue000', 'unsupported_characters'],
    ['alice\u0378', 'unsupported_characters'],
    ['alic\u0435', 'mixed_scripts'],
    ['\u03b1lice', 'mixed_scripts'],
    ['Иван Petrov', 'mixed_scripts'],
    ['Ιван', 'mixed_scripts'],
    ['Zorro\u05d0', 'mixed_scripts'],
  ])('refuses %j: %s', (name, issue) => {
    expect(usernameCharacterIssue(name)).toBe(issue);
  });

  it.each([
    'alice',
    'Иван',
    'Ὀδυσσεύς',
    'José',
    'Chloé',
    'Zoë',
    'Łukasz',
    'Ñandú',
    'j.doe_99-x',
    'Anna Maria',
    '山田 Taro',
    'すずき Suzuki',
    '김 Kim',
    '42',
    '🦅 Raven',
  ])('accepts %j', (name) => {
    expect(usernameCharacterIssue(name)).toBeNull();
  });

  it('counts only letters towards scripts', () => {
    expect([...usernameScripts('Ivan-42 ☆')]).toEqual(['Latin']);
    expect([...usernameScripts('42 _ -')]).toEqual([]);
    expect([...usernameScripts('Иван 2')]).toEqual(['Cyrillic']);
  });
});

describe('usernameIssue', () => {
  it('refuses hidden characters, mixed alphabets and WAB ids in any width', () => {
    expect(usernameIssue('alice\u200b')).toBe('invisible_characters');
    expect(usernameIssue('alic\u0435')).toBe('mixed_scripts');
    expect(usernameIssue('ＷＡＢ-ABCD-1234-EFGH')).toBe('looks_like_wab_id');
    expect(usernameIssue('  Иван ')).toBeNull();
    expect(usernameIssue('ａｌｉｃｅ')).toBeNull();
  });
});
