import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3-compatible stores, with the headers carried in the request
 * (the "Authorization header" form). Only what the file store sends: no query signing, no
 * chunked uploads, a payload hash computed over the whole body.
 */

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names any case). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (`EMPTY_PAYLOAD_HASH` when there is none). */
  payloadHash: string;
  now?: Date;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept when asked. */
export function uriEncode(text: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `20130524T000000Z` and `20130524`. */
function stamps(now: Date) {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams].map(([name, value]) => [uriEncode(name), uriEncode(value)] as const);
  pairs.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/**
 * The headers to send with the request: the given ones plus x-amz-date, x-amz-content-sha256 and
 * Authorization. The path is used as it appears in the URL (already encoded once, as S3 expects).
 */
export function signRequest(request: RequestToSign, keys: SigningKeys): Record<string, string> {
  const { amzDate, day } = stamps(request.now ?? new Date());
  const service = keys.service ?? 's3';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = request.url.host;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = request.payloadHash;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const scope = `${day}/${keys.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');

  const { host: _host, ...toSend } = headers;
  return {
    ...toSend,
    authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
