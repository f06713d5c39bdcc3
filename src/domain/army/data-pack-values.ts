/**
 * The data pack's plain values: the closed vocabularies its schemas are built from, and the
 * helpers that read a pack. Nothing here builds a schema, so a page that only reads a pack it
 * already has (the unit stats) neither loads nor runs the schema library for them;
 * `data-pack-schema.ts` builds the schemas from these and exports them again.
 */
import type { Language, LocalisedText } from './data-pack-schema';

/** The text in `lang`, or the English text when that translation is missing. */
export function localise(text: LocalisedText, lang: Language): string {
  return text[lang] ?? text.en;
}

export const FACTION_IDS = ['northern-tribes', 'hegemony-of-embersig', 'scions-of-yaldabaoth', 'syenann'] as const;

/** Unit types, keyed for code; the values are the names used in the game. */
export const UNIT_TYPES = {
  troop: 'Troop',
  character: 'Character',
  namedCharacter: 'Named Character',
  supportCharacter: 'Support Character',
  companion: 'Companion',
} as const;

/**
 * The closed vocabulary of characteristics: those on the units in the pack, and the unit
 * categories and races the product spec (§3) names that no unit carries yet (Mounted, Beast,
 * Construct, Undead), so a sheet or a published pack may use them.
 */
export const CHARACTERISTIC_IDS = [
  // unit kinds and roles
  'infantry',
  'mounted',
  'cavalry',
  'character',
  'companion',
  'high-command',
  'colossal-company',
  'mercenary',
  // peoples
  'human',
  'orc',
  'dwarf',
  'ghent',
  'elf',
  'aestari',
  'alven',
  'varank',
  'nemorous',
  'syenann',
  'red-cap',
  'beast',
  'construct',
  'undead',
  // Scions of Yaldabaoth flesh and traits
  'living-flesh',
  'dead-flesh',
  'risen',
  'darkminded',
  'projectile',
  // other traits
  'ashen',
  'fog',
  'shadow',
] as const;

export const GLOSSARY_KINDS = {
  characteristic: 'characteristic',
  keyword: 'keyword',
  specialRule: 'special-rule',
} as const;

/** The reference-sheet column a correction applies to. */
export const CORRECTION_FIELDS = {
  faction: 'faction',
  nameEn: 'name.en',
  nameEs: 'name.es',
  characteristics: 'characteristics',
  keywords: 'keywords',
  specialRules: 'specialRules',
} as const;

/** Largest points value a game size (preset or custom) may have. */
export const MAX_GAME_POINTS = 10_000;
