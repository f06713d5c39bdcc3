import { asc, eq, sql } from 'drizzle-orm';
import type { CollectionResponse } from '../../../contracts/collection';
import type { CollectionItem } from '../../../domain/army/collection';
import type { Orm } from '../../db/database';
import { collectionItems, type CollectionItemRow } from './schema';

const toItem = (row: Pick<CollectionItemRow, 'unitId' | 'count' | 'updatedAt'>): CollectionItem => ({
  unitId: row.unitId,
  count: row.count,
  updatedAt: row.updatedAt.toISOString(),
});

/** A member's collection: how many of each unit they own, merged unit by unit from every device. */
export function collectionRepository(orm: Orm) {
  return {
    async of(ownerId: string): Promise<CollectionResponse> {
      const rows = await orm
        .select({ unitId: collectionItems.unitId, count: collectionItems.count, updatedAt: collectionItems.updatedAt })
        .from(collectionItems)
        .where(eq(collectionItems.ownerId, ownerId))
        .orderBy(asc(collectionItems.unitId));
      return { items: rows.map(toItem) };
    },

    /**
     * Keeps each count only when it was set later than the stored one (at the same moment, the
     * larger count), so an offline device cannot undo a newer change from another.
     */
    async merge(ownerId: string, items: ReadonlyArray<{ unitId: string; count: number; updatedAt: Date }>) {
      if (items.length === 0) return;
      await orm
        .insert(collectionItems)
        .values(items.map((item) => ({ ownerId, ...item })))
        .onConflictDoUpdate({
          target: [collectionItems.ownerId, collectionItems.unitId],
          set: { count: sql`excluded.count`, updatedAt: sql`excluded.updated_at` },
          setWhere: sql`excluded.updated_at > ${collectionItems.updatedAt}
            OR (excluded.updated_at = ${collectionItems.updatedAt} AND excluded.count > ${collectionItems.count})`,
        });
    },
  };
}
export type CollectionRepository = ReturnType<typeof collectionRepository>;
