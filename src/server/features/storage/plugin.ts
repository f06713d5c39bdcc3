import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { emblemKey, PUBLIC_BUCKETS, SITE_LOGO_KEY } from '../../../contracts/storage';
import { FACTION_IDS } from '../../../domain/army/data-pack-schema';
import { avatarRoutes } from './avatar-routes';
import { factionEmblemSvg } from './faction-emblems';
import { localFileStore, sha256Etag, type FileStore } from './file-store';
import { storageRoutes } from './routes';
import { SITE_LOGO_SVG } from './site-logo';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** Puts a file of ours in the site bucket unless the same bytes are already there. */
async function storeSiteFile(store: FileStore, key: string, text: string, contentType: string): Promise<void> {
  const body = Buffer.from(text, 'utf8');
  const existing = await store.head(PUBLIC_BUCKETS.site, key);
  if (existing?.etag === sha256Etag(body)) return;
  await store.put(PUBLIC_BUCKETS.site, key, body, {
    contentType,
    cacheControl: 'public, max-age=3600, stale-while-revalidate=86400',
  });
}

/** Public files under /storage/v1 from DATA_DIR/storage, avatar uploads, the site logo and the faction emblems. */
export async function registerStorage(
  app: FastifyInstance,
  store = localFileStore(path.join(app.config.dataDir, 'storage')),
) {
  app.decorate('files', store);
  await storeSiteFile(store, SITE_LOGO_KEY, SITE_LOGO_SVG, 'image/svg+xml');
  for (const faction of FACTION_IDS) {
    await storeSiteFile(store, emblemKey(faction), factionEmblemSvg(faction), 'image/svg+xml');
  }
  await app.register(storageRoutes, { store });
  await app.register(avatarRoutes, { store });
}
