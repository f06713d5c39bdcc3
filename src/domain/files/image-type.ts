/** Image formats members may upload (avatars), with the MIME type and extension each is stored under. */
export const IMAGE_TYPES = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  webp: { mime: 'image/webp', extension: 'webp' },
  gif: { mime: 'image/gif', extension: 'gif' },
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** The largest avatar we accept: 2 MB. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * What the file really is, read from its first bytes (its magic number), not from the name or
 * the Content-Type a browser claims; null for anything that is not one of our image types.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type ImageIssue = 'empty' | 'too_large' | 'not_an_image';

/** Why an upload cannot be an avatar, or its type when it can. */
export function checkAvatarImage(bytes: Uint8Array): { ok: true; type: ImageType } | { ok: false; issue: ImageIssue } {
  if (bytes.length === 0) return { ok: false, issue: 'empty' };
  if (bytes.length > MAX_AVATAR_BYTES) return { ok: false, issue: 'too_large' };
  const type = sniffImageType(bytes);
  return type ? { ok: true, type } : { ok: false, issue: 'not_an_image' };
}
