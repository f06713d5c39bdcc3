/**
 * Look-alike usernames (issue 15, item 8). A name is compared through its skeleton: Unicode NFKC
 * folding, case folding and a small table of letters from other alphabets that look Latin, so that
 * "alice" with a zero-width space, with a Cyrillic "е" or in full-width letters is the same name
 * as "alice". Names that hide characters or mix alphabets are refused outright. Why a
 * hand-written table rather than a library: docs/decisions/0017-look-alike-usernames.md.
 *
 * The migrations that backfilled `profiles.username_key` (0014, then 0018 for full case folding)
 * compute the same skeleton in SQL, and src/server/features/social/username-key.test.ts holds the
 * two to the same answers: a change to the skeleton needs a migration that re-keys the stored names.
 */

/**
 * Characters that show as nothing, or change how the rest is shown: control characters, format
 * characters (zero-width spaces and joiners, bidirectional controls, the soft hyphen…), line and
 * paragraph separators, and everything Unicode says to leave undrawn (Hangul fillers, variation
 * selectors…), plus the blank Braille pattern, which draws an empty cell.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
/** Private-use, unassigned and lone surrogate code points: no one can tell what they look like. */
const UNSUPPORTED = /[\p{Co}\p{Cn}\p{Cs}]/u;

/**
 * Letters of Cyrillic, Greek, Armenian and the odd Latin letter that people read as a Latin one,
 * lower case only (the skeleton lower-cases first). Where a capital looks Latin and its small
 * letter does not (Cyrillic "В" and "в"), the small letter maps to the capital's look-alike,
 * because names are compared whatever their case. `ς` is Greek final sigma, the same letter as σ.
 */
export const CONFUSABLE_LETTERS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ѐ: 'è',
  ё: 'ë',
  і: 'i',
  ї: 'ï',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ү: 'y',
  ѵ: 'v',
  ӓ: 'ä',
  ӧ: 'ö',
  ӱ: 'ÿ',
  // Greek
  α: 'a',
  ά: 'á',
  β: 'b',
  γ: 'y',
  ε: 'e',
  έ: 'é',
  ζ: 'z',
  η: 'n',
  ι: 'i',
  ί: 'í',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ό: 'ó',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  ς: 'σ',
  // Armenian
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
  // Latin letters that pass for plainer ones
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ʋ: 'u',
};

/** Scripts whose letters a name may mix, after UTS #39's "highly restrictive" profile. */
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
];
const SHARED_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The script of one letter; null for letters every script uses. Scripts we do not list count as one, "Other". */
function scriptOf(letter: string): string | null {
  if (SHARED_SCRIPT.test(letter)) return null;
  for (const [name, pattern] of SCRIPTS) if (pattern.test(letter)) return name;
  return 'Other';
}

/** The scripts of a name's letters (digits, spaces and punctuation belong to none). */
export function usernameScripts(name: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of name.normalize('NFKC')) {
    if (!/\p{L}/u.test(char)) continue;
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  return scripts;
}

const isMixed = (scripts: Set<string>) =>
  scripts.size > 1 && !ALLOWED_MIXES.some((allowed) => [...scripts].every((script) => allowed.has(script)));

export type UsernameCharacterIssue = 'invisible_characters' | 'unsupported_characters' | 'mixed_scripts';

/**
 * Why a name's characters cannot make a username, or null: hidden characters, characters no one
 * can see the shape of, or letters from two alphabets ("alicе" with a Cyrillic е). A name wholly
 * in one alphabet ("Иван", "José") is fine.
 */
export function usernameCharacterIssue(name: string): UsernameCharacterIssue | null {
  if (INVISIBLE.test(name)) return 'invisible_characters';
  if (UNSUPPORTED.test(name)) return 'unsupported_characters';
  return isMixed(usernameScripts(name)) ? 'mixed_scripts' : null;
}

/** Unicode lower case, except that dotted capital I becomes a plain i (not i and a combining dot). */
const lowerCase = (text: string) => text.replace(/\u0130/g, 'i').toLowerCase();

/**
 * Case folded fully: small letters, then capitals, then small letters again, so a letter whose
 * capital is two letters compares as those two ("ß" and "ẞ" as "ss", a Greek letter with a
 * subscript iota as the letter and an iota) and a name matches its own capitals.
 */
const foldCase = (text: string) => lowerCase(lowerCase(text).toUpperCase());

/**
 * What a username is compared by: hidden characters dropped, NFKC-folded (full-width and styled
 * letters become plain ones), case folded, look-alike letters of other alphabets replaced by the
 * Latin ones, runs of spaces made one and the ends trimmed. Two names with one skeleton cannot
 * both be taken.
 */
export function usernameSkeleton(name: string): string {
  const folded = foldCase(name.replace(INVISIBLE_ALL, '').normalize('NFKC')).normalize('NFKC');
  return Array.from(folded, (char) => CONFUSABLE_LETTERS[char] ?? char)
    .join('')
    .replace(/ {2,}/g, ' ')
    .replace(/^ +| +$/g, '');
}
