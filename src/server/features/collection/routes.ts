import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COLLECTION_ERROR_CODES,
  COLLECTION_PATH,
  collectionResponseSchema,
  saveCollectionBodySchema,
} from '../../../contracts/collection';
import { HttpError } from '../../http-error';
import { memberFirst, requireMember } from '../../plugins/auth-guard';

/**
 * /api/collection: how many of each unit a signed-in member (or a guest with a session) owns.
 * A save sends changed counts; each is kept only when it is later than the stored one, so a
 * device that was offline cannot undo a newer change from another. Times from the future are
 * taken as now, so a wrong clock cannot pin a count for good.
 */
export async function collectionRoutes(app: FastifyInstance): Promise<void> {
  const { collection } = app.repositories;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['collection'];
  routes.get(
    COLLECTION_PATH,
    { schema: { tags, response: { 200: collectionResponseSchema } } },
    async (request, reply) => {
      const member = await requireMember(app, request);
      return reply.header('cache-control', 'no-store').send(await collection.of(member.user.id));
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
    // A device's clock may run fast: a time from the future counts as now, so it cannot pin a count.
    const now = Date.now();
    await collection.merge(
      member.user.id,
      items.map((item) => ({ ...item, updatedAt: new Date(Math.min(Date.parse(item.updatedAt), now)) })),
    );
    const body = await collection.of(member.user.id);
    return reply.header('cache-control', 'no-store').send(body);
  });
}
