import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATA_PACK_CACHE_CONTROL, DATA_PACK_PATH, dataPackResponseSchema } from '../../../contracts/data-pack';
import { isNulFree } from '../../../contracts/text';
import { HttpError } from '../../http-error';
import type { DataPackSource, PublishedDataPack } from './data-pack-source';
import { encodingFor } from '../../encoded-body';
import { matchesEtag } from '../../etag';
import { IMMUTABLE_CACHE_CONTROL } from '../../plugins/kept-assets';
import { VARY } from '../../vary';

export interface DataPackRoutesOptions {
  source: DataPackSource;
}

/** The pack as stored, compressed once per version, in the encoding the client accepts. */
function sendPack(request: FastifyRequest, reply: FastifyReply, published: PublishedDataPack) {
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.status(200).type('application/json; charset=utf-8').send(published.body[encoding ?? 'identity']);
}

/** A version that is too long or malformed is simply not found, so it stays a plain string. */
const packVersionParams = z.object({ version: z.string() });

export async function dataPackRoutes(app: FastifyInstance, { source }: DataPackRoutesOptions): Promise<void> {
  // The pack goes out as stored; the schema describes it.
  const schema = {
    tags: ['data'],
    response: { 200: dataPackResponseSchema, 304: z.null().describe('Not modified: the client has this version.') },
  };
  app.get(DATA_PACK_PATH, { schema }, async (request, reply) => {
    const published = await source.current();
    reply
      .header('ETag', published.etag)
      .header('Cache-Control', DATA_PACK_CACHE_CONTROL)
      .header('Vary', VARY.encoding)
      .header('X-Data-Version', published.version);
    if (matchesEtag(request.headers['if-none-match'], published.etag)) return reply.status(304).send();
    return sendPack(request, reply, published);
  });

  // One version, as it was published: it never changes, so it may be kept for good (a page drawn
  // with it preloads it from here). No answer schema: the bytes are the stored ones.
  const versionSchema = { tags: ['data'], params: packVersionParams };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/data-pack/versions/:version', { schema: versionSchema }, async (request, reply) => {
      const { version } = request.params;
      // Too long or holding NUL (which PostgreSQL text cannot hold): no such version.
      const published = version.length <= 100 && isNulFree(version) ? await source.byVersion(version) : undefined;
      if (!published) throw new HttpError(404, 'not_found', `No unit data version ${version.slice(0, 100)}.`);
      reply
        .header('ETag', published.etag)
        .header('Cache-Control', IMMUTABLE_CACHE_CONTROL)
        .header('Vary', VARY.encoding);
      if (matchesEtag(request.headers['if-none-match'], published.etag)) return reply.status(304).send();
      return sendPack(request, reply, published);
    });
}
