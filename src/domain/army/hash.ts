/**
 * Tiny, pure, browser-safe content hashing used for data versions.
 * Not cryptographic: it only needs to change when the content changes.
 */

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a, 32 bit, over the UTF-8 bytes of `text`. Returns an unsigned integer. */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * JSON serialisation with object keys sorted at every level, so that two
 * equal values always serialise identically whatever their key order.
 * Follows JSON.stringify for everything else (undefined properties are
 * dropped, undefined array items become null).
 */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : stableStringify(item))).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Eight lower-case hex digits identifying `value`'s content. */
export function contentHash(value: unknown): string {
  return fnv1a32(stableStringify(value)).toString(16).padStart(8, '0');
}
