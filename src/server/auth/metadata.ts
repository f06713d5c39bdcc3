import { AuthError } from './errors';

/**
 * Metadata travels inside every access token, so it stays small: a few kilobytes keep tokens
 * well under the 16 KB header limit of Node and of common proxies, and a shallow shape keeps
 * every walk over it cheap.
 */
export const METADATA_MAX_BYTES = 4096;
export const METADATA_MAX_DEPTH = 5;

function depthOf(value: unknown, level = 0): number {
  if (value === null || typeof value !== 'object') return level;
  // Stop counting past the limit: the answer is "too deep" either way.
  if (level > METADATA_MAX_DEPTH) return level;
  let deepest = level + 1;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item, level + 1));
  return deepest;
}

/** Refuses metadata (as it will be stored) that is too large or too deeply nested, with a 422. */
export function assertBoundedMetadata(value: Record<string, unknown> | undefined, label = 'user_metadata'): void {
  if (value === undefined) return;
  if (depthOf(value) > METADATA_MAX_DEPTH) {
    throw new AuthError(422, 'validation_failed', `${label} may be nested at most ${METADATA_MAX_DEPTH} levels deep`);
  }
  if (Buffer.byteLength(JSON.stringify(value)) > METADATA_MAX_BYTES) {
    throw new AuthError(422, 'validation_failed', `${label} may hold at most ${METADATA_MAX_BYTES} bytes of JSON`);
  }
}
