import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';
import { ISSUE_CODE_LIST, RULE_SEVERITIES } from './issues';
import { SLUG_PATTERN } from './slug';
import {
  CHARACTERISTIC_IDS,
  CORRECTION_FIELDS,
  FACTION_IDS,
  GLOSSARY_KINDS,
  MAX_GAME_POINTS,
  UNIT_TYPES,
} from './data-pack-values';

// The plain values the schemas are built from live in `data-pack-values.ts`, so code that needs
// only them does not build every schema; they are exported from here as well.
export {
  CHARACTERISTIC_IDS,
  CORRECTION_FIELDS,
  FACTION_IDS,
  GLOSSARY_KINDS,
  localise,
  MAX_GAME_POINTS,
  UNIT_TYPES,
} from './data-pack-values';

/* ---------- languages and localised text ---------- */

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const localisedTextSchema = z.strictObject({
  en: z.string().trim().min(1),
  es: z.string().trim().min(1).optional(),
  fr: z.string().trim().min(1).optional(),
});
export type LocalisedText = z.infer<typeof localisedTextSchema>;

/** Localised text that must exist in every language (glossary descriptions). */
export const fullyLocalisedTextSchema = z.strictObject({
  en: z.string().trim().min(1),
  es: z.string().trim().min(1),
  fr: z.string().trim().min(1),
});
export type FullyLocalisedText = z.infer<typeof fullyLocalisedTextSchema>;

/* ---------- ids ---------- */

export const slugSchema = z.string().regex(SLUG_PATTERN);

export const factionIdSchema = z.enum(FACTION_IDS);
export type FactionId = z.infer<typeof factionIdSchema>;

export const unitTypeSchema = z.enum(UNIT_TYPES);
export type UnitType = z.infer<typeof unitTypeSchema>;

export const characteristicIdSchema = z.enum(CHARACTERISTIC_IDS);
export type CharacteristicId = z.infer<typeof characteristicIdSchema>;

/* ---------- keywords and special rules ---------- */

/** A keyword or special rule: `Join (Infantry, Orc)` is `{ id: 'join', params: ['Infantry', 'Orc'] }`. */
export const keywordSchema = z.strictObject({
  id: slugSchema,
  params: z.array(z.string().trim().min(1)).min(1).optional(),
});
export type Keyword = z.infer<typeof keywordSchema>;

/* ---------- factions and units ---------- */

export const hexColourSchema = z.string().regex(/^#[0-9a-f]{6}$/);

export const factionSchema = z.strictObject({
  id: factionIdSchema,
  name: localisedTextSchema,
  accentColour: hexColourSchema,
});
export type Faction = z.infer<typeof factionSchema>;

const countSchema = z.int().min(0);

const uniqueItems = <Item>(items: readonly Item[]) => new Set(items).size === items.length;

export const unitSchema = z.strictObject({
  id: slugSchema,
  factionId: factionIdSchema,
  name: localisedTextSchema,
  type: unitTypeSchema,
  command: countSchema,
  avb: countSchema,
  characteristics: z.array(characteristicIdSchema).refine(uniqueItems, { message: 'duplicate-characteristic' }),
  keywords: z.array(keywordSchema),
  specialRules: z.array(keywordSchema),
  highCommand: z.boolean(),
  points: countSchema,
  companionOf: slugSchema.nullable(),
  tournamentLegal: z.boolean(),
});
export type Unit = z.infer<typeof unitSchema>;

/* ---------- glossary ---------- */

export const glossaryKindSchema = z.enum(GLOSSARY_KINDS);
export type GlossaryKind = z.infer<typeof glossaryKindSchema>;

/** One term. The same id may appear once per kind (a term can be both a keyword and a special rule). */
export const glossaryEntrySchema = z.strictObject({
  id: slugSchema,
  kind: glossaryKindSchema,
  name: localisedTextSchema,
  description: fullyLocalisedTextSchema,
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/* ---------- corrections to the reference sheets ---------- */

export const correctionFieldSchema = z.enum(CORRECTION_FIELDS);
export type CorrectionField = z.infer<typeof correctionFieldSchema>;

/** A reference cell we changed: `from` is the cell as published, `to` the cell as we read it. */
export const correctionSchema = z.strictObject({
  unitId: slugSchema,
  field: correctionFieldSchema,
  from: z.string(),
  to: z.string(),
  note: z.string().trim().min(1),
});
export type Correction = z.infer<typeof correctionSchema>;

/* ---------- army-building rules ---------- */

export const gameSizePresetSchema = z.strictObject({
  id: slugSchema,
  name: localisedTextSchema,
  points: z.int().min(1).max(MAX_GAME_POINTS),
});
export type GameSizePreset = z.infer<typeof gameSizePresetSchema>;

/**
 * Composition rules live in the pack so an erratum is a data change: the game sizes offered,
 * and how severe each validation rule is (`off` switches a rule off). Codes the pack does not
 * mention use the defaults in `issues.ts`.
 */
export const armyRulesSchema = z
  .strictObject({
    gameSizes: z.array(gameSizePresetSchema).min(1),
    defaultGameSizeId: slugSchema,
    severities: z.partialRecord(z.enum(ISSUE_CODE_LIST), z.enum(RULE_SEVERITIES)),
  })
  .refine((rules) => rules.gameSizes.some((size) => size.id === rules.defaultGameSizeId), {
    message: 'unknown-default-game-size',
    path: ['defaultGameSizeId'],
  });
export type ArmyRules = z.infer<typeof armyRulesSchema>;

/* ---------- the pack ---------- */

export const dataPackSchema = z.strictObject({
  version: z.string().trim().min(1),
  factions: z.array(factionSchema),
  units: z.array(unitSchema),
  glossary: z.array(glossaryEntrySchema),
  corrections: z.array(correctionSchema),
  armyRules: armyRulesSchema,
});
export type DataPack = z.infer<typeof dataPackSchema>;

/** Everything in a pack except its version, i.e. what the version is computed from. */
export type DataPackContent = Omit<DataPack, 'version'>;
