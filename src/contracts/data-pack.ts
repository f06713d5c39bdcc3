import { dataPackSchema, type DataPack } from '../domain/army/data-pack-schema';

/** The current Warcrow data pack (factions, units, glossary, army rules) with its version. */
export const DATA_PACK_PATH = '/api/data-pack';

/**
 * `GET /api/data-pack` answers the pack itself; its `version` is also the weak ETag
 * (`W/"<version>"`), so `If-None-Match` gives 304 until the pack changes. Responses are
 * `Cache-Control: public, no-cache` (always revalidated: an admin may publish a new version at
 * any time) and compressed with Brotli or gzip when the client accepts it.
 */
export const dataPackResponseSchema = dataPackSchema;
export type DataPackResponse = DataPack;

export const DATA_PACK_CACHE_CONTROL = 'public, no-cache';

/**
 * The weak ETag of a pack, for `GET /api/data-pack` and for `GET /api/data-pack/versions/:version`,
 * which answers one published version (or the bundled one): that answer never changes, so it is
 * sent `Cache-Control: public, max-age=31536000, immutable`, like the build's hashed files, and a
 * page rendered with the pack preloads it from there instead of carrying it.
 */
export function dataPackEtag(version: string): string {
  return `W/"${version}"`;
}
