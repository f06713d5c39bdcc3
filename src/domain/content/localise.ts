import type { Language } from '../i18n/language';

/** True for null, undefined and strings holding only whitespace: such a translation is missing. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export interface Localised {
  text: string;
  /** The language the text is really in: the one asked for, or English when that was missing. */
  language: Language;
  fallback: boolean;
}

/**
 * Picks the text for a language, falling back to English when the Spanish or French text is
 * missing (spec §5). Missing English too gives an empty string in English.
 */
export function pickLocalised(
  values: Partial<Record<Language, string | null | undefined>>,
  language: Language,
): Localised {
  const wanted = values[language];
  if (!isBlank(wanted)) return { text: wanted as string, language, fallback: false };
  const english = values.en;
  return { text: isBlank(english) ? '' : (english as string), language: 'en', fallback: language !== 'en' };
}

/**
 * Reads a field stored the spec's way: `title` (English), `title_es`, `title_fr`, or with
 * `englishSuffix` for tables like news_items that store `content_en`.
 */
export function localisedField(
  record: Record<string, unknown>,
  field: string,
  language: Language,
  options: { englishSuffix?: boolean } = {},
): Localised {
  const english = options.englishSuffix ? `${field}_en` : field;
  return pickLocalised(
    {
      en: record[english] as string | null | undefined,
      es: record[`${field}_es`] as string | null | undefined,
      fr: record[`${field}_fr`] as string | null | undefined,
    },
    language,
  );
}
