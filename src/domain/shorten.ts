/**
 * The start of a text in at most `max` characters, ending with "…" when something was left out.
 * Counts and cuts by code point, so an emoji or another character outside the Basic Multilingual
 * Plane is kept whole or left out, never split into a lone surrogate (which PostgreSQL's jsonb
 * refuses and which shows as a broken character).
 */
export function shorten(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, Math.max(0, max - 1)).join('')}…`;
}
