import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COLLECTION_ERROR_CODES,
  COLLECTION_PATH,
  collectionResponseSchema,
  saveCollectionBodySchema,
  type CollectionResponse,
} from '../../../contracts/collection';
import type { CollectionItem } from '../../../domain/army/collection';
import type { SqlExecutor } from '../../db/database';
import { HttpError } from '../../http-error';
import { memberFirst, requireMember } from '../../plugins/auth-guard';

interface ItemRow {
  unit_id: string;
  count: number;
  updated_at: Date | string;
}

const toItem = (row: ItemRow): CollectionItem => ({
  unitId: row.unit_id,
  count: row.count,
  updatedAt: (row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at)).toISOString(),
});

async function collectionOf(sql: SqlExecutor, ownerId: string): Promise<CollectionResponse> {
  const rows = await sql.query<ItemRow>(
    'SELECT unit_id, count, updated_at FROM collection_items WHERE owner_id = $1 ORDER BY unit_id',
    [ownerId],
  );
  return { items: rows.map(toItem) };
}

/**
 * /api/collection: how many of each unit a signed-in member (or a guest with a session) owns.
 * A save sends changed counts; each is kept only when it is later than the stored one, so a
 * device that was offline cannot undo a newer change from another. Times from the future are
 * taken as now, so a wrong clock cannot pin a count for good.
 */
export async function collectionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['collection'];
  routes.get(
    COLLECTION_PATH,
    { schema: { tags, response: { 200: collectionResponseSchema } } },
    async (request, reply) => {
      const member = await requireMember(app, request);
      return reply.header('cache-control', 'no-store').send(await collectionOf(app.db, member.user.id));
    },
  );

  const save = { tags, body: saveCollectionBodySchema, response: { 200: collectionResponseSchema } };
  routes.put(COLLECTION_PATH, { schema: save, preValidation: memberFirst(app) }, async (request, reply) => {
    const member = await requireMember(app, request);
    const { items } = request.body;
    const known = new Set((await app.dataPacks.current()).pack.units.map((unit) => unit.id));
    const unknown = items.filter((item) => !known.has(item.unitId)).map((item) => item.unitId);
    if (unknown.length > 0) {
      throw new HttpError(
        400,
        COLLECTION_ERROR_CODES.unknownUnit,
        `Unknown units: ${unknown.slice(0, 10).join(', ')}.`,
        {
          unitIds: unknown,
        },
      );
    }
    const now = Date.now();
    const body = await app.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO collection_items (owner_id, unit_id, count, updated_at)
         SELECT $1, item.unit_id, item.count, item.updated_at
         FROM jsonb_to_recordset($2::jsonb) AS item(unit_id text, count integer, updated_at timestamptz)
         ON CONFLICT (owner_id, unit_id) DO UPDATE SET count = EXCLUDED.count, updated_at = EXCLUDED.updated_at
         WHERE EXCLUDED.updated_at > collection_items.updated_at
            OR (EXCLUDED.updated_at = collection_items.updated_at AND EXCLUDED.count > collection_items.count)`,
        [
          member.user.id,
          JSON.stringify(
            items.map((item) => ({
              unit_id: item.unitId,
              count: item.count,
              updated_at: new Date(Math.min(Date.parse(item.updatedAt), now)).toISOString(),
            })),
          ),
        ],
      );
      return collectionOf(tx, member.user.id);
    });
    return reply.header('cache-control', 'no-store').send(body);
  });
}
