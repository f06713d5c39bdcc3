import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { CloudList, ListVerdict, PublicList, SharedListResponse } from '../../../contracts/lists';
import type { ArmyList } from '../../../domain/army/army-list';
import type { Orm } from '../../db/database';
import { profiles } from '../profiles/schema';
import { armyLists, type ArmyListRow } from './schema';
import type { ListChecker } from './verdict';

type ListRow = Pick<ArmyListRow, 'list' | 'verdict' | 'isPublic' | 'shortCode' | 'updatedAt'>;

/** What a member's own list answers carry. */
const listColumns = {
  list: armyLists.list,
  verdict: armyLists.verdict,
  isPublic: armyLists.isPublic,
  shortCode: armyLists.shortCode,
  updatedAt: armyLists.updatedAt,
};

/** The stored verdict, or one made now for a list saved before verdicts were stored. */
async function verdictOf(row: Pick<ListRow, 'list' | 'verdict'>, check: ListChecker): Promise<ListVerdict> {
  return row.verdict ?? check(row.list);
}

const cloudList = async (row: ListRow, check: ListChecker): Promise<CloudList> => ({
  list: row.list,
  verdict: await verdictOf(row, check),
  public: row.isPublic,
  shortCode: row.shortCode,
  savedAt: row.updatedAt.toISOString(),
});

/** Members others can see: not banned, not deactivated. */
const visibleOwner = and(
  eq(profiles.id, armyLists.ownerId),
  eq(profiles.banned, false),
  eq(profiles.deactivated, false),
);

/** How a save is to be made: visibility (unchanged when undefined), the limit for a new list, a fresh link, the verdict. */
interface SaveOptions {
  public: boolean | undefined;
  limit: number;
  shortCode: () => string;
  verdict: ListVerdict;
}

export type SaveOutcome =
  | { kind: 'saved'; created: boolean; stored: CloudList }
  | { kind: 'newer-copy'; stored: CloudList }
  | { kind: 'too-many' };

