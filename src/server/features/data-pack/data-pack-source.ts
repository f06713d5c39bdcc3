import { eq } from 'drizzle-orm';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
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
  /** Whether `version` is the bundled one or a published one. */
  has(version: string): Promise<boolean>;
  /** Drops what is remembered about which versions exist and which is active (after a publish or rollback). */
  forget(): void;
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
    forget() {},
  };
}

/** How long this server trusts what it last read about versions before asking the database again. */
export const DATA_PACK_RECHECK_MS = 1000;

/**
 * The newest version an admin published (the active row of data_pack_versions), or the
 * bundled pack when none is active. Each version is parsed and compressed once.
 *
 * Every list save, check and data pack request asks for the current pack, so which version is
 * active (and which versions are unknown) is kept for DATA_PACK_RECHECK_MS: a publish or a
 * rollback on this server is seen at once (`forget`), on another server sharing the database
 * within that time. A published version never changes, so its pack is kept for good.
 */
export function databaseDataPackSource(
  { orm }: Pick<Database, 'orm'>,
  fallback: DataPackSource = bundledDataPackSource(),
  recheckMs = DATA_PACK_RECHECK_MS,
): DataPackSource {
  const packs = new Map<string, PublishedDataPack>();
  /** Answers about the active version and unknown versions, with when they were read. */
  let active: { version: string | null; at: number } | undefined;
  const unknown = new Map<string, number>();
  const fresh = (at: number) => performance.now() - at < recheckMs;

  const packOf = async (version: string) => {
    const cached = packs.get(version);
    if (cached) return cached;
    const [full] = await orm
      .select({ pack: dataPackVersions.pack })
      .from(dataPackVersions)
      .where(eq(dataPackVersions.version, version));
    if (!full) return undefined;
    // Stored as published; publish() checks it against the pack schema before it goes out.
    const published = publish(full.pack as DataPack);
    packs.set(version, published);
    return published;
  };
  const published = async (version: string) => {
    if (packs.has(version)) return packs.get(version);
    const missedAt = unknown.get(version);
    if (missedAt !== undefined && fresh(missedAt)) return undefined;
    const found = await packOf(version);
    if (found) unknown.delete(version);
    else unknown.set(version, performance.now());
    return found;
  };

  return {
    async current() {
      if (!active || !fresh(active.at)) {
        const [row] = await orm
          .select({ version: dataPackVersions.version })
          .from(dataPackVersions)
          .where(eq(dataPackVersions.active, true));
        active = { version: row?.version ?? null, at: performance.now() };
      }
      return (active.version !== null && (await packOf(active.version))) || fallback.current();
    },
    async byVersion(version) {
      return (await fallback.byVersion(version)) ?? published(version);
    },
    async has(version) {
      if ((await fallback.has(version)) || packs.has(version)) return true;
      const missedAt = unknown.get(version);
      if (missedAt !== undefined && fresh(missedAt)) return false;
      const [row] = await orm
        .select({ id: dataPackVersions.id })
        .from(dataPackVersions)
        .where(eq(dataPackVersions.version, version));
      if (!row) unknown.set(version, performance.now());
      return row !== undefined;
    },
    forget() {
      active = undefined;
      unknown.clear();
      fallback.forget();
    },
  };
}
