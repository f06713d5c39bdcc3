import { z } from 'zod';
import { factionIdSchema, MAX_GAME_POINTS, slugSchema, type ArmyRules, type DataPack } from './data-pack-schema';

/** Limits that keep a list (and its share code) bounded; far above any real army. */
export const LIST_LIMITS = {
  nameLength: 100,
  entries: 120,
  quantity: 20,
} as const;

export const listIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Entry ids are short and only unique within their list: `e1`, `e2`… */
export const entryIdSchema = z.string().regex(/^e[0-9]{1,6}$/);

export const dataVersionSchema = z.string().regex(/^[A-Za-z0-9.-]{1,40}$/);

export const gameSizeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('preset'), presetId: slugSchema }),
  z.strictObject({ kind: z.literal('custom'), points: z.int().min(1).max(MAX_GAME_POINTS) }),
]);
export type GameSize = z.infer<typeof gameSizeSchema>;

/** Unpaired UTF-16 surrogates and control characters: text that cannot round-trip or print. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const LIST_NAME_ERRORS = { tooLong: 'name.too_long', unprintable: 'name.unprintable' } as const;
export type ListNameError = (typeof LIST_NAME_ERRORS)[keyof typeof LIST_NAME_ERRORS];

/** The list name: trimmed, at most 100 characters (an empty name shows as "Untitled list"). */
export const listNameSchema = z
  .string()
  .trim()
  .max(LIST_LIMITS.nameLength, { message: LIST_NAME_ERRORS.tooLong })
  .refine((name) => !UNPRINTABLE.test(name), { message: LIST_NAME_ERRORS.unprintable });

export const listEntrySchema = z.strictObject({
  id: entryIdSchema,
  /** Any slug: a unit the current pack does not know is reported by validation, not dropped. */
  unitId: slugSchema,
  quantity: z.int().min(1).max(LIST_LIMITS.quantity),
  /** The unit entry this character has joined, or null. */
  attachedTo: entryIdSchema.nullable(),
  /** The unit's points when the list was last saved, so later changes can be flagged. */
  savedPoints: z.int().min(0).nullable(),
});
export type ListEntry = z.infer<typeof listEntrySchema>;

export const armyListSchema = z
  .strictObject({
    id: listIdSchema,
    name: listNameSchema,
    factionId: factionIdSchema,
    gameSize: gameSizeSchema,
    tournament: z.boolean(),
    entries: z.array(listEntrySchema).max(LIST_LIMITS.entries),
    dataVersion: dataVersionSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .refine((list) => new Set(list.entries.map((entry) => entry.id)).size === list.entries.length, {
    message: 'duplicate-entry-id',
    path: ['entries'],
  });
export type ArmyList = z.infer<typeof armyListSchema>;

/** The points limit of a game size, or null when a preset is not in the pack. */
export function gameSizePoints(size: GameSize, rules: ArmyRules): number | null {
  if (size.kind === 'custom') return size.points;
  return rules.gameSizes.find((preset) => preset.id === size.presetId)?.points ?? null;
}

export interface NewListInput {
  id: string;
  factionId: ArmyList['factionId'];
  /** ISO timestamp; the domain never reads the clock. */
  now: string;
  name?: string;
}

/** An empty list for a faction at the pack's default game size. */
export function createList(input: NewListInput, pack: DataPack): ArmyList {
  return {
    id: input.id,
    name: input.name ?? '',
    factionId: input.factionId,
    gameSize: { kind: 'preset', presetId: pack.armyRules.defaultGameSizeId },
    tournament: false,
    entries: [],
    dataVersion: pack.version,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/** The next free entry id of a list (`e1`, `e2`…). */
export function nextEntryId(list: Pick<ArmyList, 'entries'>): string {
  let highest = 0;
  for (const entry of list.entries) highest = Math.max(highest, Number(entry.id.slice(1)) || 0);
  return `e${highest + 1}`;
}
