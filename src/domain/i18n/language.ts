export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Names shown in the language menu, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any value other than en, es or fr falls back to en (spec §5). */
export function normaliseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The first of the visitor's preferred languages (an Accept-Language header, or the browser's
 * list) that we offer, by its primary tag ("es-MX" → es); English when none is.
 */
export function preferredLanguage(preferences: string | readonly string[] | null | undefined): Language {
  const entries = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  const ranked = entries
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language a page is shown in: the saved choice, else the visitor's preferences, else English. */
export function pageLanguage(
  saved: string | null | undefined,
  preferences: string | readonly string[] | null | undefined,
): Language {
  return isLanguage(saved) ? saved : preferredLanguage(preferences);
}
