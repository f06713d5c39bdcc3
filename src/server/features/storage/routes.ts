import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../../contracts/errors';
import { PUBLIC_BUCKETS, STORAGE_PUBLIC_PREFIX } from '../../../contracts/storage';
import { HttpError } from '../../http-error';
import { isValidBucket, isValidKey, type FileStore, type StoredObject } from './file-store';

const PUBLIC = new Set<string>(Object.values(PUBLIC_BUCKETS));

/** Files are shown, never run: even an SVG opened on its own cannot script or load anything. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'No such file.');

function setObjectHeaders(reply: FastifyReply, object: StoredObject) {
  reply
    .header('Content-Type', object.contentType)
    .header('Cache-Control', object.cacheControl)
    .header('ETag', object.etag)
    .header('Last-Modified', object.lastModified.toUTCString())
    .header('Content-Security-Policy', FILE_CSP)
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** `If-None-Match` may list several validators, or `*`. */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((value) => value.trim() === etag || value.trim() === '*');

/** GET (and HEAD) `/storage/v1/object/public/<bucket>/<path>` for the public buckets. */
export async function storageRoutes(app: FastifyInstance, { store }: { store: FileStore }): Promise<void> {
  // A bucket or path that cannot be a stored file is simply not found; the file goes out as stored.
  const schema = { tags: ['storage'], params: z.object({ bucket: z.string(), '*': z.string() }) };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${STORAGE_PUBLIC_PREFIX}/:bucket/*`, { schema }, async (request, reply) => {
      const { bucket, '*': key } = request.params;
      if (!PUBLIC.has(bucket) || !isValidBucket(bucket) || !isValidKey(key)) throw notFound();
      const found = await store.open(bucket, key);
      if (!found) throw notFound();
      setObjectHeaders(reply, found.object);
      if (matches(request.headers['if-none-match'], found.object.etag)) {
        found.body.destroy();
        return reply.status(304).send();
      }
      return reply.header('Content-Length', found.object.size).send(found.body);
    });
}