/** Queries on army_lists. `check` gives the verdict of lists stored without one. */
export function listsRepository(orm: Orm, check: ListChecker) {
  /**
   * A save of a list the member already keeps, with a clock no older than the stored copy's, in
   * one statement: the row is locked by the UPDATE itself and the limit on lists does not apply,
   * so no transaction is needed. Undefined when no row matched (a new list, or a newer copy
   * stored), which the transaction in save() then settles.
   */
  async function updateInPlace(
    ownerId: string,
    list: ArmyList,
    options: Omit<SaveOptions, 'limit'>,
  ): Promise<ListRow | undefined> {
    const listUpdatedAt = new Date(list.updatedAt);
    // On the right of SET, columns name the stored row as it was before this update.
    const isPublic = options.public === undefined ? sql`${armyLists.isPublic}` : sql`${options.public}`;
    const [row] = await orm
      .update(armyLists)
      .set({
        name: list.name,
        factionId: list.factionId,
        list,
        verdict: options.verdict,
        legal: options.verdict.legal,
        listUpdatedAt,
        isPublic,
        publishedAt: sql`CASE WHEN NOT ${isPublic} THEN NULL
          WHEN ${armyLists.isPublic} THEN ${armyLists.publishedAt} ELSE now() END`,
        // A list that stays or turns public keeps its link, or gets one now; a private one keeps what it has.
        ...(options.public === false
          ? {}
          : {
              shortCode: sql`COALESCE(${armyLists.shortCode}, CASE WHEN ${isPublic} THEN ${options.shortCode()} END)`,
            }),
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(armyLists.ownerId, ownerId), eq(armyLists.id, list.id), lte(armyLists.listUpdatedAt, listUpdatedAt)),
      )
      .returning(listColumns);
    return row;
  }

  return {
    /** The verdict on a list, as the builder gives it, against the data version the list names. */
    check,

    async mine(ownerId: string): Promise<CloudList[]> {
      const rows = await orm
        .select(listColumns)
        .from(armyLists)
        .where(eq(armyLists.ownerId, ownerId))
        .orderBy(desc(armyLists.listUpdatedAt), asc(armyLists.id));
      return Promise.all(rows.map((row) => cloudList(row, check)));
    },

    async find(ownerId: string, id: string): Promise<CloudList | null> {
      const [row] = await orm
        .select(listColumns)
        .from(armyLists)
        .where(and(eq(armyLists.ownerId, ownerId), eq(armyLists.id, id)));
      return row ? cloudList(row, check) : null;
    },

    /**
     * Creates or updates the owner's list with this id, in one transaction. A copy saved later
     * than this one (by the list's own clock) is kept and returned instead; a new list past the
     * limit is refused. `shortCode` is used only if the list becomes public without one;
     * `verdict` is stored with it.
     */
    async save(ownerId: string, list: ArmyList, options: SaveOptions): Promise<SaveOutcome> {
      const updated = await updateInPlace(ownerId, list, options);
      if (updated) return { kind: 'saved', created: false, stored: await cloudList(updated, check) };
      return orm.transaction(async (tx) => {
        // One statement: locks the member's row (so two first saves cannot both pass the limit),
        // and reads what the save depends on: this list's clock and link, and how many lists the
        // member keeps. The stored copy itself is read only when it wins.
        const [owner] = await tx
          .select({
            listUpdatedAt: armyLists.listUpdatedAt,
            isPublic: armyLists.isPublic,
            shortCode: armyLists.shortCode,
            lists: sql<number>`(SELECT count(*) FROM ${armyLists} WHERE ${armyLists.ownerId} = ${ownerId})::int`,
          })
          .from(profiles)
          .leftJoin(armyLists, and(eq(armyLists.ownerId, profiles.id), eq(armyLists.id, list.id)))
          .where(eq(profiles.id, ownerId))
          .for('update', { of: profiles });
        const current = owner?.listUpdatedAt ? { isPublic: owner.isPublic!, shortCode: owner.shortCode } : undefined;
        if (owner?.listUpdatedAt && owner.listUpdatedAt.getTime() > Date.parse(list.updatedAt)) {
          const [stored] = await tx
            .select(listColumns)
            .from(armyLists)
            .where(and(eq(armyLists.ownerId, ownerId), eq(armyLists.id, list.id)));
          return { kind: 'newer-copy', stored: await cloudList(stored!, check) };
        }
        if (!current && (owner?.lists ?? 0) >= options.limit) return { kind: 'too-many' };
        const isPublic = options.public ?? current?.isPublic ?? false;
        const shortCode = current?.shortCode ?? (isPublic ? options.shortCode() : null);
        const [row] = await tx
          .insert(armyLists)
          .values({
            ownerId,
            id: list.id,
            name: list.name,
            factionId: list.factionId,
            list,
            listUpdatedAt: new Date(list.updatedAt),
            isPublic,
            publishedAt: isPublic ? sql`now()` : null,
            shortCode,
            verdict: options.verdict,
            legal: options.verdict.legal,
          })
          .onConflictDoUpdate({
            target: [armyLists.ownerId, armyLists.id],
            set: {
              name: sql`excluded.name`,
              factionId: sql`excluded.faction_id`,
              list: sql`excluded.list`,
              verdict: sql`excluded.verdict`,
              legal: sql`excluded.legal`,
              listUpdatedAt: sql`excluded.list_updated_at`,
              isPublic: sql`excluded.is_public`,
              publishedAt: sql`CASE
                WHEN NOT excluded.is_public THEN NULL
                WHEN ${armyLists.isPublic} THEN ${armyLists.publishedAt}
                ELSE now() END`,
              shortCode: sql`COALESCE(${armyLists.shortCode}, excluded.short_code)`,
              updatedAt: sql`now()`,
            },
          })
          .returning(listColumns);
        return { kind: 'saved', created: !current, stored: await cloudList(row!, check) };
      });
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(armyLists)
        .where(and(eq(armyLists.ownerId, ownerId), eq(armyLists.id, id)))
        .returning({ id: armyLists.id });
      return rows.length > 0;
    },

    /** Gives the list a short code if it has none; null when there is no such list. */
    async shortCode(ownerId: string, id: string, fresh: string): Promise<string | null> {
      const [row] = await orm
        .update(armyLists)
        .set({ shortCode: sql`COALESCE(${armyLists.shortCode}, ${fresh})` })
        .where(and(eq(armyLists.ownerId, ownerId), eq(armyLists.id, id)))
        .returning({ shortCode: armyLists.shortCode });
      return row?.shortCode ?? null;
    },

    /** A list by its short code, with its owner while the owner's profile is visible. */
    async byShortCode(code: string): Promise<SharedListResponse | null> {
      const [row] = await orm
        .select({
          ...listColumns,
          owner: {
            id: profiles.id,
            username: profiles.username,
            wab_id: profiles.wabId,
            avatar_url: profiles.avatarUrl,
          },
        })
        .from(armyLists)
        .leftJoin(profiles, visibleOwner)
        .where(eq(armyLists.shortCode, code));
      if (!row) return null;
      return {
        list: row.list,
        verdict: await verdictOf(row, check),
        owner: row.owner,
        public: row.isPublic,
        savedAt: row.updatedAt.toISOString(),
      };
    },

    /** A visible member's public lists, most recently published first. */
    async publicOf(ownerId: string, limit: number): Promise<PublicList[]> {
      const rows = await orm
        .select({
          id: armyLists.id,
          name: armyLists.name,
          factionId: armyLists.factionId,
          shortCode: armyLists.shortCode,
          publishedAt: armyLists.publishedAt,
          listUpdatedAt: armyLists.listUpdatedAt,
          legal: armyLists.legal,
          /** Only for a list stored before verdicts were, to check it now. */
          list: sql<ArmyList | null>`CASE WHEN ${armyLists.legal} IS NULL THEN ${armyLists.list} END`.mapWith(
            armyLists.list,
          ),
          unitCount: sql<number>`COALESCE((
            SELECT sum((e->>'quantity')::int) FROM jsonb_array_elements(${armyLists.list}->'entries') e
          ), 0)::int`,
        })
        .from(armyLists)
        .innerJoin(profiles, visibleOwner)
        .where(and(eq(armyLists.ownerId, ownerId), eq(armyLists.isPublic, true), isNotNull(armyLists.shortCode)))
        .orderBy(desc(armyLists.publishedAt), asc(armyLists.id))
        .limit(limit);
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          name: row.name,
          factionId: row.factionId,
          // The filter above keeps only lists with both; a public list always has a publish date.
          shortCode: row.shortCode!,
          unitCount: row.unitCount,
          legal: row.legal ?? (row.list === null ? false : (await check(row.list)).legal),
          publishedAt: row.publishedAt!.toISOString(),
          updatedAt: row.listUpdatedAt.toISOString(),
        })),
      );
    },
  };
}
export type ListsRepository = ReturnType<typeof listsRepository>;
