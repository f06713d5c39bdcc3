import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  InvalidObjectKeyError,
  isValidBucket,
  isValidKey,
  sha256Etag,
  type FileStore,
  type StoredObject,
} from './file-store';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, uriEncode } from './sigv4';

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>` (most self-hosted servers). */
  forcePathStyle: boolean;
  /** Stops a slow store from holding a request forever. */
  timeoutMs?: number;
}

/** Where our own SHA-256 validator travels with the object (S3's ETag is an MD5 or a multipart hash). */
const SHA256_META = 'x-amz-meta-sha256-etag';

export class S3StoreError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} failed with ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'S3StoreError';
  }
}

/** The URL of one object: the store's buckets (`avatars`, `site`) become prefixes inside the one S3 bucket. */
export function s3ObjectUrl(settings: Pick<S3Settings, 'endpoint' | 'bucket' | 'forcePathStyle'>, path: string): URL {
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const key = uriEncode(path, true);
  if (settings.forcePathStyle) {
    return new URL(`${endpoint.protocol}//${endpoint.host}${base}/${uriEncode(settings.bucket)}/${key}`);
  }
  return new URL(`${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}/${key}`);
}

const errorDetail = async (response: Response) => {
  const text = await response.text().catch(() => '');
  return /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? text.slice(0, 200);
};

/**
 * A FileStore on an S3-compatible bucket, signed with Signature V4 over fetch. Each object keeps
 * its content type and cache policy as S3 object headers and our SHA-256 ETag as user metadata,
 * so the serving route answers exactly as it does from the local directory.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const keys = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
  };
  const timeoutMs = settings.timeoutMs ?? 15_000;

  const url = (bucket: string, key: string) => {
    if (!isValidBucket(bucket) || !isValidKey(key)) throw new InvalidObjectKeyError(bucket, key);
    return s3ObjectUrl(settings, `${bucket}/${key}`);
  };

  const send = (method: string, target: URL, body?: Buffer, headers: Record<string, string> = {}) => {
    const signed = signRequest(
      { method, url: target, headers, payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH },
      keys,
    );
    return fetch(target, {
      method,
      headers: signed,
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  };

  const objectFrom = (response: Response): StoredObject => {
    const modified = response.headers.get('last-modified');
    return {
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      cacheControl: response.headers.get('cache-control') ?? 'no-cache',
      size: Number(response.headers.get('content-length') ?? 0),
      etag: response.headers.get(SHA256_META) ?? response.headers.get('etag') ?? '""',
      lastModified: modified ? new Date(modified) : new Date(0),
    };
  };

  const head = async (bucket: string, key: string): Promise<StoredObject | null> => {
    const response = await send('HEAD', url(bucket, key));
    if (response.status === 404) return null;
    if (!response.ok) throw new S3StoreError('HeadObject', response.status, '');
    return objectFrom(response);
  };

  return {
    kind: 's3',
    async put(bucket, key, body, options) {
      const etag = sha256Etag(body);
      const response = await send('PUT', url(bucket, key), body, {
        'content-type': options.contentType,
        'cache-control': options.cacheControl,
        [SHA256_META]: etag,
      });
      if (!response.ok) throw new S3StoreError('PutObject', response.status, await errorDetail(response));
      await response.body?.cancel();
      // Read back what the store recorded, so size and time are the store's own.
      return (
        (await head(bucket, key)) ?? {
          ...options,
          size: body.length,
          etag,
          lastModified: new Date(),
        }
      );
    },
    head,
    async open(bucket, key) {
      const response = await send('GET', url(bucket, key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        throw new S3StoreError('GetObject', response.status, await errorDetail(response));
      }
      return {
        object: objectFrom(response),
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      };
    },
    async delete(bucket, key) {
      const response = await send('DELETE', url(bucket, key));
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new S3StoreError('DeleteObject', response.status, '');
    },
  };
}
