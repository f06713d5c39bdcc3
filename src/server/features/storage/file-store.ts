import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What the store keeps about an object besides its bytes. */
export interface StoredObject {
  contentType: string;
  cacheControl: string;
  size: number;
  /** A strong validator: the SHA-256 of the bytes, quoted. */
  etag: string;
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
  cacheControl: string;
}

/**
 * Where public files live. The server only ever talks to this interface: the local directory
 * below, or an S3-compatible bucket (s3-file-store.ts) when S3_* is configured
 * (docs/decisions/0010-file-storage.md).
 * Bucket and key must pass `isValidBucket` / `isValidKey`; implementations refuse anything else.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(bucket: string, key: string, body: Buffer, options: PutOptions): Promise<StoredObject>;
  head(bucket: string, key: string): Promise<StoredObject | null>;
  /** The object's metadata and a stream of its bytes, or null when there is none. */
  open(bucket: string, key: string): Promise<{ object: StoredObject; body: Readable } | null>;
  delete(bucket: string, key: string): Promise<void>;
}

const BUCKET = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** One path segment: no leading dot (so no `.`, `..` or hidden files), no separators or escapes. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

export const isValidBucket = (bucket: string) => BUCKET.test(bucket);

/** Keys are a few plain segments joined by `/`; anything that could climb out of a bucket fails. */
export function isValidKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

export class InvalidObjectKeyError extends Error {
  constructor(bucket: string, key: string) {
    super(`invalid object key ${JSON.stringify(`${bucket}/${key}`)}`);
    this.name = 'InvalidObjectKeyError';
  }
}

export const sha256Etag = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url')}"`;

interface MetaFile {
  contentType: string;
  cacheControl: string;
  size: number;
  etag: string;
  lastModified: string;
}

/**
 * Files in a directory (DATA_DIR/storage by default): the bytes at `<root>/<bucket>/<key>`, the
 * metadata beside them under `<root>/.meta/<bucket>/<key>.json` (no valid bucket starts with a dot).
 * Writes go to a temporary file and are renamed into place, so readers never see half a file and
 * several processes sharing the directory can write the same object safely.
 */
export function localFileStore(root: string): FileStore {
  const base = path.resolve(root);

  const locate = (bucket: string, key: string) => {
    if (!isValidBucket(bucket) || !isValidKey(key)) throw new InvalidObjectKeyError(bucket, key);
    const file = path.resolve(base, bucket, ...key.split('/'));
    const meta = path.resolve(base, '.meta', bucket, ...key.split('/')) + '.json';
    // Belt and braces: the patterns above already rule out climbing out of the root.
    if (!file.startsWith(base + path.sep) || !meta.startsWith(path.join(base, '.meta') + path.sep)) {
      throw new InvalidObjectKeyError(bucket, key);
    }
    return { file, meta };
  };

  const writeAtomically = async (target: string, data: Buffer | string) => {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  const head = async (bucket: string, key: string): Promise<StoredObject | null> => {
    const { file, meta } = locate(bucket, key);
    try {
      const [text, info] = await Promise.all([readFile(meta, 'utf8'), stat(file)]);
      const data = JSON.parse(text) as MetaFile;
      if (!info.isFile()) return null;
      return { ...data, size: info.size, lastModified: new Date(data.lastModified) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    kind: 'local',
    async put(bucket, key, body, options) {
      const { file, meta } = locate(bucket, key);
      const object: StoredObject = { ...options, size: body.length, etag: sha256Etag(body), lastModified: new Date() };
      // Bytes first: a reader that finds the metadata always finds the file it describes.
      await writeAtomically(file, body);
      await writeAtomically(meta, JSON.stringify({ ...object, lastModified: object.lastModified.toISOString() }));
      return object;
    },
    head,
    async open(bucket, key) {
      const object = await head(bucket, key);
      if (!object) return null;
      return { object, body: createReadStream(locate(bucket, key).file) };
    },
    async delete(bucket, key) {
      const { file, meta } = locate(bucket, key);
      await rm(meta, { force: true });
      await rm(file, { force: true });
    },
  };
}
