import { eq, type SQL } from 'drizzle-orm';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { dataPackEtag } from '../../../contracts/data-pack';
import { dataPack as bundledPack } from '../../../data';
import { dataPackSchema, type DataPack } from '../../../domain/army/data-pack-schema';
import type { Database } from '../../db/database';
import { dataPackVersions } from '../unit-data/schema';

/** A pack ready to serve: parsed, serialised once, and compressed once per encoding. */
export interface PublishedDataPack {
  pack: DataPack;
  version: string;
  etag: string;
  body: {
    identity: Buffer;
    gzip: Buffer;
    br: Buffer;
  };
}

/**
 * Where the current pack comes from. Today it is the pack bundled with the build; the admin
 * issue adds a source that reads the newest published version from the database and falls
 * back to the bundled one.
 */
export interface DataPackSource {
  current(): Promise<PublishedDataPack>;
  /** A particular version (the bundled one or a published one), if known. */
  byVersion(version: string): Promise<PublishedDataPack | undefined>;
  /** Whether `version` is the bundled one or a published one, without loading the pack. */
  has(version: string): Promise<boolean>;
}

/** Serialises and compresses a pack; the pack is validated first, so a bad one never goes out. */
export function publish(pack: DataPack): PublishedDataPack {
  const parsed = dataPackSchema.parse(pack);
  const identity = Buffer.from(JSON.stringify(parsed));
  return {
    pack: parsed,
    version: parsed.version,
    etag: dataPackEtag(parsed.version),
    body: {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    },
  };
}

/** The pack in `src/data`, published on first use and then kept. */
export function bundledDataPackSource(pack: DataPack = bundledPack): DataPackSource {
  let published: PublishedDataPack | undefined;
  return {
    async current() {
      published ??= publish(pack);
      return published;
    },
    async byVersion(version) {
      published ??= publish(pack);
      return published.version === version ? published : undefined;
    },
    async has(version) {
      return pack.version === version;
    },
  };
}

/**
 * The newest version an admin published (the active row of data_pack_versions), or the
 * bundled pack when none is active. Each version is parsed and compressed once.
 */
export function databaseDataPackSource(
  { orm }: Pick<Database, 'orm'>,
  fallback: DataPackSource = bundledDataPackSource(),
): DataPackSource {
  const cache = new Map<string, PublishedDataPack>();
  const load = async (where: SQL) => {
    const [row] = await orm.select({ version: dataPackVersions.version }).from(dataPackVersions).where(where);
    if (!row) return undefined;
    const cached = cache.get(row.version);
    if (cached) return cached;
    const [full] = await orm
      .select({ pack: dataPackVersions.pack })
      .from(dataPackVersions)
      .where(eq(dataPackVersions.version, row.version));
    // Stored as published; publish() checks it against the pack schema before it goes out.
    const published = publish(full!.pack as DataPack);
    cache.set(row.version, published);
    return published;
  };
  return {
    async current() {
      return (await load(eq(dataPackVersions.active, true))) ?? fallback.current();
    },
    async byVersion(version) {
      return (await fallback.byVersion(version)) ?? load(eq(dataPackVersions.version, version));
    },
    async has(version) {
      if (await fallback.has(version)) return true;
      const [row] = await orm
        .select({ id: dataPackVersions.id })
        .from(dataPackVersions)
        .where(eq(dataPackVersions.version, version));
      return row !== undefined;
    },
  };
}
