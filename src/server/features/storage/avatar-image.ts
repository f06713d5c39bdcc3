import sharp from 'sharp';

/**
 * Real images only (issue 15, item 9): an uploaded avatar is decoded, checked and drawn again as a
 * new WebP file before anything is stored, so what we serve is pixels we wrote ourselves. A file
 * that only starts like an image (a bare signature, a truncated image, an image header followed
 * by HTML or a zip) fails to decode and is refused; bytes hidden after a complete image, and all
 * metadata (EXIF with its GPS position, XMP, ICC, comments), are left behind by the re-encoding.
 * See docs/decisions/0018-avatar-images-re-encoded.md.
 */

/** The widest or tallest image we decode at all. */
export const MAX_AVATAR_DIMENSION = 4096;
/** Avatars are stored fitted within this square; smaller ones keep their size. */
export const AVATAR_SIZE = 512;

export const AVATAR_OUTPUT = { mime: 'image/webp', extension: 'webp' } as const;

export type AvatarImageIssue = 'invalid_image' | 'dimensions_too_large';

export type ReencodedAvatar =
  { ok: true; data: Buffer; width: number; height: number } | { ok: false; issue: AvatarImageIssue };

/** Decodes an uploaded image (type already sniffed from its bytes) and re-encodes it as the stored avatar. */
export async function reencodeAvatar(bytes: Buffer): Promise<ReencodedAvatar> {
  const options = {
    // Refuse anything libvips only warns about (a truncated scan, a damaged chunk) as well.
    failOn: 'warning',
    // Belt and braces for the dimension check below: never allocate more than this.
    limitInputPixels: MAX_AVATAR_DIMENSION * MAX_AVATAR_DIMENSION,
    // The first frame of an animation is the avatar.
    animated: false,
  } as const;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, options).metadata());
  } catch {
    return { ok: false, issue: 'invalid_image' };
  }
  if (!width || !height) return { ok: false, issue: 'invalid_image' };
  if (width > MAX_AVATAR_DIMENSION || height > MAX_AVATAR_DIMENSION)
    return { ok: false, issue: 'dimensions_too_large' };
  try {
    const { data, info } = await sharp(bytes, options)
      // Turned the way the camera's EXIF orientation says, before that metadata is dropped.
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch {
    return { ok: false, issue: 'invalid_image' };
  }
}
