/**
 * Text folding for search (issue 21): accents and other marks never decide a match, so
 * "activacion" finds "activación", "ete" finds "été" and "nino" finds "niño", in every language.
 * Case is folded too unless the search is case-sensitive; a case-sensitive search still ignores
 * accents ("Activacion" finds "Activación" but not "activación"), because the option is about
 * capitals, and nobody types accents to exclude the words that have them.
 *
 * Folding works one character at a time (NFKD, marks dropped, a few ligatures spelt out), so a
 * match in the folded text can be mapped back to the characters of the original, for excerpts
 * and highlights.
 */

/** Letters that do not decompose into a base letter and a mark. */
const SPELT_OUT: Readonly<Record<string, string>> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  ẞ: 'SS',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
};

const MARKS = /\p{M}+/gu;
const caches = { sensitive: new Map<string, string>(), insensitive: new Map<string, string>() };

function foldCharacter(char: string, caseSensitive: boolean): string {
  const code = char.charCodeAt(0);
  if (code < 0x80) return caseSensitive || code < 0x41 || code > 0x5a ? char : String.fromCharCode(code + 32);
  const cache = caseSensitive ? caches.sensitive : caches.insensitive;
  let folded = cache.get(char);
  if (folded === undefined) {
    folded = SPELT_OUT[char] ?? char;
    if (!caseSensitive) folded = folded.toLowerCase();
    folded = folded.normalize('NFKD').replace(MARKS, '');
    if (!caseSensitive) folded = folded.toLowerCase();
    cache.set(char, folded);
  }
  return folded;
}

/** The text as search compares it: marks removed, and lower case unless `caseSensitive`. */
export function foldText(text: string, caseSensitive = false): string {
  let folded = '';
  for (const char of text) folded += foldCharacter(char, caseSensitive);
  return folded;
}

export interface FoldedText {
  text: string;
  /** For each UTF-16 unit of `text`, where the original character it came from starts… */
  starts: number[];
  /** …and ends. */
  ends: number[];
}

/** Folds the text and remembers where each folded unit came from. */
export function foldWithPositions(text: string, caseSensitive = false): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of text) {
    const part = foldCharacter(char, caseSensitive);
    for (let unit = 0; unit < part.length; unit += 1) {
      starts.push(at);
      ends.push(at + char.length);
    }
    folded += part;
    at += char.length;
  }
  return { text: folded, starts, ends };
}

/**
 * The characters of `text` that fold to units [start, start + length) of its folded form.
 * Walks only as far as the match, so finding one excerpt stays cheap on long texts.
 */
export function originalRange(text: string, start: number, length: number, caseSensitive = false): [number, number] {
  const last = start + length - 1;
  let unit = 0;
  let at = 0;
  let from = -1;
  for (const char of text) {
    unit += foldCharacter(char, caseSensitive).length;
    if (from === -1 && unit > start) from = at;
    at += char.length;
    if (unit > last) return [from, at];
  }
  return [from === -1 ? text.length : from, text.length];
}

/** Where the folded `needle` occurs in `text`, as [start, end) ranges of the original text. */
export function findFolded(text: string, needle: string, caseSensitive = false): Array<[number, number]> {
  const find = foldText(needle, caseSensitive);
  if (!find || !text) return [];
  const folded = foldWithPositions(text, caseSensitive);
  const ranges: Array<[number, number]> = [];
  for (let from = 0; ;) {
    const at = folded.text.indexOf(find, from);
    if (at === -1) return ranges;
    const start = folded.starts[at]!;
    const end = folded.ends[at + find.length - 1]!;
    const previous = ranges.at(-1);
    // Two matches inside one spelt-out character ("s" twice in "ß") are one range of the original.
    if (previous && start < previous[1]) previous[1] = Math.max(previous[1], end);
    else ranges.push([start, end]);
    from = at + find.length;
  }
}
