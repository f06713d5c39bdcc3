import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { emblemKey, PUBLIC_BUCKETS, SITE_LOGO_KEY } from '../../../contracts/storage';
import { FACTION_IDS } from '../../../domain/army/data-pack-schema';
import { avatarRoutes } from './avatar-routes';
import { factionEmblemSvg } from './faction-emblems';
import { s3Settings } from '../../config';
import { localFileStore, sha256Etag, type FileStore } from './file-store';
import { s3FileStore } from './s3-file-store';
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

/** The configured store: an S3-compatible bucket when S3_* is set, else DATA_DIR/storage. */
export function configuredFileStore(app: FastifyInstance): FileStore {
  const s3 = s3Settings(app.config);
  return s3 ? s3FileStore(s3) : localFileStore(path.join(app.config.dataDir, 'storage'));
}

/** Public files under /storage/v1 (DATA_DIR/storage or S3), avatar uploads, the site logo and the faction emblems. */
export async function registerStorage(app: FastifyInstance, store = configuredFileStore(app)) {
  app.decorate('files', store);
  await storeSiteFile(store, SITE_LOGO_KEY, SITE_LOGO_SVG, 'image/svg+xml');
  for (const faction of FACTION_IDS) {
    await storeSiteFile(store, emblemKey(faction), factionEmblemSvg(faction), 'image/svg+xml');
  }
  await app.register(storageRoutes, { store });
  await app.register(avatarRoutes, { store });
}
