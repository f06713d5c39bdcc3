import { z } from 'zod';
import type { ArmyList } from './army-list';
import { slugSchema } from './data-pack-schema';

/**
 * A player's collection: how many of each unit they own. Each unit's count carries the time it
 * was set, so two devices merge unit by unit (the later change wins) and a count set to 0 still
 * travels as a change rather than vanishing.
 */
export const COLLECTION_LIMITS = {
  /** Most of one unit a collection records; far above any real shelf. */
  count: 999,
  /** Most units one collection (or one save of it) holds. */
  items: 1000,
} as const;

export const collectionCountSchema = z.int().min(0).max(COLLECTION_LIMITS.count);

/** Counts set before this are not real (the app did not exist); databases refuse some such years. */
const EARLIEST_CHANGE = Date.UTC(2000, 0, 1);

export const collectionItemSchema = z.strictObject({
  unitId: slugSchema.max(80),
  count: collectionCountSchema,
  /** When the count was set, as an ISO timestamp from the year 2000 on. */
  updatedAt: z.iso.datetime().refine((at) => Date.parse(at) >= EARLIEST_CHANGE, { message: 'Too early a time.' }),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** Unit id → its latest item. */
export type Collection = Readonly<Record<string, CollectionItem>>;

export const EMPTY_COLLECTION: Collection = Object.freeze({});

/** The later change; two changes made at the same moment settle on the larger count, on any device. */
function isNewer(a: CollectionItem, b: CollectionItem | undefined): boolean {
  if (!b) return true;
  const at = Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
  return at > 0 || (at === 0 && a.count > b.count);
}

/** Both collections joined unit by unit; where both have a unit, the later change wins. */
export function mergeCollections(mine: Collection, theirs: Iterable<CollectionItem>): Collection {
  const merged: Record<string, CollectionItem> = { ...mine };
  for (const item of theirs) if (isNewer(item, merged[item.unitId])) merged[item.unitId] = item;
  return merged;
}

/** The items of `mine` that `theirs` lacks or holds an older change of. */
export function newerItems(mine: Collection, theirs: Collection): CollectionItem[] {
  return Object.values(mine).filter((item) => isNewer(item, theirs[item.unitId]));
}

/**
 * Unit id → the ids of every unit that is the same model: a mercenary has one profile per faction
 * (`northern-tribes-vercana`, `syenann-vercana`…) with the same English name, and owning the model
 * means owning it for every faction. Other units map to themselves alone.
 */
export function sameModels(
  units: readonly { id: string; name: { en: string } }[],
): ReadonlyMap<string, readonly string[]> {
  const byName = new Map<string, string[]>();
  for (const unit of units) byName.set(unit.name.en, [...(byName.get(unit.name.en) ?? []), unit.id]);
  return new Map(units.map((unit) => [unit.id, byName.get(unit.name.en)!]));
}

/** Unit id → how many are owned, for units with a count above zero. */
export function ownedCounts(collection: Collection): ReadonlyMap<string, number> {
  return new Map(
    Object.values(collection)
      .filter((item) => item.count > 0)
      .map((item) => [item.unitId, item.count]),
  );
}

/** Unit id → how many models of it the list fields (every entry of that unit, each copy). */
export function listUsage(list: Pick<ArmyList, 'entries'>): ReadonlyMap<string, number> {
  const used = new Map<string, number>();
  for (const entry of list.entries) used.set(entry.unitId, (used.get(entry.unitId) ?? 0) + entry.quantity);
  return used;
}

export interface Shortfall {
  unitId: string;
  used: number;
  owned: number;
}

/**
 * The units a list fields more of than the collection holds. An empty collection means the player
 * does not keep one, so nothing falls short.
 */
export function collectionShortfalls(list: Pick<ArmyList, 'entries'>, owned: ReadonlyMap<string, number>): Shortfall[] {
  if (owned.size === 0) return [];
  const shortfalls: Shortfall[] = [];
  for (const [unitId, used] of listUsage(list)) {
    const have = owned.get(unitId) ?? 0;
    if (used > have) shortfalls.push({ unitId, used, owned: have });
  }
  return shortfalls;
}

/* ---------- rows read from a CSV file ---------- */

export const COLLECTION_ROW_ERRORS = {
  unknownUnit: 'unknown-unit',
  badCount: 'bad-count',
  duplicate: 'duplicate',
  missingUnit: 'missing-unit',
} as const;
export type CollectionRowError = (typeof COLLECTION_ROW_ERRORS)[keyof typeof COLLECTION_ROW_ERRORS];

export interface CollectionRowProblem {
  /** The line of the file, counting the heading as line 1. */
  line: number;
  error: CollectionRowError;
  /** What the line said for the unit and the count, as written. */
  unit: string;
  count: string;
}

export interface CollectionRowsResult {
  items: { unitId: string; count: number }[];
  problems: CollectionRowProblem[];
}

/**
 * Reads the rows of a collection file. A row names its unit by id or by name in any language
 * (`findUnit` decides) and gives a whole count from 0 to 999. Every row that cannot be used is
 * reported with its line; the caller applies nothing while any row is refused.
 */
export function readCollectionRows(
  rows: readonly { line: number; unit: string; count: string }[],
  findUnit: (text: string) => string | null,
): CollectionRowsResult {
  const items: CollectionRowsResult['items'] = [];
  const problems: CollectionRowProblem[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const unit = row.unit.trim();
    const count = row.count.trim();
    const problem = (error: CollectionRowError) => problems.push({ line: row.line, error, unit, count });
    if (unit === '') {
      problem(COLLECTION_ROW_ERRORS.missingUnit);
      continue;
    }
    const unitId = findUnit(unit);
    if (!unitId) {
      problem(COLLECTION_ROW_ERRORS.unknownUnit);
      continue;
    }
    const parsed = collectionCountSchema.safeParse(/^\d{1,4}$/.test(count) ? Number(count) : Number.NaN);
    if (!parsed.success) {
      problem(COLLECTION_ROW_ERRORS.badCount);
      continue;
    }
    if (seen.has(unitId)) {
      problem(COLLECTION_ROW_ERRORS.duplicate);
      continue;
    }
    seen.add(unitId);
    items.push({ unitId, count: parsed.data });
  }
  return { items, problems };
}
