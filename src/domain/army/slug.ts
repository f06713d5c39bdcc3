/**
 * Turns a display name into a kebab-case id: accents are dropped, anything
 * that is not a latin letter or digit becomes a single hyphen.
 * "Lady Télia" → "lady-telia", "Join" → "join", "Sÿenann" → "syenann".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A kebab-case id as produced by {@link slugify}. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
