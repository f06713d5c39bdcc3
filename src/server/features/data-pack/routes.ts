import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DATA_PACK_CACHE_CONTROL, DATA_PACK_PATH, dataPackResponseSchema } from '../../../contracts/data-pack';
import type { DataPackSource, PublishedDataPack } from './data-pack-source';
import { matchesEtag } from '../../etag';
import { VARY } from '../../vary';

export interface DataPackRoutesOptions {
  source: DataPackSource;
}

type Encoding = keyof PublishedDataPack['body'];

/** Brotli, then gzip, when the client accepts them (q=0 refuses). */
export function pickEncoding(request: FastifyRequest): Encoding {
  const header = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export async function dataPackRoutes(app: FastifyInstance, { source }: DataPackRoutesOptions): Promise<void> {
  // The pack goes out as stored, compressed once per version; the schema describes it.
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
    const encoding = pickEncoding(request);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.status(200).type('application/json; charset=utf-8').send(published.body[encoding]);
  });
}
