import { CHARACTERISTIC_IDS } from './data-pack-values';
import type { Unit } from './data-pack-schema';
import { slugify } from './slug';

/**
 * Reading of the `Join (...)` keyword, decided in docs/decisions/0005-army-building-rules.md:
 *
 * - Each Join keyword of a unit is one alternative (`Join (Infantry Orc), Join (Infantry Varank)`).
 * - The words inside one Join must all describe the host (`Join (Infantry Orc)`: Infantry and Orc),
 *   and so must the parts of a comma list of descriptions (`Join (Infantry, Living Flesh)` reads
 *   as `Join (Infantry Living Flesh)`, as a sibling unit writes it).
 * - A comma list in which every part is only a unit name lists alternatives
 *   (`Join (Gobblers, Bugbowls, Osseous)`: any one of the three).
 * - A word is, by preference, a characteristic (`Living Flesh`, `Red Caps`), then a keyword
 *   (`Spellcaster`); anything else is part of a unit's name (`Skin Changers`, `Warg`).
 * - Plurals do not matter (`Bulwark` joins `Bulwarks`).
 * - A character never hosts a character, and a unit takes one character (a companion rides
 *   with its host and does not count): see {@link isCharacter} and `validateList`.
 */

type Term =
  { kind: 'characteristic'; id: string } | { kind: 'keyword'; id: string } | { kind: 'name'; words: string[] };

export type JoinRequirement = Term[];

/** Lower-case, accent-free words with a plural `s` dropped, so that both sides compare alike. */
export function nameWords(text: string): string[] {
  return slugify(text)
    .split('-')
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

const CHARACTERISTIC_PHRASES = CHARACTERISTIC_IDS.map((id) => ({ id, words: nameWords(id) })).sort(
  (a, b) => b.words.length - a.words.length,
);

function startsWithAt(words: string[], at: number, phrase: string[]): boolean {
  return phrase.every((word, offset) => words[at + offset] === word);
}

/** Splits one Join parameter into terms. `keywordIds` are the keyword ids the pack knows. */
export function parseJoinParam(param: string, keywordIds: ReadonlySet<string>): JoinRequirement {
  const words = nameWords(param);
  const terms: Term[] = [];
  let pendingName: string[] = [];
  const flushName = () => {
    if (pendingName.length) terms.push({ kind: 'name', words: pendingName });
    pendingName = [];
  };
  for (let at = 0; at < words.length;) {
    const characteristic = CHARACTERISTIC_PHRASES.find((phrase) => startsWithAt(words, at, phrase.words));
    if (characteristic) {
      flushName();
      terms.push({ kind: 'characteristic', id: characteristic.id });
      at += characteristic.words.length;
      continue;
    }
    const word = words[at]!;
    if (keywordIds.has(word)) {
      flushName();
      terms.push({ kind: 'keyword', id: word });
    } else {
      pendingName.push(word);
    }
    at += 1;
  }
  flushName();
  return terms;
}

function containsPhrase(words: string[], phrase: string[]): boolean {
  for (let at = 0; at + phrase.length <= words.length; at += 1) if (startsWithAt(words, at, phrase)) return true;
  return false;
}

function termHolds(term: Term, target: Unit, targetWords: string[]): boolean {
  switch (term.kind) {
    case 'characteristic':
      return (target.characteristics as readonly string[]).includes(term.id);
    case 'keyword':
      return target.keywords.some((k) => k.id === term.id) || target.specialRules.some((k) => k.id === term.id);
    case 'name':
      return containsPhrase(targetWords, term.words);
  }
}

const requirementsCache = new WeakMap<Unit, { keywordIds: ReadonlySet<string>; requirements: JoinRequirement[] }>();
const namesCache = new WeakMap<Unit, string[]>();

/**
 * The alternatives one Join keyword offers: its parameters together as one description, or, when
 * every parameter is only a unit name, each parameter on its own.
 */
export function joinAlternatives(params: readonly string[], keywordIds: ReadonlySet<string>): JoinRequirement[] {
  const parsed = params.map((param) => parseJoinParam(param, keywordIds));
  const onlyNames = parsed.every((terms) => terms.length > 0 && terms.every((term) => term.kind === 'name'));
  if (parsed.length > 1 && onlyNames) return parsed;
  return [parsed.flat()];
}

/** Every Join requirement of a unit: any one of them is enough. */
export function joinRequirements(unit: Unit, keywordIds: ReadonlySet<string>): JoinRequirement[] {
  const cached = requirementsCache.get(unit);
  if (cached?.keywordIds === keywordIds) return cached.requirements;
  const requirements = unit.keywords
    .filter((keyword) => keyword.id === 'join')
    .flatMap((keyword) => joinAlternatives(keyword.params ?? [], keywordIds));
  requirementsCache.set(unit, { keywordIds, requirements });
  return requirements;
}

function targetNameWords(unit: Unit): string[] {
  let words = namesCache.get(unit);
  if (!words) namesCache.set(unit, (words = nameWords(unit.name.en)));
  return words;
}

export function hasJoin(unit: Unit): boolean {
  return unit.keywords.some((keyword) => keyword.id === 'join');
}

/**
 * A character: the Character characteristic, or a Character unit type (Orc Husk is a Character by
 * type only). Companions are not characters; they ride with their host.
 */
export function isCharacter(unit: Unit): boolean {
  if (unit.companionOf !== null) return false;
  return unit.characteristics.includes('character') || /character/i.test(unit.type);
}

/**
 * Whether `character` may join `target`: a companion may always join its host; otherwise the
 * target is not a character and one of the character's Join requirements holds for it.
 */
export function canJoin(character: Unit, target: Unit, keywordIds: ReadonlySet<string>): boolean {
  if (character.companionOf !== null && character.companionOf === target.id) return true;
  if (isCharacter(target)) return false;
  const targetWords = targetNameWords(target);
  return joinRequirements(character, keywordIds).some(
    (requirement) => requirement.length > 0 && requirement.every((term) => termHolds(term, target, targetWords)),
  );
}

/** The keyword ids used anywhere in a set of units, for {@link parseJoinParam}. */
export function keywordIdsOf(units: readonly Unit[]): Set<string> {
  const ids = new Set<string>();
  for (const unit of units) for (const keyword of unit.keywords) ids.add(keyword.id);
  ids.delete('join');
  return ids;
}
