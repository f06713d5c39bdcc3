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

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string
 * alignment), or `max + 1` as soon as it is known to be above `max`.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      if (swapped) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
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
const indexes = new WeakMap<DataPack, Map<string, NameVariant>>();

function nameIndex(pack: DataPack): Map<string, NameVariant> {
  const cached = indexes.get(pack);
  if (cached) return cached;
  const index = new Map<string, NameVariant>();
  for (const unit of pack.units) {
    for (const language of LANGUAGE_ORDER) {
      const name = unit.name[language];
      if (!name) continue;
      const key = nameKey(name);
      const variant = index.get(key);
      if (!variant) index.set(key, { key, name, language, units: [unit] });
      else if (!variant.units.includes(unit)) variant.units.push(unit);
    }
  }
  indexes.set(pack, index);
  return index;
}

/** The units a typed name stands for, how sure we are, or the nearest name to suggest. */
export function lookUpName(typed: string, pack: DataPack): NameLookup {
  const key = nameKey(typed.slice(0, MAX_NAME_LENGTH * 2));
  if (!key || key.length > MAX_NAME_LENGTH) return { match: null, suggestion: null };
  const index = nameIndex(pack);
  const exact = index.get(key);
  if (exact) {
    const verbatim = exact.units.some((unit) => Object.values(unit.name).includes(typed.trim()));
    return { match: { kind: verbatim ? 'exact' : 'accent-case', variants: [exact] }, suggestion: null };
  }
  let best: NameVariant[] = [];
  let bestDistance = Infinity;
  for (const variant of index.values()) {
    const limit = Math.min(suggestionAllowance(variant.key.length), bestDistance);
    const distance = boundedDistance(key, variant.key, limit);
    if (distance > limit) continue;
    if (distance < bestDistance) {
      best = [variant];
      bestDistance = distance;
    } else if (!best.includes(variant)) {
      best.push(variant);
    }
  }
  // A part of a longer name ("Oso de Hielo" for "Ahlwardt, Oso De Hielo") is offered, not taken.
  const padded = ` ${key} `;
  const within = [...index.values()].filter((variant) => key.length >= 4 && ` ${variant.key} `.includes(padded));
  if (best.length === 0) return { match: null, suggestion: within[0] ?? null };
  const close = best.filter((variant) => bestDistance <= typoAllowance(Math.min(variant.key.length, key.length)));
  if (close.length > 0) return { match: { kind: 'typo', variants: close }, suggestion: null };
  return { match: null, suggestion: within[0] ?? best[0]! };
}
