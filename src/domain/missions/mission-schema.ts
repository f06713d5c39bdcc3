import { z } from 'zod';

/**
 * Missions and feats in our own format. Texts are short summaries in our own words, in en, es
 * and fr. The structured parts (rounds, turns, objective markers, VP rules) are what the game
 * tracker reads to offer scoring buttons; each VP rule's description is also the scoring text
 * people read, so the two can never disagree.
 */

export const localisedTextSchema = z.object({
  en: z.string().trim().min(1),
  es: z.string().trim().min(1),
  fr: z.string().trim().min(1),
});
export type LocalisedText = z.infer<typeof localisedTextSchema>;

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const SCORING_TIMINGS = ['end_of_round', 'end_of_game', 'immediate'] as const;
export type ScoringTiming = (typeof SCORING_TIMINGS)[number];

/**
 * How a rule is read from who controls which objective marker, for the rules the table decides:
 * `held` counts the player's markers of these kinds (a yes/no rule: at least `min` of them),
 * `more` compares them with the rival's, `as-many` is at least one and no fewer than the rival,
 * `rival-none` is the rival holding none. A player's markers of an `own`/`opponent` kind are only
 * those of their seat, unless `anySeat` (loot a player carries, whoever's colour it is).
 */
export const TABLE_READINGS = ['held', 'more', 'as-many', 'rival-none'] as const;
export const tableReadingSchema = z.object({
  kind: z.enum(TABLE_READINGS),
  markers: z.array(id).min(1),
  /** For `held` yes/no rules: how many markers it takes (1 when left out). */
  min: z.number().int().min(1).max(12).optional(),
  anySeat: z.boolean().optional(),
});
export type TableReading = z.infer<typeof tableReadingSchema>;

/** One way to score victory points. `perUnit` rules score `points` for each counted thing. */
export const vpRuleSchema = z.object({
  id,
  timing: z.enum(SCORING_TIMINGS),
  points: z.number().int().min(0).max(20),
  /** Scores `points` for each marker/unit/token counted, instead of once. */
  perUnit: z.boolean().default(false),
  /** The most this rule can give in a whole game, when limited. */
  maxPerGame: z.number().int().positive().optional(),
  description: localisedTextSchema,
  /** Filled in from the objectives held, when the table decides it (otherwise entered by hand). */
  fromTable: tableReadingSchema.optional(),
});
export type VpRule = z.infer<typeof vpRuleSchema>;

export const MARKER_SIDES = ['neutral', 'own', 'opponent', 'special'] as const;

export const objectiveMarkerSchema = z.object({
  id,
  side: z.enum(MARKER_SIDES),
  /** Markers of this kind per game (for `own`/`opponent`: per player). */
  count: z.number().int().min(0).max(12),
  label: localisedTextSchema,
});

export const gameStructureSchema = z.object({
  rounds: z.number().int().min(1).max(10),
  /** Turns in each round; one number per round. */
  turnsPerRound: z.array(z.number().int().min(1).max(10)).min(1),
  /** The game also ends when a company has no units left on the battlefield. */
  endsWhenCompanyDestroyed: z.boolean(),
});

export const missionSchema = z
  .object({
    id,
    kind: z.enum(['official', 'community']),
    /** Who designed a community mission; credited wherever it is shown. */
    author: z.string().min(1).optional(),
    name: localisedTextSchema,
    summary: localisedTextSchema,
    setup: z.array(localisedTextSchema).min(1),
    special: z.array(localisedTextSchema).default([]),
    structure: gameStructureSchema,
    markers: z.array(objectiveMarkerSchema),
    vpRules: z.array(vpRuleSchema).min(1),
  })
  .refine((mission) => mission.kind === 'official' || Boolean(mission.author), {
    message: 'A community mission credits its author',
    path: ['author'],
  })
  .refine((mission) => mission.structure.turnsPerRound.length === mission.structure.rounds, {
    message: 'turnsPerRound needs one entry per round',
    path: ['structure', 'turnsPerRound'],
  })
  .refine(
    (mission) =>
      mission.vpRules.every((rule) =>
        (rule.fromTable?.markers ?? []).every((marker) => mission.markers.some((each) => each.id === marker)),
      ),
    { message: 'A rule read from the table names only markers of its mission', path: ['vpRules'] },
  );
export type Mission = z.infer<typeof missionSchema>;

export const featSchema = z.object({
  id,
  name: localisedTextSchema,
  summary: localisedTextSchema,
  vpRules: z.array(vpRuleSchema).min(1),
});
export type Feat = z.infer<typeof featSchema>;

/** Word lists for scenario names: a name is one opening phrase plus one place phrase. */
export const scenarioWordsSchema = z.object({
  openings: z.array(localisedTextSchema).min(2),
  places: z.array(localisedTextSchema).min(2),
});
export type ScenarioWords = z.infer<typeof scenarioWordsSchema>;

export const missionCatalogueSchema = z.object({
  missions: z.array(missionSchema).min(1),
  feats: z.array(featSchema).min(1),
  words: scenarioWordsSchema,
});
export type MissionCatalogue = z.infer<typeof missionCatalogueSchema>;
