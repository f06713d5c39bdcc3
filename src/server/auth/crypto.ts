import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const WAB_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A member's public id, WAB-XXXX-XXXX-XXXX (no 0/O or 1/I to keep it readable aloud). */
export function wabId(): string {
  const group = () => Array.from({ length: 4 }, () => WAB_ALPHABET[randomInt(0, WAB_ALPHABET.length)]).join('');
  return `WAB-${group()}-${group()}-${group()}`;
}

/** PKCE S256: base64url(sha256(verifier)). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
