import type { CloudList, ListVerdict, PublicList, SharedListResponse } from '../../../contracts/lists';
import type { ArmyList } from '../../../domain/army/army-list';
import type { SqlExecutor } from '../../db/database';
import { summaryColumns, summaryFrom, visible } from '../social';
import type { ListChecker } from './verdict';

interface ListRow {
  list: ArmyList | string;
  verdict: ListVerdict | string | null;
  is_public: boolean;
  short_code: string | null;
  updated_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
/** jsonb comes back parsed from both drivers; a string is parsed for safety. */
const listOf = (value: ArmyList | string): ArmyList => (typeof value === 'string' ? JSON.parse(value) : value);

/** The stored verdict, or one made now for a list saved before verdicts were stored. */
async function verdictOf(row: ListRow, check: ListChecker): Promise<ListVerdict> {
  if (row.verdict !== null) return typeof row.verdict === 'string' ? JSON.parse(row.verdict) : row.verdict;
  return check(listOf(row.list));
}

const cloudList = async (row: ListRow, check: ListChecker): Promise<CloudList> => ({
  list: listOf(row.list),
  verdict: await verdictOf(row, check),
  public: row.is_public,
  shortCode: row.short_code,
  savedAt: iso(row.updated_at),
});

const LIST_COLUMNS = 'list, verdict, is_public, short_code, updated_at';

export type SaveOutcome =
  | { kind: 'saved'; created: boolean; stored: CloudList }
  | { kind: 'newer-copy'; stored: CloudList }
  | { kind: 'too-many' };

/**
 * Queries on army_lists; `save` must run inside a transaction (the routes do so). `check` gives
 * the verdict of lists stored without one.
 */
export function listsRepository(sql: SqlExecutor, check: ListChecker) {
  return {
    async mine(ownerId: string): Promise<CloudList[]> {
      const rows = await sql.query<ListRow>(
        `SELECT ${LIST_COLUMNS} FROM army_lists
         WHERE owner_id = $1 ORDER BY list_updated_at DESC, id`,
        [ownerId],
      );
      return Promise.all(rows.map((row) => cloudList(row, check)));
    },

    async find(ownerId: string, id: string): Promise<CloudList | null> {
      const [row] = await sql.query<ListRow>(`SELECT ${LIST_COLUMNS} FROM army_lists WHERE owner_id = $1 AND id = $2`, [
        ownerId,
        id,
      ]);
      return row ? cloudList(row, check) : null;
    },

    /**
     * Creates or updates the owner's list with this id. A copy saved later than this one (by the
     * list's own clock) is kept and returned instead; a new list past the limit is refused.
     * `shortCode` is used only if the list becomes public without one; `verdict` is stored with it.
     */
    async save(
      ownerId: string,
      list: ArmyList,
      options: { public: boolean | undefined; limit: number; shortCode: () => string; verdict: ListVerdict },
    ): Promise<SaveOutcome> {
      // Locks the member's row so two first saves cannot both pass the limit.
      await sql.query('SELECT id FROM profiles WHERE id = $1 FOR UPDATE', [ownerId]);
      const [current] = await sql.query<ListRow & { list_updated_at: Date | string }>(
        `SELECT ${LIST_COLUMNS}, list_updated_at FROM army_lists
         WHERE owner_id = $1 AND id = $2`,
        [ownerId, list.id],
      );
      if (current && new Date(current.list_updated_at).getTime() > Date.parse(list.updatedAt)) {
        return { kind: 'newer-copy', stored: await cloudList(current, check) };
      }
      if (!current) {
        const [{ count } = { count: 0 }] = await sql.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM army_lists WHERE owner_id = $1',
          [ownerId],
        );
        if (count >= options.limit) return { kind: 'too-many' };
      }
      const isPublic = options.public ?? current?.is_public ?? false;
      const shortCode = current?.short_code ?? (isPublic ? options.shortCode() : null);
      const [row] = await sql.query<ListRow>(
        `INSERT INTO army_lists
           (owner_id, id, name, faction_id, list, list_updated_at, is_public, published_at, short_code, verdict, legal)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, CASE WHEN $7 THEN now() END, $8, $9::jsonb, $10)
         ON CONFLICT (owner_id, id) DO UPDATE SET
           name = excluded.name,
           faction_id = excluded.faction_id,
           list = excluded.list,
           verdict = excluded.verdict,
           legal = excluded.legal,
           list_updated_at = excluded.list_updated_at,
           is_public = excluded.is_public,
           published_at = CASE
             WHEN NOT excluded.is_public THEN NULL
             WHEN army_lists.is_public THEN army_lists.published_at
             ELSE now() END,
           short_code = COALESCE(army_lists.short_code, excluded.short_code),
           updated_at = now()
         RETURNING ${LIST_COLUMNS}`,
        [
          ownerId,
          list.id,
          list.name,
          list.factionId,
          JSON.stringify(list),
          list.updatedAt,
          isPublic,
          shortCode,
          JSON.stringify(options.verdict),
          options.verdict.legal,
        ],
      );
      return { kind: 'saved', created: !current, stored: await cloudList(row!, check) };
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const rows = await sql.query('DELETE FROM army_lists WHERE owner_id = $1 AND id = $2 RETURNING id', [
        ownerId,
        id,
      ]);
      return rows.length > 0;
    },

    /** Gives the list a short code if it has none; null when there is no such list. */
    async shortCode(ownerId: string, id: string, fresh: string): Promise<string | null> {
      const [row] = await sql.query<{ short_code: string }>(
        `UPDATE army_lists SET short_code = COALESCE(short_code, $3)
         WHERE owner_id = $1 AND id = $2 RETURNING short_code`,
        [ownerId, id, fresh],
      );
      return row?.short_code ?? null;
    },

    /** A list by its short code, with its owner while the owner's profile is visible. */
    async byShortCode(code: string): Promise<SharedListResponse | null> {
      const [row] = await sql.query<ListRow & Record<string, unknown>>(
        `SELECT l.list, l.verdict, l.is_public, l.short_code, l.updated_at, ${summaryColumns('p', 'o_')}
         FROM army_lists l LEFT JOIN profiles p ON p.id = l.owner_id AND ${visible('p')}
         WHERE l.short_code = $1`,
        [code],
      );
      if (!row) return null;
      return {
        list: listOf(row.list),
        verdict: await verdictOf(row, check),
        owner: row.o_id ? summaryFrom(row, 'o_') : null,
        public: row.is_public,
        savedAt: iso(row.updated_at),
      };
    },

    /** A visible member's public lists, most recently published first. */
    async publicOf(ownerId: string, limit: number): Promise<PublicList[]> {
      const rows = await sql.query<{
        id: string;
        name: string;
        faction_id: string;
        short_code: string;
        unit_count: number;
        published_at: Date | string;
        list_updated_at: Date | string;
        legal: boolean | null;
        /** Only for a list stored before verdicts were, to check it now. */
        list: ArmyList | string | null;
      }>(
        `SELECT l.id, l.name, l.faction_id, l.short_code, l.published_at, l.list_updated_at, l.legal,
                CASE WHEN l.legal IS NULL THEN l.list END AS list,
                COALESCE((SELECT sum((e->>'quantity')::int) FROM jsonb_array_elements(l.list->'entries') e), 0)::int
                  AS unit_count
         FROM army_lists l JOIN profiles p ON p.id = l.owner_id AND ${visible('p')}
         WHERE l.owner_id = $1 AND l.is_public AND l.short_code IS NOT NULL
         ORDER BY l.published_at DESC, l.id
         LIMIT $2`,
        [ownerId, limit],
      );
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          name: row.name,
          factionId: row.faction_id,
          shortCode: row.short_code,
          unitCount: row.unit_count,
          legal: row.legal ?? (row.list === null ? false : (await check(listOf(row.list))).legal),
          publishedAt: iso(row.published_at),
          updatedAt: iso(row.list_updated_at),
        })),
      );
    },
  };
}
