import { desc, eq } from 'drizzle-orm';
import type { DataPack } from '../../../domain/army/data-pack-schema';
import { users } from '../../auth/schema';
import type { Orm } from '../../db/database';
import { dataPackVersions } from './schema';

/** Most published versions the admin's history lists. */
const HISTORY_LENGTH = 100;

/**
 * The unit data admins publish: every version kept, at most one active (the pack the server hands
 * out instead of the bundled one). Publishing and rolling back each run in one transaction, so two
 * versions are never active at once.
 */
export function versionsRepository(orm: Orm) {
  return {
    async publish(pack: DataPack, by: { userId: string; sourceName: string | null; notes: string | null }) {
      await orm.transaction(async (tx) => {
        await tx.update(dataPackVersions).set({ active: false }).where(eq(dataPackVersions.active, true));
        await tx
          .insert(dataPackVersions)
          .values({
            version: pack.version,
            pack,
            sourceName: by.sourceName,
            notes: by.notes,
            publishedBy: by.userId,
            active: true,
          })
          .onConflictDoUpdate({ target: dataPackVersions.version, set: { active: true } });
      });
    },

    /** The latest versions first, with who published each (their e-mail, while their account exists). */
    async history() {
      return orm
        .select({
          version: dataPackVersions.version,
          active: dataPackVersions.active,
          source_name: dataPackVersions.sourceName,
          notes: dataPackVersions.notes,
          published_by: users.email,
          createdAt: dataPackVersions.createdAt,
        })
        .from(dataPackVersions)
        .leftJoin(users, eq(users.id, dataPackVersions.publishedBy))
        .orderBy(desc(dataPackVersions.createdAt))
        .limit(HISTORY_LENGTH);
    },

    /**
     * Makes a published version the active one, or none (null: back to the bundled data). False
     * when no version has that name; nothing changes then.
     */
    async activate(version: string | null): Promise<boolean> {
      return orm.transaction(async (tx) => {
        if (version !== null) {
          const [known] = await tx
            .select({ id: dataPackVersions.id })
            .from(dataPackVersions)
            .where(eq(dataPackVersions.version, version));
          if (!known) return false;
        }
        await tx.update(dataPackVersions).set({ active: false }).where(eq(dataPackVersions.active, true));
        if (version !== null) {
          await tx.update(dataPackVersions).set({ active: true }).where(eq(dataPackVersions.version, version));
        }
        return true;
      });
    },
  };
}
