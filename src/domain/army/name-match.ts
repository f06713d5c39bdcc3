import type { DataPack, Language, Unit } from './data-pack-schema';

/**
 * Finding a unit by a name a player typed or pasted, in any of our languages
 * (docs/decisions/0030-importing-pasted-lists.md): case, accents and punctuation never decide a
 * match, and a name a few letters off still matches when the name is long enough to be sure.
 */

export const NAME_MATCHES = { exact: 'exact', accentCase: 'accent-case', typo: 'typo' } as const;
export type NameMatchKind = (typeof NAME_MATCHES)[keyof typeof NAME_MATCHES];

/** Names longer than this are no unit's name, and are not compared letter by letter. */
export const MAX_NAME_LENGTH = 120;

const SPELT_OUT: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

/** Lower case, no accents, punctuation as single spaces: "Njord, l'Impitoyable" → "njord l impitoyable". */
export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæßøđłı]/g, (char) => SPELT_OUT[char]!)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How many edits a name of this length may be off and still match (none for short names). */
export function typoAllowance(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  if (length <= 11) return 2;
  return 3;
}

/** How far off a name may be and still be offered as a suggestion. */
export function suggestionAllowance(length: number): number {
  return Math.max(2, Math.ceil(length * 0.4));
}

// Rows reused by every `boundedDistance` call, grown to the longest name seen.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string
 * alignment), or `max + 1` as soon as it is known to be above `max`. Only the cells within `max`
 * of the diagonal are worked out, and it stops at the first row that is all above `max`.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  const width = b.length;
  if (rows[0].length < width + 2) {
    const size = Math.max(width + 2, rows[0].length * 2);
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j <= width; j += 1) previous[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i += 1) {
    const from = Math.max(1, i - max);
    const to = Math.min(width, i + max);
    // Cells left and right of the band are more than `max` away.
    current[0] = Math.min(i, over);
    if (from > 1) current[from - 1] = over;
    let rowMin = from === 1 ? current[0] : over;
    const charA = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j += 1) {
      const charB = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (charA === charB ? 0 : 1));
      if (i > 1 && j > 1 && charA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === charB) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      if (value > over) value = over;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (to < width) current[to + 1] = over;
    if (rowMin > max) return over;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[width]!, over);
}

const BAG_SIZE = 64;

/** Letter counts of a name, letters folded into 64 bins (for `bagDistance`). */
export function letterBag(key: string): Int16Array {
  const bag = new Int16Array(BAG_SIZE);
  for (let i = 0; i < key.length; i += 1) bag[key.charCodeAt(i) & (BAG_SIZE - 1)]! += 1;
  return bag;
}

/**
 * A lower bound of the edit distance from the letters each name has that the other lacks (an
 * edit changes the count of at most one letter up and one down; a swap changes none), or
 * `max + 1` as soon as it is known to be above `max`.
 */
export function bagDistance(a: Int16Array, b: Int16Array, max: number): number {
  let more = 0;
  let fewer = 0;
  for (let i = 0; i < BAG_SIZE; i += 1) {
    const difference = a[i]! - b[i]!;
    if (difference > 0) more += difference;
    else fewer -= difference;
    if (more > max || fewer > max) return max + 1;
  }
  return Math.max(more, fewer);
}

/** One way of writing a name: the units that carry it (mercenary copies share theirs). */
export interface NameVariant {
  key: string;
  /** The name as the pack writes it, in the first language that has it. */
  name: string;
  language: Language;
  units: Unit[];
}

export interface NameMatch {
  kind: NameMatchKind;
  /** The variants at the best distance; more than one when the name is ambiguous. */
  variants: NameVariant[];
}

export interface NameLookup {
  match: NameMatch | null;
  /** The closest name when nothing matched but something is near. */
  suggestion: NameVariant | null;
}

const LANGUAGE_ORDER: readonly Language[] = ['en', 'es', 'fr'];

/** Every name of a pack as a key, worked out once per pack, with what the near-match search needs. */
interface NameIndex {
  byKey: Map<string, NameVariant>;
  candidates: Array<{ variant: NameVariant; padded: string; bag: Int16Array; allowance: number }>;
}

const indexes = new WeakMap<DataPack, NameIndex>();

function nameIndex(pack: DataPack): NameIndex {
  const cached = indexes.get(pack);
  if (cached) return cached;
  const byKey = new Map<string, NameVariant>();
  for (const unit of pack.units) {
    for (const language of LANGUAGE_ORDER) {
      const name = unit.name[language];
      if (!name) continue;
      const key = nameKey(name);
      const variant = byKey.get(key);
      if (!variant) byKey.set(key, { key, name, language, units: [unit] });
      else if (!variant.units.includes(unit)) variant.units.push(unit);
    }
  }
  const candidates = [...byKey.values()].map((variant) => ({
    variant,
    padded: ` ${variant.key} `,
    bag: letterBag(variant.key),
    allowance: suggestionAllowance(variant.key.length),
  }));
  const index = { byKey, candidates };
  indexes.set(pack, index);
  return index;
}

/** The units a typed name stands for, how sure we are, or the nearest name to suggest. */
export function lookUpName(typed: string, pack: DataPack): NameLookup {
  const key = nameKey(typed.slice(0, MAX_NAME_LENGTH * 2));
  if (!key || key.length > MAX_NAME_LENGTH) return { match: null, suggestion: null };
  const { byKey, candidates } = nameIndex(pack);
  const exact = byKey.get(key);
  if (exact) {
    const verbatim = exact.units.some((unit) => Object.values(unit.name).includes(typed.trim()));
    return { match: { kind: verbatim ? 'exact' : 'accent-case', variants: [exact] }, suggestion: null };
  }
  const bag = letterBag(key);
  let best: NameVariant[] = [];
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const limit = Math.min(candidate.allowance, bestDistance);
    // Cheap checks first: names too long or too short, or with too many letters apart.
    if (Math.abs(candidate.variant.key.length - key.length) > limit) continue;
    if (bagDistance(bag, candidate.bag, limit) > limit) continue;
    const distance = boundedDistance(key, candidate.variant.key, limit);
    if (distance > limit) continue;
    if (distance < bestDistance) {
      best = [candidate.variant];
      bestDistance = distance;
    } else if (!best.includes(candidate.variant)) {
      best.push(candidate.variant);
    }
  }
  // A part of a longer name ("Oso de Hielo" for "Ahlwardt, Oso De Hielo") is offered, not taken.
  const padded = ` ${key} `;
  const within = () =>
    key.length >= 4 ? (candidates.find((candidate) => candidate.padded.includes(padded))?.variant ?? null) : null;
  if (best.length === 0) return { match: null, suggestion: within() };
  const close = best.filter((variant) => bestDistance <= typoAllowance(Math.min(variant.key.length, key.length)));
  if (close.length > 0) return { match: { kind: 'typo', variants: close }, suggestion: null };
  return { match: null, suggestion: within() ?? best[0]! };
}
